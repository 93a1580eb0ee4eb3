package calhamer.server.error;

import java.util.List;

/**
 * Every error a client can cause, with the status and problem body it maps to ({@link ProblemMapper}). Services
 * throw it; resources never build error responses themselves.
 */
public final class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int status;
    private final String title;
    private final transient List<FieldError> errors;
    private final Integer retryAfterSeconds;

    private ApiException(int status, String title, String detail, List<FieldError> errors, Integer retryAfter) {
        super(detail);
        this.status = status;
        this.title = title;
        this.errors = List.copyOf(errors);
        this.retryAfterSeconds = retryAfter;
    }

    /** 400: the request cannot be read. */
    public static ApiException badRequest(String detail, FieldError... errors) {
        return new ApiException(400, "Bad request", detail, List.of(errors), null);
    }

    /** 403: the request is understood but not allowed (e.g. changing a bundled map). */
    public static ApiException forbidden(String detail) {
        return new ApiException(403, "Forbidden", detail, List.of(), null);
    }

    /** 404: no such map, game or resource. */
    public static ApiException notFound(String detail) {
        return new ApiException(404, "Not found", detail, List.of(), null);
    }

    /** 413: the body is larger than the configured limit. */
    public static ApiException tooLarge(String detail) {
        return new ApiException(413, "Request body too large", detail, List.of(), null);
    }

    /** 422: the request is well-formed but does not fit (a position that does not fit the map, a budget). */
    public static ApiException unprocessable(String detail, List<FieldError> errors) {
        return new ApiException(422, "Unprocessable request", detail, errors, null);
    }

    /** 422 for a computation over its budget, naming the budget and how to raise it. */
    public static ApiException overBudget(String detail) {
        return new ApiException(422, "Over budget", detail, List.of(), null);
    }

    /** 503: too many heavy requests at once; try again after the given seconds. */
    public static ApiException overloaded(String detail, int retryAfterSeconds) {
        return new ApiException(503, "Busy", detail, List.of(), retryAfterSeconds);
    }

    /** Any other status, for errors the HTTP layer itself reports (405, 415, ...). */
    static ApiException withStatus(int status, String detail) {
        String title = status >= 500 ? "Internal error" : "Request refused";
        return new ApiException(status, title, detail, List.of(), null);
    }

    /** @return the HTTP status */
    public int status() {
        return status;
    }

    /** @return the problem body */
    public Problem problem() {
        return new Problem(ProblemMapper.typeOf(status), title, status, getMessage(), errors);
    }

    /** @return seconds for a Retry-After header, or null */
    public Integer retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
