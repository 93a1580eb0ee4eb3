package calhamer.wire;

import calhamer.wire.errors.ShapeErrors;
import calhamer.wire.errors.WordedMismatchException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The top level of a request body, {@code {"field": value, ...}}, read from a token stream by the readers of the
 * request forms: a body of another kind of value is a shape error at the body; anything after the object is one at
 * the trailing token; unknown fields and parts of the wrong shape (the parts Jackson binds: options, weights, decay)
 * are refused together once the object is over, every field at fault named ({@link UnreadableRequestException}).
 * Nothing at all, or {@code null}, is no request. A field given twice counts once, with its last value, as in a JSON
 * tree.
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
     * @throws WordedMismatchException when the body is another kind of value
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
            throw new WordedMismatchException(p, "expected the request, a JSON object {...}, found "
                    + ShapeErrors.found(t), form);
        }
        return true;
    }

    /**
     * Checks that nothing follows the request (the parser at its last token).
     *
     * @throws WordedMismatchException at the first token after it
     */
    public static void end(JsonParser p, Class<?> form) throws IOException {
        JsonToken t = p.nextToken();
        if (t != null) {
            throw new WordedMismatchException(p, "expected the end of the body after the request, found "
                    + ShapeErrors.found(t), form);
        }
    }

    /** Reads the value of one known field, the parser at its first token and afterwards at its last. */
    @FunctionalInterface
    public interface FieldReader {
        /**
         * @throws UnreadableRequestException when the value is not of its part's shape (the parser at its last
         *                                    token): the reading goes on, to name every field at fault
         */
        void read(String field) throws IOException;
    }

    /**
     * Reads the fields of the request object (the parser at its {@code START_OBJECT}), then checks that nothing
     * follows it.
     *
     * @param known the form's fields, in the order an unknown field's error lists them
     * @param line  the {@code "map"} of a command line's request (the endpoint's body plus the map it is on), or
     *              null for a body of the HTTP API, which has no such field
     * @throws UnreadableRequestException once the object is over, naming every unknown field and part of the wrong
     *                                    shape
     */
    public static void fields(JsonParser p, Class<?> form, List<String> known, CommandLineMap line, FieldReader reader)
            throws IOException {
        List<FieldProblem> problems = new ArrayList<>();
        for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
            String field = p.currentName();
            p.nextToken();
            if (known.contains(field)) {
                try {
                    reader.read(field);
                } catch (UnreadableRequestException e) {
                    problems.addAll(e.problems());
                }
            } else if (line != null && field.equals(CommandLineMap.FIELD)) {
                line.read(p);
            } else {
                problems.add(new FieldProblem(field, "unknown field '" + field + "' (expected one of " + known
                        + ")"));
                p.skipChildren();
            }
        }
        if (!problems.isEmpty()) {
            throw JsonForms.shape(problems);
        }
        end(p, form);
    }

    /** Reads one value as a tree, in the middle of a body's tokens; made when first used. */
    private static final class Trees {
        static final ObjectReader READER = WireJson.mapper().reader()
                .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    /**
     * @return the value the parser is at, as a tree (the parser afterwards at its last token); null at the end
     * @throws IOException when the tokens are not JSON
     */
    public static JsonNode tree(JsonParser p) throws IOException {
        return Trees.READER.readTree(p);
    }

    /** @return a reader binding one part of a request (an options object, say) */
    public static ObjectReader partReader(Class<?> type) {
        return WireJson.mapper().readerFor(type);
    }

    /**
     * Binds one field's value (an options object, say) with a {@link #partReader}, read whole first: the parser at
     * the value's first token, afterwards at its last.
     *
     * @return the value, null for {@code null}
     * @throws UnreadableRequestException when it is not of the part's shape, naming every field of it at fault
     *                                    (paths from the request's top, the field first)
     */
    public static <T> T bind(JsonParser p, ObjectReader reader, String field) throws IOException {
        JsonNode tree = tree(p);
        if (tree == null || tree.isNull()) {
            return null;
        }
        try {
            return reader.readValue(tree);
        } catch (JsonMappingException e) {
            throw JsonForms.refusal(tree, reader.getValueType(), field, e);
        }
    }
}
