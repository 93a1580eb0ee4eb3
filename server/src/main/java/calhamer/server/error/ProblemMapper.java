package calhamer.server.error;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Maps every exception to an {@code application/problem+json} response. Client errors keep their message;
 * anything unexpected is logged here and answered with a 500 that carries no internals.
 */
@Provider
public final class ProblemMapper implements ExceptionMapper<Throwable> {
    private static final Logger LOG = LoggerFactory.getLogger(ProblemMapper.class);

    @Override
    public Response toResponse(Throwable e) {
        return respond(toApiException(e));
    }

    /** @return the response for an API exception */
    public static Response respond(ApiException e) {
        Response.ResponseBuilder r = Response.status(e.status()).type(Problem.MEDIA_TYPE).entity(e.problem());
        if (e.retryAfterSeconds() != null) {
            r.header("Retry-After", e.retryAfterSeconds());
        }
        return r.build();
    }

    /** @return the API error an exception stands for (unexpected ones become a logged 500) */
    public static ApiException asApiException(Throwable e) {
        return toApiException(e);
    }

    static ApiException toApiException(Throwable e) {
        Throwable tooLarge = find(e, BodyTooLargeException.class);
        if (tooLarge != null) {
            return ApiException.tooLarge(tooLarge.getMessage());
        }
        if (e instanceof ApiException) {
            return (ApiException) e;
        }
        if (e instanceof JsonParseException) {
            return ApiException.badRequest("malformed JSON" + at(((JsonProcessingException) e).getLocation()) + ": "
                    + ((JsonProcessingException) e).getOriginalMessage());
        }
        if (e instanceof JsonMappingException) {
            JsonMappingException m = (JsonMappingException) e;
            String field = path(m.getPath());
            String why = why(m);
            return ApiException.badRequest("request body does not have the expected shape" + at(m.getLocation())
                    + (field.isEmpty() ? "" : ", at " + field) + ": " + why,
                    new FieldError(field.isEmpty() ? "(body)" : field, why));
        }
        if (e instanceof WebApplicationException) {
            int status = ((WebApplicationException) e).getResponse().getStatus();
            if (status == 404) {
                return ApiException.notFound("no such resource; GET /openapi.json lists every path");
            }
            if (status < 500) {
                return ApiException.withStatus(status, e.getMessage());
            }
        }
        LOG.error("unexpected error while serving a request", e);
        return ApiException.withStatus(500, "the server failed to answer this request; the failure is logged");
    }

    /** Says what is wrong with a field in words, without Java class names. */
    static String why(JsonMappingException m) {
        if (m.getCause() instanceof IllegalArgumentException) {
            return m.getCause().getMessage();
        }
        if (m instanceof UnrecognizedPropertyException) {
            UnrecognizedPropertyException u = (UnrecognizedPropertyException) m;
            return "unknown field '" + u.getPropertyName() + "' (expected one of " + u.getKnownPropertyIds() + ")";
        }
        String original = String.valueOf(m.getOriginalMessage());
        if (original.startsWith("Cannot coerce `null`") || original.contains("from JSON null")) {
            return "null is not allowed here";
        }
        if (m instanceof MismatchedInputException && ((MismatchedInputException) m).getTargetType() != null) {
            return "expected " + describe(((MismatchedInputException) m).getTargetType()) + " here";
        }
        return "not the expected value here";
    }

    private static String describe(Class<?> type) {
        if (type.isArray() || Collection.class.isAssignableFrom(type)) {
            return "an array";
        }
        if (type.isPrimitive() || Number.class.isAssignableFrom(type)) {
            return type == boolean.class ? "true or false" : "a number";
        }
        if (type == Boolean.class) {
            return "true or false";
        }
        if (type == String.class || type.isEnum()) {
            return "a string";
        }
        return "an object";
    }

    private static String at(JsonLocation location) {
        return location == null || location.getLineNr() < 0 ? ""
                : " at line " + location.getLineNr() + ", column " + location.getColumnNr();
    }

    private static String path(List<JsonMappingException.Reference> refs) {
        return refs.stream().map(r -> r.getFieldName() != null ? "." + r.getFieldName() : "[" + r.getIndex() + "]")
                .collect(Collectors.joining()).replaceFirst("^\\.", "");
    }

    private static <T extends Throwable> T find(Throwable e, Class<T> type) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }

    /** @return the problem type URI of a status */
    static String typeOf(int status) {
        return "urn:calhamer:problem:" + status;
    }
}
