package calhamer.server.error;

import calhamer.wire.RequestException;
import calhamer.wire.UnreadableRequestException;
import com.fasterxml.jackson.core.JsonGenerationException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import jakarta.ws.rs.WebApplicationException;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What an exception that is not an {@link ApiException} means for the client: the wire readers' refusals
 * ({@link RequestException}: 400 or 422, naming the fields), Jackson's reading errors (400, in words, with line,
 * column and field, never Jackson's own advice or class names), the HTTP layer's refusals (404,
 * 405, 406, 415, ...), a body over the limit (413); anything else is a server failure, logged with an id that the
 * 500 answer carries. The HTTP mappers ({@link ProblemMappers}) and the offline commands share these rules.
 */
public final class Problems {
    private static final Logger LOG = LoggerFactory.getLogger(Problems.class);

    private Problems() {
    }

    /** @return the problem body of any exception (client errors by their meaning; anything else a logged 500) */
    public static Problem of(Throwable e) {
        ApiException client = clientError(e);
        return client != null ? client.problem() : internal(e);
    }

    /** @return the client error an exception stands for, or null when it is a server failure */
    static ApiException clientError(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof JsonGenerationException) {
                return null; // writing an answer failed (a non-number in it, say): the server's fault
            }
        }
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof BodyTooLargeException) {
                return ApiException.tooLarge(t.getMessage());
            }
            if (t instanceof ApiException api) {
                return api;
            }
            if (t instanceof RequestException wire) {
                return request(wire);
            }
            if (t instanceof JsonProcessingException json) {
                return json(json);
            }
            if (t instanceof WebApplicationException web && web.getResponse().getStatus() < 500) {
                return http(web);
            }
        }
        return null;
    }

    /** @return the client error a wire reader's refusal stands for: unreadable 400, unfit 422, fields named */
    private static ApiException request(RequestException e) {
        List<FieldError> errors = e.problems().stream().map(p -> new FieldError(p.field(), p.message())).toList();
        return e instanceof UnreadableRequestException ? ApiException.badRequest(e.getMessage(),
                errors.toArray(FieldError[]::new)) : ApiException.unprocessable(e.getMessage(), errors);
    }

    /** A server failure: logged with a fresh id, answered 500 with that id and no internals. */
    static Problem internal(Throwable e) {
        String id = UUID.randomUUID().toString().substring(0, 8);
        LOG.error("internal error {} while serving a request", id, e);
        return new Problem(Problem.typeOf(500), "Internal error", 500, "the server failed to answer this request "
                + "(a bug); it is logged as error " + id, List.of(), "urn:calhamer:error:" + id);
    }

    /** @return the 400 a JSON reading error stands for, in words */
    public static InvalidInputException json(JsonProcessingException e) {
        if (e instanceof StreamConstraintsException) {
            return ApiException.badRequest("the JSON is too deeply nested or too large" + at(e.getLocation()) + ": "
                    + clean(e.getOriginalMessage()));
        }
        if (e instanceof JsonMappingException m && !(e.getCause() instanceof JsonParseException)) {
            return shape(m.getLocation(), path(m.getPath()), why(m));
        }
        JsonProcessingException p = e.getCause() instanceof JsonParseException c ? c : e;
        return ApiException.badRequest("malformed JSON" + at(p.getLocation()) + ": " + clean(p.getOriginalMessage()));
    }

    /**
     * @param field the path of the field at fault ({@code orders.FRANCE[0]}), empty for the body as a whole
     * @param why   what is wrong with it, in words
     * @return the 400 of a JSON body that is not of the expected shape, naming line, column and field
     */
    public static InvalidInputException shape(JsonLocation location, String field, String why) {
        return ApiException.badRequest("request body does not have the expected shape" + at(location)
                + (field.isEmpty() ? "" : ", at " + field) + ": " + why,
                new FieldError(field.isEmpty() ? "(body)" : field, why));
    }

    /** @return the client error the HTTP layer reported (unknown path, method, media type, ...) */
    static ApiException http(WebApplicationException e) {
        int status = e.getResponse().getStatus();
        return switch (status) {
            case 404 -> ApiException.notFound("no such resource; GET /openapi.json lists every path");
            case 405 -> new InvalidInputException(405, "Method not allowed", "this path does not take that method"
                    + allowed(e), List.of());
            case 406 -> new InvalidInputException(406, "Not acceptable", "this path answers application/json "
                    + "(errors application/problem+json); the Accept header asks for something else", List.of());
            case 415 -> new InvalidInputException(415, "Unsupported media type", "send the body as JSON, with the "
                    + "header Content-Type: application/json (PUT /maps/{id} also takes a DPjudge .map file as "
                    + "text/x-dpjudge-map or text/plain)", List.of());
            default -> new InvalidInputException(status, "Request refused", "the request was refused (HTTP "
                    + status + ")", List.of());
        };
    }

    private static String allowed(WebApplicationException e) {
        var methods = e.getResponse().getAllowedMethods();
        return methods == null || methods.isEmpty() ? ""
                : "; it takes " + methods.stream().sorted().collect(Collectors.joining(", "));
    }

    /** Says what is wrong with a field in words, without Java class names. */
    static String why(JsonMappingException m) {
        if (m instanceof UnrecognizedPropertyException u) {
            return "unknown field '" + u.getPropertyName() + "' (expected one of " + u.getKnownPropertyIds() + ")";
        }
        if (m.getCause() instanceof IllegalArgumentException && m.getCause().getMessage() != null
                && !(m.getCause() instanceof NumberFormatException)) {
            return clean(m.getCause().getMessage());
        }
        String original = String.valueOf(m.getOriginalMessage());
        if (original.startsWith("Cannot coerce `null`") || original.contains("from JSON null")
                || original.contains("null value")) {
            return "null is not allowed here";
        }
        if (m instanceof InvalidFormatException f && f.getTargetType() != null && f.getTargetType().isEnum()) {
            return "'" + f.getValue() + "' is not one of " + enumValues(f.getTargetType());
        }
        if (m instanceof MismatchedInputException mi && mi.getTargetType() != null) {
            return "expected " + describe(mi.getTargetType()) + " here";
        }
        return "not the expected value here";
    }

    private static String enumValues(Class<?> type) {
        return Arrays.stream(type.getEnumConstants()).map(c -> c.toString().toLowerCase(Locale.ROOT))
                .toList().toString();
    }

    /** Jackson's message without its advice to programmers (features to enable, constraint getters). */
    static String clean(String message) {
        if (message == null) {
            return "cannot be read";
        }
        String m = message.replaceAll("\\s*\\n.*", "")
                .replaceAll("[:;]?\\s*enable `[^`]*` to allow", " (not allowed in JSON)")
                .replaceAll(",? from `[^`]*`", "")
                .replaceAll("`[A-Za-z0-9_.$]+\\.([A-Za-z0-9_$]+)`", "$1")
                .replace("`", "'");
        return m.isBlank() ? "cannot be read" : m;
    }

    private static String describe(Class<?> type) {
        if (type.isArray() || Collection.class.isAssignableFrom(type)) {
            return "an array";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type.isPrimitive() || Number.class.isAssignableFrom(type)) {
            return type == int.class || type == long.class || type == Integer.class || type == Long.class
                    ? "an integer (within its range)" : "a number";
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
}
