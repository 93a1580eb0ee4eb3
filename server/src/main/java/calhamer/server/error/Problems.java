package calhamer.server.error;

import calhamer.wire.RequestException;
import calhamer.wire.UnreadableRequestException;
import calhamer.wire.errors.JsonError;
import calhamer.wire.errors.JsonPaths;
import calhamer.wire.errors.ShapeErrors;
import calhamer.wire.errors.SyntaxErrors;
import com.fasterxml.jackson.core.JsonGenerationException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonMappingException;
import jakarta.ws.rs.WebApplicationException;
import java.util.List;
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

    /**
     * @return the 400 a JSON reading error stands for, in words: a body that is not JSON (or over a limit of the
     *         parser) by {@link SyntaxErrors}, one not of the form's shape by {@link ShapeErrors}; each with the line,
     *         column and field where it is
     */
    public static InvalidInputException json(JsonProcessingException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof StreamReadException || t instanceof StreamConstraintsException) {
                JsonProcessingException syntax = (JsonProcessingException) t;
                JsonError error = SyntaxErrors.of(syntax);
                return ApiException.badRequest(error.detail(SyntaxErrors.overLimit(syntax) ? "the JSON is over a "
                        + "limit of the reader" : "malformed JSON"), new FieldError(error.fieldName(),
                        error.message()));
            }
        }
        if (e instanceof JsonMappingException m) {
            return shape(m.getLocation(), JsonPaths.of(m.getPath()), ShapeErrors.why(m));
        }
        return shape(e.getLocation(), "", "expected JSON (RFC 8259) of the request's form (GET /openapi.json)");
    }

    /**
     * @param field the path of the field at fault ({@code orders.FRANCE[0]}), empty for the body as a whole
     * @param why   what is wrong with it, in words
     * @return the 400 of a JSON body that is not of the expected shape, naming line, column and field
     */
    public static InvalidInputException shape(JsonLocation location, String field, String why) {
        JsonError error = new JsonError(field, location == null || location.getLineNr() < 1 ? 0
                : location.getLineNr(), location == null ? 0 : Math.max(1, location.getColumnNr()), why);
        return ApiException.badRequest(error.detail("the request body does not have the expected shape"),
                new FieldError(error.fieldName(), why));
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
}
