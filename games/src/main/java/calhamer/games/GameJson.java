package calhamer.games;

import calhamer.strategy.game.InvalidStateException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reading the games' JSON states strictly, for every game of this module: every problem is an
 * {@link InvalidStateException} that names the field by its path inside the state ({@code tokens.black[3]},
 * {@code edges[0][1]}; {@code state} for the state itself) and says what was expected, so a client learns exactly
 * what to fix (the server answers 422 naming {@code state.<path>}).
 */
public final class GameJson {

    private GameJson() {
    }

    /**
     * The state itself: an object holding the required fields and no fields but those and the optional ones.
     *
     * @throws InvalidStateException naming the missing or unknown field
     */
    public static void fields(JsonNode json, Set<String> required, Set<String> optional) {
        if (json == null || !json.isObject()) {
            throw new InvalidStateException("state", "a JSON object with " + new TreeSet<>(required) + ", not "
                    + json);
        }
        for (String field : required) {
            if (!json.has(field)) {
                throw new InvalidStateException(field, "missing");
            }
        }
        for (Iterator<String> it = json.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!required.contains(field) && !optional.contains(field)) {
                Set<String> known = new TreeSet<>(required);
                known.addAll(optional);
                throw new InvalidStateException(field, "unknown field; the fields are " + known);
            }
        }
    }

    /**
     * The node as an object with only the given fields.
     *
     * @throws InvalidStateException when it is not an object or has another field
     */
    public static JsonNode object(JsonNode node, String where, Set<String> allowed) {
        if (node == null || !node.isObject()) {
            throw new InvalidStateException(field(where), "must be an object");
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!allowed.contains(name)) {
                throw new InvalidStateException(path(where, name), "unknown field '" + path(where, name)
                        + "' (expected " + new TreeSet<>(allowed) + ")");
            }
        }
        return node;
    }

    /**
     * A field that must be present.
     *
     * @throws InvalidStateException when it is missing
     */
    public static JsonNode required(JsonNode object, String where, String field) {
        JsonNode value = object.get(field);
        if (value == null || value.isNull()) {
            throw new InvalidStateException(path(where, field), "missing field '" + path(where, field) + "'");
        }
        return value;
    }

    /**
     * An integer in [min, max].
     *
     * @throws InvalidStateException when it is not an integer or out of range
     */
    public static int integer(JsonNode node, String where, int min, int max) {
        if (node == null || !node.isIntegralNumber() || !node.canConvertToInt()) {
            throw new InvalidStateException(field(where), "must be an integer from " + min + " to " + max
                    + ", not " + node);
        }
        int value = node.intValue();
        if (value < min || value > max) {
            throw new InvalidStateException(field(where), "is " + value + ", outside " + min + ".." + max);
        }
        return value;
    }

    /**
     * An array of integers in [min, max], of exactly {@code length} entries (any length when negative).
     *
     * @throws InvalidStateException naming the first bad entry
     */
    public static int[] integers(JsonNode node, String where, int length, int min, int max) {
        JsonNode array = array(node, where);
        if (length >= 0 && array.size() != length) {
            throw new InvalidStateException(field(where), "needs " + length + " entries, not " + array.size());
        }
        return entries(array, where, min, max);
    }

    /**
     * An array of at most {@code maxLength} integers in [min, max].
     *
     * @throws InvalidStateException naming the first bad entry
     */
    public static int[] integersUpTo(JsonNode node, String where, int min, int max, int maxLength) {
        return entries(arrayUpTo(node, where, maxLength), where, min, max);
    }

    private static int[] entries(JsonNode array, String where, int min, int max) {
        int[] out = new int[array.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = integer(array.get(i), where + "[" + i + "]", min, max);
        }
        return out;
    }

    /**
     * An array.
     *
     * @throws InvalidStateException when it is not one
     */
    public static JsonNode array(JsonNode node, String where) {
        if (node == null || !node.isArray()) {
            throw new InvalidStateException(field(where), "must be an array, not " + node);
        }
        return node;
    }

    /**
     * An array of at most {@code maxLength} entries.
     *
     * @throws InvalidStateException when it is not one or is longer
     */
    public static JsonNode arrayUpTo(JsonNode node, String where, int maxLength) {
        if (array(node, where).size() > maxLength) {
            throw new InvalidStateException(field(where), "at most " + maxLength + " entries, not " + node.size());
        }
        return node;
    }

    /**
     * A string among the choices.
     *
     * @throws InvalidStateException naming the choices
     */
    public static String choice(JsonNode node, String where, List<String> choices) {
        if (node == null || !node.isTextual() || !choices.contains(node.textValue())) {
            throw new InvalidStateException(field(where), "must be one of " + choices + ", not " + node);
        }
        return node.textValue();
    }

    /** {@code where.field}, or {@code field} at the top level. */
    public static String path(String where, String field) {
        return where.isEmpty() ? field : where + "." + field;
    }

    /** The field a problem is named by: the path, or {@code state} for the state itself. */
    private static String field(String where) {
        return where.isEmpty() ? "state" : where;
    }
}
