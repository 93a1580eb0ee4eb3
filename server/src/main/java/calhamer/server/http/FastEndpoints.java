package calhamer.server.http;

import calhamer.server.error.ApiException;
import calhamer.server.error.BodyTooLargeException;
import calhamer.server.error.Problem;
import calhamer.server.error.Problems;
import calhamer.server.resources.PositionsResource;
import calhamer.wire.WireAnswer;
import calhamer.wire.WireJson;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.Executor;
import org.glassfish.grizzly.http.Method;
import org.glassfish.grizzly.http.server.HttpHandler;
import org.glassfish.grizzly.http.server.Request;
import org.glassfish.grizzly.http.server.RequestExecutorProvider;
import org.glassfish.grizzly.http.server.Response;

/**
 * The hot POST endpoints served straight on Grizzly, in front of Jersey: {@code /maps/{id}/adjudicate},
 * {@code /maps/{id}/influence} and {@code /maps/{id}/orders/legal}, with JSON bodies. Every other request, and these
 * paths with another method, media type or an id that is not a plain map id, goes to Jersey unchanged.
 *
 * <p>Why: profiled under load, Jersey's request processing (routing, injection scopes, interceptor chains, entity
 * providers, output buffering) took about three times the CPU of the adjudication it served. These endpoints need
 * none of it: a body in, one service call, a body out. The answers are Jersey's, since this handler calls the very
 * methods of Jersey's resource ({@link PositionsResource}: the wire's reader, the service, the wire's writer) and only
 * does the HTTP around them: the body read under the same size limit, every failure turned into the same problem
 * body and status by the same {@link Problems}, the answer written to bytes without a mapper
 * ({@code FastEndpointsTest} sends one set of requests both ways and compares). They count as light traffic
 * ({@link LightTraffic}), which heavy work gives way to. O(body) per request beyond the resource.
 */
final class FastEndpoints extends HttpHandler {
    private static final String JSON_TYPE = "application/json";
    private static final String MAPS = "/maps/";
    /** Bodies up to this size are answered on the thread that read them (a few hundred microseconds at most). */
    private static final long SAME_THREAD_BODY_BYTES = 64 * 1024;

    private final HttpHandler jersey;
    private final PositionsResource positions;
    private final long maxBodyBytes;
    private final LightTraffic light;
    private final RequestExecutorProvider workers = new RequestExecutorProvider.WorkerThreadProvider();
    private final RequestExecutorProvider executors = this::executor;

    FastEndpoints(HttpHandler jersey, CalhamerApplication app, long maxBodyBytes) {
        this.jersey = jersey;
        this.positions = app.positions();
        this.maxBodyBytes = maxBodyBytes;
        this.light = app.light();
    }

    /**
     * Where a request is answered (and when it arrived: its headers read, stamped as the request's attribute
     * {@link PositionsResource#ARRIVAL_NANOS}, from which a decision's time budget counts): a request of these
     * endpoints whose whole body has arrived and is small
     * ({@link #SAME_THREAD_BODY_BYTES}) on the thread that read it, so it costs no hand-off (and the blocking body
     * read never waits there); everything else on the listener's worker pool, as Grizzly does by default.
     */
    @Override
    public RequestExecutorProvider getRequestExecutorProvider() {
        return executors;
    }

    private Executor executor(Request request) {
        request.setAttribute(PositionsResource.ARRIVAL_NANOS, System.nanoTime());
        boolean here = request.getMethod() == Method.POST && isJson(request.getContentType())
                && request.getContentLengthLong() <= SAME_THREAD_BODY_BYTES && request.getInputBuffer().isFinished()
                && match(request.getRequestURI()) != null;
        return here ? null : workers.getExecutor(request);
    }

    /** The endpoints served here. */
    private enum Endpoint {
        ADJUDICATE("/adjudicate"), INFLUENCE("/influence"), LEGAL("/orders/legal");

        final String suffix;

        Endpoint(String suffix) {
            this.suffix = suffix;
        }
    }

    @Override
    public void service(Request request, Response response) throws Exception {
        String path = request.getRequestURI();
        Endpoint endpoint = request.getMethod() == Method.POST && isJson(request.getContentType()) ? match(path)
                : null;
        if (endpoint == null) {
            jersey.service(request, response);
            return;
        }
        String id = path.substring(MAPS.length(), path.length() - endpoint.suffix.length());
        light.enter();
        try {
            byte[] answer;
            try {
                answer = WireJson.bytes(answer(endpoint, id, body(request)));
            } catch (Throwable e) {
                problem(response, e);
                return;
            }
            write(response, 200, JSON_TYPE, answer);
        } finally {
            light.leave();
        }
    }

    /** @return the resource's answer to the request (it reads the body, then finds the map, as in Jersey) */
    private WireAnswer answer(Endpoint endpoint, String id, byte[] body) throws IOException {
        return switch (endpoint) {
            case ADJUDICATE -> positions.adjudicate(id, body);
            case INFLUENCE -> positions.influence(id, body);
            case LEGAL -> positions.legal(id, body);
        };
    }

    /** @return the endpoint of a path {@code /maps/{id}/...} whose id is a plain map id, or null */
    private static Endpoint match(String path) {
        if (!path.startsWith(MAPS)) {
            return null;
        }
        for (Endpoint e : Endpoint.values()) {
            if (path.endsWith(e.suffix) && plainId(path, MAPS.length(), path.length() - e.suffix.length())) {
                return e;
            }
        }
        return null;
    }

    /** Map ids are letters, digits, '_' and '-' (anything else, such as escapes, is left to Jersey). */
    private static boolean plainId(String path, int from, int to) {
        if (to <= from) {
            return false;
        }
        for (int i = from; i < to; i++) {
            char c = path.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-')) {
                return false;
            }
        }
        return true;
    }

    private static boolean isJson(String contentType) {
        if (contentType == null || !contentType.regionMatches(true, 0, JSON_TYPE, 0, JSON_TYPE.length())) {
            return false;
        }
        int end = JSON_TYPE.length();
        return contentType.length() == end || contentType.charAt(end) == ';' || contentType.charAt(end) == ' ';
    }

    /** @return the body, refused with 413 over the limit (at once by its declared length, else while reading) */
    private byte[] body(Request request) throws IOException {
        long declared = request.getContentLengthLong();
        if (declared > maxBodyBytes) {
            throw ApiException.tooLarge("request body of " + declared + " bytes exceeds the limit of "
                    + maxBodyBytes + " bytes (raise it with --max-body-bytes)");
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(declared > 0 ? (int) declared : 1024);
        byte[] buffer = new byte[8192];
        InputStream in = request.getInputStream();
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
            if (bytes.size() + n > maxBodyBytes) {
                throw new BodyTooLargeException(maxBodyBytes);
            }
            bytes.write(buffer, 0, n);
        }
        return bytes.toByteArray();
    }

    /** Answers a failure as Jersey's mappers would: the problem body {@link Problems} gives, Retry-After if any. */
    private void problem(Response response, Throwable e) throws IOException {
        if (e instanceof ApiException api && api.retryAfterSeconds() != null) {
            response.setHeader("Retry-After", String.valueOf(api.retryAfterSeconds()));
        }
        Problem problem = Problems.of(e);
        write(response, problem.status(), Problem.MEDIA_TYPE, WireJson.mapper().writeValueAsBytes(problem));
    }

    private static void write(Response response, int status, String type, byte[] body) throws IOException {
        response.setStatus(status);
        response.setContentType(type);
        response.setContentLength(body.length);
        try (OutputStream out = response.getOutputStream()) {
            out.write(body);
        }
    }

    @Override
    public void start() {
        jersey.start();
    }

    @Override
    public void destroy() {
        jersey.destroy();
    }
}
