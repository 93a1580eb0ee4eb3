package calhamer.wire.errors;

import calhamer.wire.FieldProblem;
import calhamer.wire.WireJson;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every field of a JSON tree that does not fit a form Jackson binds, where Jackson's binding stops at the first: the
 * tree is walked along the form's type (records field by field, arrays and lists item by item, maps value by value),
 * unknown fields are named with the fields the record has, and each other value is bound alone by Jackson with the
 * one configuration, its refusal worded by {@link ShapeErrors}. A record whose fields all fit is then bound whole,
 * so that its own checks (a constructor's) are met too. Used on the error path only, after a binding failed.
 * O(size of the tree).
 */
public final class FormShapes {
    private FormShapes() {
    }

    /**
     * @param tree the JSON of the form (its body, or one part of it)
     * @param type the form's type
     * @param path the path of the tree in its request ({@code ""} for the body)
     * @return every field at fault, in the order of the tree
     */
    public static List<FieldProblem> problems(JsonNode tree, JavaType type, String path) {
        List<FieldProblem> out = new ArrayList<>();
        walk(tree, type, path, out);
        return out;
    }

    private static void walk(JsonNode node, JavaType type, String path, List<FieldProblem> out) {
        Class<?> raw = type.getRawClass();
        if (JsonNode.class.isAssignableFrom(raw) || node.isNull() && !raw.isPrimitive()) {
            return;
        }
        int before = out.size();
        if (raw.isRecord() && node.isObject()) {
            record(node, raw, path, out);
        } else if ((type.isArrayType() || type.isCollectionLikeType()) && node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), type.getContentType(), JsonPaths.item(path, i), out);
            }
        } else if (type.isMapLikeType() && node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                walk(e.getValue(), type.getContentType(), JsonPaths.field(path, e.getKey()), out);
            }
        }
        if (out.size() == before) {
            bind(node, type, path, out);
        }
    }

    /** The fields of a record: unknown ones named, known ones walked. */
    private static void record(JsonNode node, Class<?> raw, String path, List<FieldProblem> out) {
        Map<String, JavaType> fields = new LinkedHashMap<>();
        for (RecordComponent c : raw.getRecordComponents()) {
            JsonProperty named = c.getAnnotation(JsonProperty.class);
            String name = named != null && !named.value().isEmpty() ? named.value() : c.getName();
            fields.put(name, WireJson.mapper().getTypeFactory().constructType(c.getGenericType()));
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JavaType field = fields.get(e.getKey());
            if (field == null) {
                out.add(new FieldProblem(JsonPaths.field(path, e.getKey()), "unknown field '" + e.getKey()
                        + "' (expected one of " + fields.keySet() + ")"));
            } else {
                walk(e.getValue(), field, JsonPaths.field(path, e.getKey()), out);
            }
        }
    }

    /** @return the node a binding error's references lead to within a value (missing nodes: the value itself) */
    private static JsonNode at(JsonNode value, List<JsonMappingException.Reference> references) {
        JsonNode node = value;
        for (JsonMappingException.Reference r : references) {
            JsonNode next = r.getFieldName() != null ? node.get(r.getFieldName()) : node.get(r.getIndex());
            if (next == null) {
                return node;
            }
            node = next;
        }
        return node;
    }

    /** Binds one value alone; its refusal, worded, is a problem at its path (and the path Jackson adds within it). */
    private static void bind(JsonNode node, JavaType type, String path, List<FieldProblem> out) {
        try {
            WireJson.mapper().readerFor(type).readValue(node);
        } catch (JsonMappingException e) {
            out.add(new FieldProblem(JsonPaths.named(JsonPaths.join(path, JsonPaths.of(e.getPath()))),
                    ShapeErrors.why(e, at(node, e.getPath()).asToken())));
        } catch (IOException e) {
            out.add(new FieldProblem(JsonPaths.named(path), "expected a value of another kind here (the request's "
                    + "form: GET /openapi.json)"));
        }
    }
}
