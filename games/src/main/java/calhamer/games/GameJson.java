package calhamer.games;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reading the games' JSON states strictly: every problem is an {@link IllegalArgumentException} that names the field
 * (as a path like {@code tokens.black[3]}) and what was expected, so a client learns exactly what to fix. Shared by
 * the games of this module.
 */
public final class GameJson {

    private GameJson() {
    }

    /**
     * The node as an object with only the given fields.
     *
     * @throws IllegalArgumentException when it is not an object or has another field
     */
    public static JsonNode object(JsonNode node, String where, Set<String> allowed) {
        if (node == null || !node.isObject()) {
            throw new IllegalArgumentException(label(where) + "must be an object");
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!allowed.contains(name)) {
                throw new IllegalArgumentException("unknown field '" + path(where, name) + "' (expected "
                        + new TreeSet<>(allowed) + ")");
            }
        }
        return node;
    }

    /**
     * A field that must be present.
     *
     * @throws IllegalArgumentException when it is missing
     */
    public static JsonNode required(JsonNode object, String where, String field) {
        JsonNode value = object.get(field);
        if (value == null || value.isNull()) {
            throw new IllegalArgumentException("missing field '" + path(where, field) + "'");
        }
        return value;
    }

    /**
     * An integer in [min, max].
     *
     * @throws IllegalArgumentException when it is not an integer or out of range
     */
    public static int integer(JsonNode node, String where, int min, int max) {
        if (node == null || !node.isIntegralNumber() || !node.canConvertToInt()) {
            throw new IllegalArgumentException(label(where) + "must be an integer");
        }
        int value = node.intValue();
        if (value < min || value > max) {
            throw new IllegalArgumentException(label(where) + "is " + value + ", outside " + min + ".." + max);
        }
        return value;
    }

    /**
     * An array of integers in [min, max], of exactly {@code length} entries (any length when negative).
     *
     * @throws IllegalArgumentException naming the first bad entry
     */
    public static int[] integers(JsonNode node, String where, int length, int min, int max) {
        JsonNode array = array(node, where);
        if (length >= 0 && array.size() != length) {
            throw new IllegalArgumentException(label(where) + "needs " + length + " entries, not " + array.size());
        }
        int[] out = new int[array.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = integer(array.get(i), where + "[" + i + "]", min, max);
        }
        return out;
    }

    /**
     * An array.
     *
     * @throws IllegalArgumentException when it is not one
     */
    public static JsonNode array(JsonNode node, String where) {
        if (node == null || !node.isArray()) {
            throw new IllegalArgumentException(label(where) + "must be an array");
        }
        return node;
    }

    /**
     * A string among the choices.
     *
     * @throws IllegalArgumentException naming the choices
     */
    public static String choice(JsonNode node, String where, List<String> choices) {
        if (node == null || !node.isTextual() || !choices.contains(node.textValue())) {
            throw new IllegalArgumentException(label(where) + "must be one of " + choices + ", not " + node);
        }
        return node.textValue();
    }

    /** {@code where.field}, or {@code field} at the top level. */
    public static String path(String where, String field) {
        return where.isEmpty() ? field : where + "." + field;
    }

    private static String label(String where) {
        return where.isEmpty() ? "the state " : "'" + where + "' ";
    }
}
