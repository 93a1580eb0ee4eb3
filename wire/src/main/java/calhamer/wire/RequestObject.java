package calhamer.wire;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The top level of a request body, {@code {"field": value, ...}}, read from a token stream by the readers of the
 * request forms, with the errors Jackson's binding of a request record gives (the server words them): a body of
 * another kind of value is a shape error at the body; an unknown field is one at that field, reported once every
 * field of the form has been given (then at once) or when the object is over (a record's fields are collected
 * before it is built); a field given again after every field has been is an error (the record is built by then);
 * anything after the object is an error at the trailing token. Nothing at all, or {@code null}, is no request.
 * Repeated fields before that: the last one counts, as in a JSON tree.
 */
public final class RequestObject {
    private RequestObject() {
    }

    /**
     * Reads the first token of a body.
     *
     * @param form the form's record type, named by shape errors
     * @return whether a request object follows (the parser at its {@code START_OBJECT}); false for no body, or
     *         {@code null} and nothing after it
     * @throws MismatchedInputException when the body is another kind of value
     */
    public static boolean open(JsonParser p, Class<?> form) throws IOException {
        JsonToken t = p.nextToken();
        if (t == null) {
            return false;
        }
        if (t == JsonToken.VALUE_NULL) {
            end(p, form);
            return false;
        }
        if (t != JsonToken.START_OBJECT) {
            throw MismatchedInputException.from(p, form, "expected the request object, found " + t);
        }
        return true;
    }

    /**
     * Checks that nothing follows the request (the parser at its last token).
     *
     * @throws MismatchedInputException at the first token after it
     */
    public static void end(JsonParser p, Class<?> form) throws IOException {
        JsonToken t = p.nextToken();
        if (t != null) {
            throw MismatchedInputException.from(p, form, "trailing token " + t + " after the request");
        }
    }

    /** Reads the value of one known field, the parser at its first token and afterwards at its last. */
    @FunctionalInterface
    public interface FieldReader {
        void read(String field) throws IOException;
    }

    /**
     * Reads the fields of the request object (the parser at its {@code START_OBJECT}), then checks that nothing
     * follows it.
     *
     * @param known the form's fields, in the order an unknown field's error lists them
     * @param line  the {@code "map"} of a command line's request (the endpoint's body plus the map it is on), or
     *              null for a body of the HTTP API, which has no such field
     * @throws com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException at the end of the object, naming the
     *                                                                           first unknown field
     */
    public static void fields(JsonParser p, Class<?> form, List<String> known, CommandLineMap line, FieldReader reader)
            throws IOException {
        String unknown = null;
        int seen = 0;
        boolean[] given = new boolean[known.size()];
        for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
            String field = p.currentName();
            p.nextToken();
            int k = known.indexOf(field);
            if (k >= 0 && seen == given.length) {
                throw givenAgain(form, field);
            } else if (k >= 0) {
                reader.read(field);
                seen += given[k] ? 0 : 1;
                given[k] = true;
                if (seen == given.length && unknown != null) {
                    p.nextToken();
                    throw unknownField(p, form, unknown, known);
                }
            } else if (line != null && field.equals(CommandLineMap.FIELD)) {
                line.read(p);
            } else {
                if (seen == given.length) {
                    throw unknownField(p, form, field, known);
                }
                unknown = unknown == null ? field : unknown;
                p.skipChildren();
            }
        }
        if (unknown != null) {
            throw unknownField(p, form, unknown, known);
        }
        end(p, form);
    }

    /**
     * @return the error of a field given again once every field has been given: what Jackson's binding of a record
     *         says then (it has built the record, and a record's fields are not set afterwards)
     */
    private static JsonMappingException givenAgain(Class<?> form, String field) {
        JsonMappingException e = InvalidDefinitionException.from((JsonParser) null, "field '" + field
                + "' given again after every field of the request", (JavaType) null);
        e.prependPath(form, field);
        return e;
    }

    /**
     * @param p     the parser at the request's {@code END_OBJECT}
     * @param name  the first unknown field
     * @param known the form's fields, in the order the error lists them
     * @return the error of a field the form does not have, at that field
     */
    public static JsonMappingException unknownField(JsonParser p, Class<?> form, String name, List<String> known) {
        return UnrecognizedPropertyException.from(p, form, name, new ArrayList<>(known));
    }

    /** @return a reader binding one part of a request (an options object, say) in the middle of its tokens */
    public static ObjectReader partReader(Class<?> type) {
        return WireJson.mapper().readerFor(type).without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    /**
     * Binds one field's value (an options object, say) with a {@link #partReader}: the parser at the value's first
     * token, afterwards at its last. Shape errors name the field as the path's first step.
     *
     * @return the value, null for {@code null}
     */
    public static <T> T bind(JsonParser p, ObjectReader reader, Class<?> form, String field) throws IOException {
        try {
            return reader.readValue(p);
        } catch (JsonMappingException e) {
            e.prependPath(form, field);
            throw e;
        }
    }
}
