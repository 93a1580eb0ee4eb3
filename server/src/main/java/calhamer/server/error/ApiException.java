package calhamer.server.error;

import java.util.List;

/**
 * Every error a request can meet, by meaning: {@link InvalidInputException} (the request cannot be read or does not
 * fit: 400, 405, 413, 415, 422), {@link BudgetExceededException} (the work is over a budget: 422),
 * {@link BusyException} (too much work at once: 503), {@link NotFoundException} (404) and {@link ConflictException}
 * (the request conflicts with what the server holds: 403). Each kind has its own Jersey mapper
 * ({@link ProblemMappers}); anything else is a bug, answered 500 with an id that is also logged. Services throw these;
 * resources never build error responses themselves. The factories below pick the kind.
 */
public abstract class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int status;
    private final String title;
    private final transient List<FieldError> errors;

    ApiException(int status, String title, String detail, List<FieldError> errors) {
        super(detail);
        this.status = status;
        this.title = title;
        this.errors = List.copyOf(errors);
    }

    /** 400: the request cannot be read. */
    public static InvalidInputException badRequest(String detail, FieldError... errors) {
        return new InvalidInputException(400, "Bad request", detail, List.of(errors));
    }

    /** 403: the request is understood but conflicts with the server's state (e.g. changing a bundled map). */
    public static ConflictException forbidden(String detail) {
        return new ConflictException(403, "Forbidden", detail);
    }

    /** 404: no such map, game or resource. */
    public static NotFoundException notFound(String detail) {
        return new NotFoundException(detail);
    }

    /** 413: the body is larger than the configured limit. */
    public static InvalidInputException tooLarge(String detail) {
        return new InvalidInputException(413, "Request body too large", detail, List.of());
    }

    /** 422: the request is well-formed but does not fit (a position that does not fit the map, a value out of range). */
    public static InvalidInputException unprocessable(String detail, List<FieldError> errors) {
        return new InvalidInputException(422, "Unprocessable request", detail, errors);
    }

    /** 422 for a computation over its budget, naming the budget and how to raise it. */
    public static BudgetExceededException overBudget(String detail) {
        return new BudgetExceededException(detail);
    }

    /** 503: too many heavy requests at once; try again after the given seconds. */
    public static BusyException overloaded(String detail, int retryAfterSeconds) {
        return new BusyException(detail, retryAfterSeconds);
    }

    /** @return the HTTP status */
    public int status() {
        return status;
    }

    /** @return the problem body */
    public Problem problem() {
        return new Problem(Problem.typeOf(status), title, status, getMessage(), errors, null);
    }

    /** @return seconds for a Retry-After header, or null */
    public Integer retryAfterSeconds() {
        return null;
    }
}
