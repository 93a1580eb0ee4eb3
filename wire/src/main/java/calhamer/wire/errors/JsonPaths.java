package calhamer.wire.errors;

import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import java.util.List;

/**
 * The paths of requests' fields as errors name them: {@code position.units.FRANCE[2]}, {@code options.budget.cells},
 * {@code matrix[0][1]}; the empty string for the body as a whole. O(depth).
 */
public final class JsonPaths {
    private JsonPaths() {
    }

    /** @return the path of a field under a parent path ({@code options} and {@code depth}: {@code options.depth}) */
    public static String field(String parent, String name) {
        return parent.isEmpty() ? name : parent + "." + name;
    }

    /** @return the path of an item of an array at a parent path ({@code matrix[0]}) */
    public static String item(String parent, int index) {
        return parent + "[" + index + "]";
    }

    /** @return a path below another: {@code options} and {@code budget.cells}, {@code matrix} and {@code [0][1]} */
    public static String join(String parent, String child) {
        if (child.isEmpty() || parent.isEmpty()) {
            return parent + child;
        }
        return child.startsWith("[") ? parent + child : parent + "." + child;
    }

    /** @return a path as the field of an error: itself, or {@code (body)} for the body as a whole */
    public static String named(String path) {
        return path.isEmpty() ? "(body)" : path;
    }

    /** @return the path of Jackson's binding references (a field's, from the body down) */
    public static String of(List<JsonMappingException.Reference> references) {
        String path = "";
        for (JsonMappingException.Reference r : references) {
            path = r.getFieldName() != null ? field(path, r.getFieldName()) : item(path, r.getIndex());
        }
        return path;
    }

    /**
     * @param context a parser's context where it stopped
     * @param value   whether to name the value the parser is at (the field or item last begun in the context) rather
     *                than the object or array holding it
     * @return the path to the context's object or array, or to its current value
     */
    public static String of(JsonStreamContext context, boolean value) {
        if (context == null) {
            return "";
        }
        String container = container(context);
        return value ? step(container, context) : container;
    }

    /** @return the path to the object or array of a context (empty at the top level) */
    private static String container(JsonStreamContext context) {
        JsonStreamContext parent = context.getParent();
        return parent == null ? "" : step(container(parent), parent);
    }

    /** @return the path one step down from a context into its current field or item */
    private static String step(String path, JsonStreamContext context) {
        if (context.inObject() && context.getCurrentName() != null) {
            return field(path, context.getCurrentName());
        }
        if (context.inArray() && context.getEntryCount() > 0) {
            return item(path, context.getCurrentIndex());
        }
        return path;
    }
}
