package calhamer.wire;

import calhamer.wire.errors.FormShapes;
import calhamer.wire.errors.JsonPaths;
import calhamer.wire.errors.ShapeErrors;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Reads the request forms that Jackson binds (records of records, lists, maps and scalars: the bot's request, the
 * matrix game's, the game API's, and parts of the others), with the one configuration: a body that is not JSON is
 * the parser's exception (the server words it); one of the wrong shape is refused with every field at fault
 * ({@link UnreadableRequestException}, naming each as {@link FormShapes} finds it), where Jackson's binding names the
 * first. Nothing, or {@code null}, is no request. O(size of the body).
 */
public final class JsonForms {
    private JsonForms() {
    }

    /**
     * @return the request in a body, or null for no body
     * @throws IOException                 when the body is not JSON (Jackson's parser's exception)
     * @throws UnreadableRequestException when it is not of the form's shape, naming every field at fault
     */
    public static <T> T read(byte[] body, Class<T> type) throws IOException {
        JsonNode tree;
        try (JsonParser p = WireJson.parser(body)) {
            tree = RequestObject.tree(p);
            if (tree != null) {
                RequestObject.end(p, type);
            }
        }
        return bind(tree, type);
    }

    /**
     * @param tree the request (a command line's, its {@code "map"} taken out; a body Jersey parsed), or null
     * @return the request, or null for none (no tree, {@code null})
     * @throws UnreadableRequestException when it is not of the form's shape, naming every field at fault
     */
    public static <T> T bind(JsonNode tree, Class<T> type) {
        if (tree == null || tree.isNull() || tree.isMissingNode()) {
            return null;
        }
        JavaType form = WireJson.mapper().constructType(type);
        try {
            return WireJson.mapper().readerFor(form).readValue(tree);
        } catch (JsonMappingException e) {
            throw refusal(tree, form, "", e);
        } catch (IOException e) {
            throw refusal(tree, form, "", null);
        }
    }

    /**
     * @param tree  the JSON of the form or of one part of a request
     * @param form  its type
     * @param path  its path in the request ({@code ""} for the body)
     * @param first Jackson's refusal of it, named when the walk finds nothing (null: none)
     * @return the refusal naming every field of the tree at fault
     */
    public static UnreadableRequestException refusal(JsonNode tree, JavaType form, String path,
                                                     JsonMappingException first) {
        List<FieldProblem> problems = FormShapes.problems(tree, form, path);
        if (problems.isEmpty()) {
            String at = first == null ? "" : JsonPaths.of(first.getPath());
            problems = List.of(new FieldProblem(JsonPaths.named(JsonPaths.join(path, at)), first == null
                    ? "expected a value of another kind here" : ShapeErrors.why(first)));
        }
        return shape(problems);
    }

    /** @return the refusal of a body not of its form's shape, naming the fields at fault */
    public static UnreadableRequestException shape(List<FieldProblem> problems) {
        String detail = problems.size() == 1 ? ", at " + problems.get(0).field() + ": " + problems.get(0).message()
                : ": " + problems.size() + " problems, at " + problems.stream().map(FieldProblem::field)
                .collect(Collectors.joining(", "));
        return new UnreadableRequestException("the request body does not have the expected shape" + detail,
                problems);
    }
}
