package calhamer.games.quoridor;

/**
 * The four sides of the board, in clockwise turn order seen from above with rank 9 at the top: a pawn starts at the
 * middle of its side and races to the opposite side. Cells are numbered row × 9 + column (row 0 is rank 1, column 0
 * is file a).
 */
public enum Side {
    /** Starts on e1, aims at rank 9. */
    SOUTH(4, 0),
    /** Starts on a5, aims at file i. */
    WEST(0, 4),
    /** Starts on e9, aims at rank 1. */
    NORTH(4, 8),
    /** Starts on i5, aims at file a. */
    EAST(8, 4);

    private final int startColumn;
    private final int startRow;

    Side(int startColumn, int startRow) {
        this.startColumn = startColumn;
        this.startRow = startRow;
    }

    /** The lower-case name used in JSON and as the player's name. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The pawn's starting cell. */
    public int start() {
        return startRow * Board.SIZE + startColumn;
    }

    /** The opposite side, where this pawn's goal lies. */
    public Side goal() {
        return values()[(ordinal() + 2) % 4];
    }

    /** Whether the cell lies on this side's edge of the board (the goal of the pawn starting opposite). */
    public boolean edgeContains(int cell) {
        int column = cell % Board.SIZE;
        int row = cell / Board.SIZE;
        switch (this) {
            case SOUTH:
                return row == 0;
            case NORTH:
                return row == Board.SIZE - 1;
            case WEST:
                return column == 0;
            default:
                return column == Board.SIZE - 1;
        }
    }

    /** This side's edge as one 9-bit column mask per row. */
    int[] edgeRows() {
        int[] rows = new int[Board.SIZE];
        for (int r = 0; r < Board.SIZE; r++) {
            switch (this) {
                case SOUTH:
                    rows[r] = r == 0 ? Board.FULL_ROW : 0;
                    break;
                case NORTH:
                    rows[r] = r == Board.SIZE - 1 ? Board.FULL_ROW : 0;
                    break;
                case WEST:
                    rows[r] = 1;
                    break;
                default:
                    rows[r] = 1 << (Board.SIZE - 1);
                    break;
            }
        }
        return rows;
    }
}
