package calhamer.server.http;

import calhamer.server.error.ApiException;
import calhamer.server.error.Problem;
import calhamer.wire.WireJson;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.glassfish.grizzly.filterchain.FilterChainBuilder;
import org.glassfish.grizzly.filterchain.FilterChainContext;
import org.glassfish.grizzly.http.ContentEncoding;
import org.glassfish.grizzly.http.HttpContent;
import org.glassfish.grizzly.http.HttpHeader;
import org.glassfish.grizzly.http.HttpResponsePacket;
import org.glassfish.grizzly.http.HttpServerFilter;
import org.glassfish.grizzly.http.server.AddOn;
import org.glassfish.grizzly.http.server.NetworkListener;
import org.glassfish.grizzly.http.util.Header;
import org.glassfish.grizzly.memory.Buffers;
import org.glassfish.grizzly.memory.MemoryManager;
import org.glassfish.grizzly.utils.DelayedExecutor;

/**
 * Requests Grizzly cannot parse as HTTP (a request line or headers over {@link NetworkListener#getMaxHttpHeaderSize()},
 * a Content-Length that is not a number of bytes, a broken chunked body) never reach Jersey: Grizzly's HTTP codec
 * answers them itself, with an empty 400. This add-on replaces the codec by one whose error answers are the API's
 * {@code application/problem+json}, naming what could not be read. Everything else is Grizzly's own behaviour (the
 * codec is configured like the listener's: chunking, header limits, keep-alive with its idle timeout).
 */
final class HttpParseErrors implements AddOn, AutoCloseable {
    private final ExecutorService timers = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "calhamer-keepalive");
        t.setDaemon(true);
        return t;
    });
    private final DelayedExecutor delayed = new DelayedExecutor(timers);

    @Override
    public void setup(NetworkListener listener, FilterChainBuilder builder) {
        int index = builder.indexOfType(HttpServerFilter.class);
        HttpServerFilter original = (HttpServerFilter) builder.get(index);
        Codec codec = new Codec(listener, delayed);
        codec.setAllowPayloadForUndefinedHttpMethods(original.isAllowPayloadForUndefinedHttpMethods());
        codec.setMaxPayloadRemainderToSkip(original.getMaxPayloadRemainderToSkip());
        for (ContentEncoding encoding : original.getContentEncodings()) {
            codec.addContentEncoding(encoding);
        }
        builder.set(index, codec);
        delayed.start();
    }

    @Override
    public void close() {
        delayed.destroy();
        timers.shutdownNow();
    }

    /** Grizzly's codec with problem bodies on its own error answers. */
    private static final class Codec extends HttpServerFilter {
        /** The parse failure being answered (set and read on the one thread that handles the bad request). */
        private static final ThreadLocal<Throwable> FAILURE = new ThreadLocal<>();
        private final int maxHeaderBytes;

        Codec(NetworkListener listener, DelayedExecutor delayed) {
            super(listener.isChunkingEnabled(), maxHeaderBytes(listener), null, listener.getKeepAlive(), delayed,
                    listener.getMaxRequestHeaders(), listener.getMaxResponseHeaders());
            this.maxHeaderBytes = maxHeaderBytes(listener);
        }

        private static int maxHeaderBytes(NetworkListener listener) {
            int max = listener.getMaxHttpHeaderSize();
            return max < 0 ? DEFAULT_MAX_HTTP_PACKET_HEADER_SIZE : max;
        }

        @Override
        protected void onHttpHeaderError(HttpHeader header, FilterChainContext ctx, Throwable t) throws IOException {
            answering(t, () -> super.onHttpHeaderError(header, ctx, t));
        }

        @Override
        protected void onHttpContentError(HttpHeader header, FilterChainContext ctx, Throwable t) throws IOException {
            answering(t, () -> super.onHttpContentError(header, ctx, t));
        }

        /** Runs Grizzly's error handling with the failure at hand for {@link #customizeErrorResponse}. */
        private static void answering(Throwable failure, ErrorAnswer answer) throws IOException {
            FAILURE.set(failure);
            try {
                answer.send();
            } finally {
                FAILURE.remove();
            }
        }

        /** Grizzly's own error handling of a request. */
        private interface ErrorAnswer {
            void send() throws IOException;
        }

        @Override
        protected HttpContent customizeErrorResponse(HttpResponsePacket response) {
            int status = response.getStatus() < 400 ? 400 : response.getStatus();
            Throwable failure = FAILURE.get();
            String why = failure == null || failure.getMessage() == null ? "it is not valid HTTP/1.1"
                    : failure.getMessage();
            ApiException problem = status == 400
                    ? ApiException.badRequest("the request cannot be read as HTTP: " + why + " (the request line and "
                            + "headers may take at most " + maxHeaderBytes + " bytes; Content-Length must be a "
                            + "number of bytes)")
                    : null;
            byte[] body;
            try {
                body = WireJson.mapper().writeValueAsBytes(problem != null ? problem.problem()
                        : new Problem("urn:calhamer:problem:" + status, "Request refused", status,
                                "the request cannot be read as HTTP: " + why, List.of(), null));
            } catch (JsonProcessingException e) {
                throw new UncheckedIOException(e);
            }
            response.setContentType(Problem.MEDIA_TYPE);
            // Set as a header too: a request whose first line could not be read gets no Content-Type otherwise.
            response.getHeaders().setValue(Header.ContentType).setString(Problem.MEDIA_TYPE);
            response.getHeaders().setValue(Header.Connection).setString("close"); // the codec closes it
            response.setContentLength(body.length);
            return HttpContent.builder(response)
                    .content(Buffers.wrap(MemoryManager.DEFAULT_MEMORY_MANAGER, body)).last(true).build();
        }
    }
}
