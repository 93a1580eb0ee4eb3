package calhamer.games.quoridor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Quoridor's move generation and legality (the rules {@link Quoridor} documents): pawn steps and jumps, wall slots
 * near the pawns, and wall legality by the slot check, the touch test of {@link Walls} and, only when a wall touches
 * the structure twice, one flood fill per pawn. Immutable.
 */
final class QuoridorMoves {
    private static final int[] STEP = {Board.SIZE, 1, -Board.SIZE, -1};
    private final Side[] sides;

    QuoridorMoves(Side[] sides) {
        this.sides = sides.clone();
    }

    /**
     * The player's pawn moves and the legal walls within the radius of some pawn (every slot at radius 9); when
     * that leaves nothing, every legal move; {@code pass} only when nothing at all is legal.
     */
    List<QuoridorMove> moves(QuoridorState state, int player, int radius) {
        if (state.isOver() || player != state.toMove()) {
            return List.of();
        }
        List<QuoridorMove> moves = new ArrayList<>(40);
        for (int cell : steps(state, player)) {
            moves.add(QuoridorMove.step(cell));
        }
        if (state.wallsLeft(player) > 0 && radius > 0) {
            long slots = radius >= Board.SIZE - 1 ? -1L : slotsNear(state, radius);
            for (long bits = slots; bits != 0; bits &= bits - 1) {
                int slot = Long.numberOfTrailingZeros(bits);
                if (wallAllowed(state, true, slot)) {
                    moves.add(QuoridorMove.wall(true, slot));
                }
                if (wallAllowed(state, false, slot)) {
                    moves.add(QuoridorMove.wall(false, slot));
                }
            }
        }
        if (moves.isEmpty()) {
            return radius < Board.SIZE ? moves(state, player, Board.SIZE) : List.of(QuoridorMove.PASS);
        }
        return moves;
    }

    /** Wall slots whose centre is within the radius of some pawn: columns px−r..px+r−1, rows likewise. */
    private static long slotsNear(QuoridorState state, int radius) {
        long slots = 0;
        for (int p = 0; p < state.players(); p++) {
            int cell = state.pawn(p);
            int px = cell % Board.SIZE;
            int py = cell / Board.SIZE;
            for (int r = Math.max(0, py - radius); r <= Math.min(Board.SIZE - 2, py + radius - 1); r++) {
                for (int c = Math.max(0, px - radius); c <= Math.min(Board.SIZE - 2, px + radius - 1); c++) {
                    slots |= 1L << (r * (Board.SIZE - 1) + c);
                }
            }
        }
        return slots;
    }

    /** The cells the player's pawn may move to: steps, straight jumps and diagonal jumps. */
    int[] steps(QuoridorState state, int player) {
        Walls walls = state.walls();
        int from = state.pawn(player);
        int[] out = new int[8];
        int count = 0;
        for (int d = 0; d < 4; d++) {
            if (!walls.open(from, d)) {
                continue;
            }
            int next = from + STEP[d];
            if (!state.occupied(next)) {
                out[count++] = next;
            } else if (walls.open(next, d) && !state.occupied(next + STEP[d])) {
                out[count++] = next + STEP[d];
            } else {
                for (int side : new int[] {(d + 1) % 4, (d + 3) % 4}) {
                    int diagonal = next + STEP[side];
                    if (walls.open(next, side) && !state.occupied(diagonal) && !contains(out, count, diagonal)) {
                        out[count++] = diagonal;
                    }
                }
            }
        }
        return Arrays.copyOf(out, count);
    }

    private static boolean contains(int[] cells, int count, int cell) {
        for (int i = 0; i < count; i++) {
            if (cells[i] == cell) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the player may place this wall: a wall left, the slot free, and every pawn still able to reach its
     * goal side (checked by flood fill only when the wall touches the walls or border at two points or more).
     */
    boolean wallAllowed(QuoridorState state, boolean horizontal, int slot) {
        Walls walls = state.walls();
        if (state.wallsLeft(state.toMove()) == 0 || !walls.fits(horizontal, slot)) {
            return false;
        }
        if (walls.touches(horizontal, slot) < 2) {
            return true;
        }
        Walls after = walls.with(horizontal, slot);
        for (int p = 0; p < state.players(); p++) {
            if (!after.reaches(state.pawn(p), sides[p].goal())) {
                return false;
            }
        }
        return true;
    }
}
