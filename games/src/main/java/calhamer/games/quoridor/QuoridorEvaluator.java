package calhamer.games.quoridor;

import calhamer.strategy.game.Evaluator;

/**
 * The evaluation of Wilson, Zuckerman and Nau's Quoridor experiments (section 5.2): built from each pawn's
 * shortest-path distance d to its goal side on the walled board (pawns ignored), each player seeking to lower its
 * own distance and raise the others'. The paper gives no formula; here player i's value is its total lead,
 * Σ_{j≠i} (d_j − d_i), so one step of its own counts as much as one step of every opponent together (the vector sums
 * to zero). A won game is worth (n−1)·W to the winner and −W to every other player, W = (n−1)·81, beyond any lead
 * (|lead| ≤ (n−1)·80); a draw 0. Distances come from the walls' cached distance maps ({@link Walls#distance}), so a
 * pawn move costs O(n) and a new wall layout n flood fills.
 */
public final class QuoridorEvaluator implements Evaluator<QuoridorState> {
    private final Quoridor game;
    private final double win;

    QuoridorEvaluator(Quoridor game) {
        this.game = game;
        this.win = (game.facts().playerCount() - 1) * (double) Board.CELLS;
    }

    /** The largest entry any evaluation has: a win, (n−1)·W. */
    @Override
    public double maxValue() {
        return (game.facts().playerCount() - 1) * win;
    }

    @Override
    public double[] evaluate(QuoridorState state) {
        int n = state.players();
        double[] values = new double[n];
        if (state.result() >= 0) {
            java.util.Arrays.fill(values, -win);
            values[state.result()] = (n - 1) * win;
            return values;
        }
        if (state.isOver()) {
            return values;
        }
        int total = 0;
        int[] d = new int[n];
        for (int p = 0; p < n; p++) {
            d[p] = state.walls().distance(state.pawn(p), game.side(p).goal());
            total += d[p];
        }
        for (int p = 0; p < n; p++) {
            values[p] = total - n * d[p];
        }
        return values;
    }

    /** The player's shortest-path distance to its goal side. */
    public int distance(QuoridorState state, int player) {
        return state.walls().distance(state.pawn(player), game.side(player).goal());
    }
}
