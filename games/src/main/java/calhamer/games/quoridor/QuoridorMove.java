package calhamer.games.quoridor;

/**
 * A Quoridor move: a pawn step (or jump) to a cell, a horizontal or vertical wall at a slot, or a pass (only when
 * nothing else is legal). Interned: {@link #step}, {@link #wall} and {@link #PASS} return shared instances. Notation:
 * the target cell ({@code e2}), {@code h:e3}, {@code v:d5}, {@code pass}.
 *
 * @param kind  what the move does
 * @param index the target cell or the wall slot (0 for a pass)
 */
public record QuoridorMove(Kind kind, int index) {
    /** The kinds of move. */
    public enum Kind { STEP, HORIZONTAL, VERTICAL, PASS }

    /** The pass. */
    public static final QuoridorMove PASS = new QuoridorMove(Kind.PASS, 0);
    private static final QuoridorMove[] STEPS = new QuoridorMove[Board.CELLS];
    private static final QuoridorMove[][] WALLS = new QuoridorMove[2][Board.SLOTS];

    static {
        for (int c = 0; c < Board.CELLS; c++) {
            STEPS[c] = new QuoridorMove(Kind.STEP, c);
        }
        for (int s = 0; s < Board.SLOTS; s++) {
            WALLS[0][s] = new QuoridorMove(Kind.HORIZONTAL, s);
            WALLS[1][s] = new QuoridorMove(Kind.VERTICAL, s);
        }
    }

    /** The pawn move to the cell. */
    public static QuoridorMove step(int cell) {
        return STEPS[cell];
    }

    /** The wall at the slot. */
    public static QuoridorMove wall(boolean horizontal, int slot) {
        return WALLS[horizontal ? 0 : 1][slot];
    }

    public boolean isWall() {
        return kind == Kind.HORIZONTAL || kind == Kind.VERTICAL;
    }

    public boolean isHorizontal() {
        return kind == Kind.HORIZONTAL;
    }

    /** The move in notation. */
    public String notation() {
        switch (kind) {
            case STEP:
                return Board.cellName(index);
            case HORIZONTAL:
                return "h:" + Board.slotName(index);
            case VERTICAL:
                return "v:" + Board.slotName(index);
            default:
                return "pass";
        }
    }

    /**
     * Reads a move's notation (not checking legality).
     *
     * @throws IllegalArgumentException when the text is no move
     */
    public static QuoridorMove parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(java.util.Locale.ROOT);
        if (t.equals("pass")) {
            return PASS;
        }
        try {
            if (t.startsWith("h:") || t.startsWith("v:")) {
                return wall(t.charAt(0) == 'h', Board.slot(t.substring(2)));
            }
            return step(Board.cell(t));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "' is not a Quoridor move: a cell (e2), a wall (h:e3 or "
                    + "v:d5) or pass");
        }
    }

    @Override
    public String toString() {
        return notation();
    }
}
