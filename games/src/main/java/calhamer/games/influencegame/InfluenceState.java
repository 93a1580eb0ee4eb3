package calhamer.games.influencegame;

import java.util.Objects;

/**
 * A position of INFLUENCE: the vertices still on the board, whose turn it is (a player without a vertex of their
 * label passes, so the other moves), and the points each player has taken so far.
 *
 * @param board      the vertices left and the arcs among them
 * @param leftToMove whether Left (L) is to move, unless Left has no L vertex left
 * @param leftScore  vertices Left has removed
 * @param rightScore vertices Right has removed
 */
public record InfluenceState(Digraph board, boolean leftToMove, int leftScore, int rightScore) {

    public InfluenceState {
        Objects.requireNonNull(board, "board");
        if (leftScore < 0 || rightScore < 0) {
            throw new IllegalArgumentException("scores cannot be negative: " + leftScore + ", " + rightScore);
        }
    }

    /** @return whether the board is empty */
    public boolean over() {
        return board.size() == 0;
    }

    /** @return whether Left moves now: Left's turn and an L vertex left, or Right's turn and no R vertex left */
    public boolean leftMoves() {
        return leftToMove ? board.hasLabel(true) : !board.hasLabel(false);
    }
}
