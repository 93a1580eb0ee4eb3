package calhamer.games.impartial;

import calhamer.strategy.game.InvalidStateException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.Iterator;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reading positions (and moves written as numbers): each check throws an {@link InvalidStateException} naming the
 * field by its path ({@code "grid[2]"}, {@code "edges[0][1]"}) and saying what it should be.
 */
public final class JsonFields {
    private JsonFields() {
    }

    /**
     * Reads a move written as a number.
     *
     * @param digits the number's text
     * @param text   the whole move, for the message
     * @param what   what a move is, for the message
     * @throws IllegalArgumentException when the digits are not a number
     */
    public static int number(String digits, String text, String what) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + ", not '" + text + "'");
        }
    }

    /**
     * Parses JSON text the program itself holds (a game's starting position).
     *
     * @throws IllegalStateException when it is not JSON
     */
    public static JsonNode parse(String text) {
        try {
            return new ObjectMapper().readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("not JSON: " + text, e);
        }
    }

    /** @return the array with the numbers appended */
    public static ArrayNode add(ArrayNode array, int[] values) {
        for (int v : values) {
            array.add(v);
        }
        return array;
    }

    /** Requires an object holding the required fields and no others. */
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

    /** @return the node as an int in [min, max] */
    public static int integer(JsonNode node, String field, int min, int max) {
        if (node == null || !node.isIntegralNumber() || !node.canConvertToInt() || node.asInt() < min
                || node.asInt() > max) {
            throw new InvalidStateException(field, "a whole number from " + min + " to " + max + ", not " + node);
        }
        return node.asInt();
    }

    /** @return the node as a list of ints in [min, max], at most {@code maxLength} of them */
    public static int[] integers(JsonNode node, String field, int min, int max, int maxLength) {
        if (node == null || !node.isArray() || node.size() > maxLength) {
            throw new InvalidStateException(field, "a list of at most " + maxLength + " whole numbers, not " + node);
        }
        int[] out = new int[node.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = integer(node.get(i), field + "[" + i + "]", min, max);
        }
        return out;
    }

    /** @return the node as an array of arrays */
    public static JsonNode list(JsonNode node, String field, int maxLength) {
        if (node == null || !node.isArray() || node.size() > maxLength) {
            throw new InvalidStateException(field, "a list of at most " + maxLength + " entries, not " + node);
        }
        return node;
    }

    /**
     * Reads the rows of a grid: a non-empty list of strings of one length (1 to {@code maxColumns}) over the two
     * letters given.
     *
     * @return per row, the columns holding {@code one} as bits
     */
    public static long[] rows(JsonNode node, String field, char zero, char one, int maxRows, int maxColumns) {
        if (node == null || !node.isArray() || node.isEmpty() || node.size() > maxRows) {
            throw new InvalidStateException(field, "a list of 1 to " + maxRows + " rows (strings of '" + zero
                    + "' and '" + one + "'), not " + node);
        }
        long[] rows = new long[node.size()];
        int width = -1;
        for (int r = 0; r < rows.length; r++) {
            JsonNode row = node.get(r);
            String where = field + "[" + r + "]";
            if (!row.isTextual()) {
                throw new InvalidStateException(where, "a row is a string of '" + zero + "' and '" + one + "', not "
                        + row);
            }
            String text = row.asText();
            if (width < 0) {
                width = text.length();
                if (width < 1 || width > maxColumns) {
                    throw new InvalidStateException(where, "rows have 1 to " + maxColumns + " columns, not "
                            + width);
                }
            } else if (text.length() != width) {
                throw new InvalidStateException(where, "ragged grid: this row has " + text.length()
                        + " columns, the first has " + width);
            }
            for (int c = 0; c < width; c++) {
                char ch = text.charAt(c);
                if (ch == one) {
                    rows[r] |= 1L << c;
                } else if (ch != zero) {
                    throw new InvalidStateException(where, "column " + c + " is '" + ch + "'; only '" + zero
                            + "' and '" + one + "' are allowed");
                }
            }
        }
        return rows;
    }
}
