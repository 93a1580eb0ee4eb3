package calhamer.games.quoridor;

import java.util.Locale;

/**
 * The 9 × 9 board's geometry and notation. Cells are {@code row × 9 + column} and written {@code e2} (file a–i,
 * rank 1–9). Walls lie in the grooves; a wall is named by the 8 × 8 groove intersection at its centre, written by
 * the cell just south-west of that intersection: {@code h:e3} is the horizontal wall between ranks 3 and 4 under
 * files e and f, {@code v:d5} the vertical wall between files d and e beside ranks 5 and 6. Wall slots are
 * {@code row × 8 + column} of the intersection (0..63).
 */
public final class Board {
    /** Cells per side. */
    public static final int SIZE = 9;
    /** Cells. */
    public static final int CELLS = SIZE * SIZE;
    /** Wall slots of one orientation. */
    public static final int SLOTS = (SIZE - 1) * (SIZE - 1);
    static final int FULL_ROW = (1 << SIZE) - 1;

    private Board() {
    }

    /** {@code e2} for cell 13. */
    public static String cellName(int cell) {
        return "" + (char) ('a' + cell % SIZE) + (cell / SIZE + 1);
    }

    /**
     * The cell written {@code e2}.
     *
     * @throws IllegalArgumentException when the text is not a cell
     */
    public static int cell(String text) {
        return square(text, SIZE, "a cell (a1..i9)");
    }

    /** {@code e3} for the slot of the intersection north-east of e3. */
    public static String slotName(int slot) {
        return "" + (char) ('a' + slot % (SIZE - 1)) + (slot / (SIZE - 1) + 1);
    }

    /**
     * The wall slot written {@code e3} (the cell south-west of its centre).
     *
     * @throws IllegalArgumentException when the text is not a wall position
     */
    public static int slot(String text) {
        return square(text, SIZE - 1, "a wall position (a1..h8)");
    }

    private static int square(String text, int size, String what) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (t.length() == 2) {
            int column = t.charAt(0) - 'a';
            int row = t.charAt(1) - '1';
            if (column >= 0 && column < size && row >= 0 && row < size) {
                return row * size + column;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not " + what);
    }
}
