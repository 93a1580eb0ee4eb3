package calhamer.strategy.search;

import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.JointMove;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The exact value of a sequential game by backward induction over its whole game tree: at each state the player to
 * move picks the move whose subtree gives it the most (Max-n, Luckhart and Irani; for two-player zero-sum games this
 * is minimax). States already solved are remembered ({@code equals}/{@code hashCode} of the state type), so games
 * whose tree folds into a small graph of positions (Nim, Node-Kayles, ...) are solved in O(positions × moves).
 * Ties keep the first move in {@link Game#legalMoves} order, so answers are deterministic.
 *
 * <p>Refuses games that are not sequential or do not declare themselves exactly solvable, and stops with
 * {@link SearchBudgetException} when more distinct states than the budget's iterations are reached or its time runs
 * out.
 */
public final class ExactSolver {

    /**
     * A solved state.
     *
     * @param values   the value of the state for every player under optimal play
     * @param player   the player to move, or -1 when the state is terminal
     * @param bestMove that player's optimal move, or null when terminal
     * @param states   distinct states solved
     */
    public record Solution<M>(double[] values, int player, M bestMove, long states) {
    }

    private ExactSolver() {
    }

    /**
     * Solves a state.
     *
     * @throws calhamer.strategy.game.UnsupportedGameException for simultaneous or not exactly solvable games
     * @throws SearchBudgetException when the budget runs out first
     */
    public static <S, M> Solution<M> solve(Game<S, M> game, S state, Budget budget) {
        game.facts().requireSequential("exact solving");
        game.facts().requireExactSolvable("exact solving");
        Run<S, M> run = new Run<>(game, budget);
        double[] values = run.value(state);
        if (game.isTerminal(state)) {
            return new Solution<>(values, -1, null, run.memo.size());
        }
        int player = game.actors(state).get(0);
        return new Solution<>(values, player, run.best(state, player), run.memo.size());
    }

    /** One solving run: the memo and the budget. */
    private static final class Run<S, M> {
        private final Game<S, M> game;
        private final Budget budget;
        private final long start = System.nanoTime();
        private final Map<S, double[]> memo = new HashMap<>();

        Run(Game<S, M> game, Budget budget) {
            this.game = game;
            this.budget = budget;
        }

        double[] value(S state) {
            double[] known = memo.get(state);
            if (known != null) {
                return known;
            }
            if (memo.size() >= budget.iterations() || budget.expired(start, System.nanoTime())
                    || Thread.currentThread().isInterrupted()) {
                throw new SearchBudgetException("exact solving of '" + game.name() + "' reached its budget after "
                        + memo.size() + " states (iterations " + budget.iterations() + ", time " + budget.time()
                        + "); the game is too large to solve exactly within it");
            }
            double[] values;
            if (game.isTerminal(state)) {
                values = game.returns(state);
            } else {
                int player = game.actors(state).get(0);
                values = null;
                for (M move : game.legalMoves(state, player)) {
                    double[] child = value(game.apply(state, JointMove.of(player, move)));
                    if (values == null || child[player] > values[player]) {
                        values = child;
                    }
                }
            }
            memo.put(state, values);
            return values;
        }

        M best(S state, int player) {
            List<M> moves = game.legalMoves(state, player);
            M best = null;
            double bestValue = Double.NEGATIVE_INFINITY;
            for (M move : moves) {
                double v = value(game.apply(state, JointMove.of(player, move)))[player];
                if (best == null || v > bestValue) {
                    best = move;
                    bestValue = v;
                }
            }
            return best;
        }
    }
}
