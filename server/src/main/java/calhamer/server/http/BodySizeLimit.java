package calhamer.server.http;

import calhamer.server.error.ApiException;
import calhamer.server.error.BodyTooLargeException;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.HttpHeaders;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Refuses request bodies over the configured size with 413: at once when Content-Length says so, and while
 * reading otherwise (chunked bodies), so no oversized body is ever held in memory.
 */
@PreMatching
@Priority(Priorities.AUTHENTICATION)
public final class BodySizeLimit implements ContainerRequestFilter {
    private final long limit;

    public BodySizeLimit(long limit) {
        this.limit = limit;
    }

    @Override
    public void filter(ContainerRequestContext request) {
        long length = declaredLength(request.getHeaderString(HttpHeaders.CONTENT_LENGTH));
        if (length > limit) {
            throw ApiException.tooLarge("request body of " + length + " bytes exceeds the limit of "
                    + limit + " bytes (raise it with --max-body-bytes)");
        }
        // Wrap unconditionally: asking hasEntity() would block reading a body-less request.
        request.setEntityStream(new Limited(request.getEntityStream(), limit));
    }

    /** @return the Content-Length as a number (any size), -1 when absent; 400 when it is not a number of bytes */
    private static long declaredLength(String header) {
        if (header == null || header.isBlank()) {
            return -1;
        }
        try {
            long length = Long.parseLong(header.trim());
            if (length >= 0) {
                return length;
            }
        } catch (NumberFormatException e) {
            if (header.trim().matches("\\d+")) {
                return Long.MAX_VALUE;
            }
        }
        throw ApiException.badRequest("Content-Length '" + header + "' is not a number of bytes");
    }

    /** Counts bytes read and fails past the limit. */
    private static final class Limited extends FilterInputStream {
        private final long limit;
        private long count;

        Limited(InputStream in, long limit) {
            super(in);
            this.limit = limit;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count(1);
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                count(n);
            }
            return n;
        }

        private void count(int n) throws IOException {
            count += n;
            if (count > limit) {
                throw new BodyTooLargeException(limit);
            }
        }
    }
}
