package calhamer.games.impartial;

import calhamer.strategy.game.InvalidStateException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;

/**
 * What the impartial games read besides {@link calhamer.games.GameJson}'s strict fields: moves written as numbers,
 * grids of two letters, and the program's own JSON; each check of a state throws an {@link InvalidStateException}
 * naming the field by its path ({@code "grid[2]"}) and saying what it should be.
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
