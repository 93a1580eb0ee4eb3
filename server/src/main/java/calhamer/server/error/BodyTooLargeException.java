package calhamer.server.error;

import java.io.IOException;

/** Raised while reading a request body that turns out longer than the configured limit. */
public final class BodyTooLargeException extends IOException {
    private static final long serialVersionUID = 1L;

    public BodyTooLargeException(long limit) {
        super("request body exceeds the limit of " + limit + " bytes (raise it with --max-body-bytes)");
    }
}
