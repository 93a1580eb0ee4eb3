package calhamer.server.error;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import java.util.List;

/**
 * One Jersey {@link ExceptionMapper} per kind of error, each answering {@code application/problem+json}: the kinds
 * of {@link ApiException}, Jackson's reading errors (400), the HTTP layer's refusals (404, 405, 415, ...), and
 * every other throwable, which is a bug: a 500 whose id is logged ({@link Problems#internal}). Jersey picks the
 * mapper of the nearest type.
 */
public final class ProblemMappers {
    private ProblemMappers() {
    }

    /** @return every mapper, to register */
    public static List<Object> all() {
        return List.of(new InvalidInput(), new BudgetExceeded(), new Busy(), new NotFound(), new Conflict(),
                new JsonInput(), new HttpLayer(), new Internal());
    }

    /** @return the response carrying a problem */
    public static Response respond(Problem problem, Integer retryAfterSeconds) {
        Response.ResponseBuilder r = Response.status(problem.status()).type(Problem.MEDIA_TYPE).entity(problem);
        if (retryAfterSeconds != null) {
            r.header("Retry-After", retryAfterSeconds);
        }
        return r.build();
    }

    private static Response respond(ApiException e) {
        return respond(e.problem(), e.retryAfterSeconds());
    }

    /** The mapper of one kind of {@link ApiException}: its status, problem body and Retry-After. */
    abstract static class Kind<E extends ApiException> implements ExceptionMapper<E> {
        @Override
        public Response toResponse(E e) {
            return respond(e);
        }
    }

    /** 400, 405, 413, 415, 422. */
    static final class InvalidInput extends Kind<InvalidInputException> {
    }

    /** 422 over budget. */
    static final class BudgetExceeded extends Kind<BudgetExceededException> {
    }

    /** 503 with Retry-After. */
    static final class Busy extends Kind<BusyException> {
    }

    /** 404. */
    static final class NotFound extends Kind<NotFoundException> {
    }

    /** 403. */
    static final class Conflict extends Kind<ConflictException> {
    }

    /** Jackson could not read the body: 400 naming line, column and field (could not write an answer: 500). */
    static final class JsonInput implements ExceptionMapper<JsonProcessingException> {
        @Override
        public Response toResponse(JsonProcessingException e) {
            return respond(Problems.of(e), null);
        }
    }

    /** Jersey refused the request (no such path, method or media type); its own 5xx are failures. */
    static final class HttpLayer implements ExceptionMapper<WebApplicationException> {
        @Override
        public Response toResponse(WebApplicationException e) {
            return respond(Problems.of(e), null);
        }
    }

    /** Anything else: a client error found among its causes (a body over the limit), otherwise a logged 500. */
    static final class Internal implements ExceptionMapper<Throwable> {
        @Override
        public Response toResponse(Throwable e) {
            return respond(Problems.of(e), null);
        }
    }
}
