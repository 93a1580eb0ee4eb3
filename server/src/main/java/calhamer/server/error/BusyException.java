package calhamer.server.error;

import java.util.List;

/** 503: too much heavy work at once (or the server is stopping); answered with Retry-After. */
public final class BusyException extends ApiException {
    private static final long serialVersionUID = 1L;
    private final int retryAfterSeconds;

    BusyException(String detail, int retryAfterSeconds) {
        super(503, "Busy", detail, List.of());
        this.retryAfterSeconds = retryAfterSeconds;
    }

    @Override
    public Integer retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
