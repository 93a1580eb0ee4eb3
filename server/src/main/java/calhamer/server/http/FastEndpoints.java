package calhamer.server.http;

import calhamer.adjudicator.position.Position;
import calhamer.server.error.ApiException;
import calhamer.server.error.BodyTooLargeException;
import calhamer.server.error.Problem;
import calhamer.server.error.Problems;
import calhamer.server.mapstore.MapContext;
import calhamer.server.mapstore.MapRegistry;
import calhamer.server.service.AdjudicationService;
import calhamer.server.service.AdjudicationService.AdjudicateRequest;
import calhamer.server.service.InfluenceService;
import calhamer.server.service.InfluenceService.InfluenceRequest;
import calhamer.server.service.PlainAdjudicateRequest;
import calhamer.server.service.PositionInput;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
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
 * none of it: a body in, one service call, a body out. The answers are Jersey's: the same mapper reads the same
 * request records (an empty body is no entity, as for Jersey's Jackson provider), the same services answer, the
 * same {@link Problems} turn every failure into the same problem body and status, and the same body-size
 * limit applies ({@code FastEndpointsTest} sends one set of requests both ways and compares); they count as light
 * traffic ({@link LightTraffic}), which heavy work gives way to. O(body) per request
 * beyond the service.
 */
final class FastEndpoints extends HttpHandler {
    private static final String JSON_TYPE = "application/json";
    private static final String MAPS = "/maps/";
    /** Bodies up to this size are answered on the thread that read them (a few hundred microseconds at most). */
    private static final long SAME_THREAD_BODY_BYTES = 64 * 1024;

    private final HttpHandler jersey;
    private final MapRegistry maps;
    private final AdjudicationService adjudication;
    private final InfluenceService influence;
    private final long maxBodyBytes;
    private final LightTraffic light;
    private final ObjectMapper json = JsonSupport.mapper();
    private final ObjectReader adjudicateReader = json.readerFor(AdjudicateRequest.class);
    private final ObjectReader influenceReader = json.readerFor(InfluenceRequest.class);
    private final ObjectReader nodeReader = json.readerFor(JsonNode.class);
    private final RequestExecutorProvider workers = new RequestExecutorProvider.WorkerThreadProvider();
    private final RequestExecutorProvider executors = this::executor;

    FastEndpoints(HttpHandler jersey, CalhamerApplication app, long maxBodyBytes) {
        this.jersey = jersey;
        this.maps = app.maps();
        this.adjudication = app.adjudication();
        this.influence = app.influence();
        this.maxBodyBytes = maxBodyBytes;
        this.light = app.light();
    }

    /**
     * Where a request is answered: a request of these endpoints whose whole body has arrived and is small
     * ({@link #SAME_THREAD_BODY_BYTES}) on the thread that read it, so it costs no hand-off (and the blocking body
     * read never waits there); everything else on the listener's worker pool, as Grizzly does by default.
     */
    @Override
    public RequestExecutorProvider getRequestExecutorProvider() {
        return executors;
    }

    private Executor executor(Request request) {
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
            Object answer;
            try {
                answer = answer(endpoint, id, body(request));
            } catch (Throwable e) {
                problem(response, e);
                return;
            }
            write(response, 200, JSON_TYPE, json.writeValueAsBytes(answer));
        } finally {
            light.leave();
        }
    }

    /**
     * Reads the body, then finds the map (Jersey reads the entity before the resource method runs); a plain
     * adjudication body or position on a known map is read straight from its bytes ({@link PlainAdjudicateRequest},
     * {@link PositionInput#readPlain}).
     */
    private Object answer(Endpoint endpoint, String id, byte[] body) throws IOException {
        switch (endpoint) {
            case ADJUDICATE: {
                MapContext context = maps.findContext(id).orElse(null);
                PlainAdjudicateRequest plain = context == null ? null
                        : PlainAdjudicateRequest.read(json.getFactory(), body, context.map());
                if (plain != null) {
                    return adjudication.adjudicate(context, plain);
                }
                AdjudicateRequest request = read(adjudicateReader, body);
                return adjudication.adjudicate(maps.context(id), request);
            }
            case INFLUENCE: {
                InfluenceRequest request = read(influenceReader, body);
                return influence.evaluate(maps.context(id), request);
            }
            default: {
                MapContext context = maps.findContext(id).orElse(null);
                Position plain = context == null ? null : PositionInput.readPlain(json.getFactory(), body, context.map());
                if (plain != null) {
                    return adjudication.legal(context, plain);
                }
                JsonNode position = read(nodeReader, body);
                return adjudication.legal(maps.context(id), position);
            }
        }
    }

    /** Reads the request record; a body of nothing or only whitespace is no entity (null), as in Jersey. */
    private static <T> T read(ObjectReader reader, byte[] body) throws IOException {
        try (JsonParser p = reader.createParser(body)) {
            if (p.nextToken() == null) {
                return null;
            }
        }
        return reader.readValue(body);
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
        write(response, problem.status(), Problem.MEDIA_TYPE, json.writeValueAsBytes(problem));
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
