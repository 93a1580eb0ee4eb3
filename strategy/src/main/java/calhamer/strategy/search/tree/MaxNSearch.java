package calhamer.strategy.search.tree;

import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.search.LeafValues;
import calhamer.strategy.search.SearchAborted;
import calhamer.strategy.search.SearchClock;
import calhamer.strategy.search.SearchLimits;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The Max-n propagation rule (Luckhardt and Irani): every leaf gets a vector of values, one per player; at each node
 * the player to move takes the child whose vector is best in that player's own entry (ties: the first child in
 * {@link Game#candidateMoves} order), and that child's whole vector goes up. Socially Oriented Search (Wilson,
 * Zuckerman and Nau, Algorithm 1) is the same rule applied to perceived utilities: each leaf's evaluation is first
 * transformed (multiplied by the social-range matrix); Max-n is the identity transform.
 *
 * <p>With a depth limit and no time limit it searches that depth directly; with a time limit it deepens iteratively
 * (1, 2, ...) and answers with the last completed depth (a cut depth-1 search answers with the best move it had).
 * Cost: O(b^d) nodes (no pruning: Max-n allows only shallow pruning, which needs bounds on the values this general
 * rule does not assume); memory O(d·n). Every node counts as one iteration of the budget.
 */
public final class MaxNSearch {

    private MaxNSearch() {
    }

    /**
     * Chooses the root player's move.
     *
     * @param moves     the root's candidate moves, non-empty
     * @param transform applied to every leaf's evaluation vector (the identity for Max-n); must return a new array
     *                  or its argument, one entry per player
     */
    public static <S, M> Decision<M> decide(Game<S, M> game, S state, int root, List<M> moves, Budget budget,
                                            SearchClock clock, LeafValues<S> leaves, UnaryOperator<double[]> transform) {
        SearchLimits limits = new SearchLimits(budget, clock);
        boolean deepen = budget.isTimeLimited() || budget.depth() == Integer.MAX_VALUE;
        int maxDepth = budget.depth() != Integer.MAX_VALUE ? budget.depth()
                : limits.unbounded() && leaves.heuristic() ? AlphaBetaSearch.DEFAULT_DEPTH : Integer.MAX_VALUE;
        Run<S, M> run = new Run<>(game, limits, leaves, transform);
        Decision<M> decided = new Decision<>(moves.get(0), 0, Double.NaN, 0, 0, false);
        for (int depth = deepen ? 1 : maxDepth; depth <= maxDepth; depth++) {
            leaves.resetHorizon();
            int best = -1;
            double[] bestValues = null;
            try {
                for (int i = 0; i < moves.size(); i++) {
                    double[] v = run.values(game.apply(state, root, moves.get(i)), depth - 1);
                    if (best < 0 || v[root] > bestValues[root]) {
                        best = i;
                        bestValues = v;
                    }
                }
            } catch (SearchAborted stop) {
                if (depth == 1 && best >= 0) {
                    decided = new Decision<>(moves.get(best), best, bestValues[root], 0, limits.iterations(), false);
                }
                break;
            }
            boolean exact = !leaves.horizonMet();
            decided = new Decision<>(moves.get(best), best, bestValues[root], depth, limits.iterations(), exact);
            if (exact || limits.exhausted()) {
                break;
            }
        }
        return decided;
    }

    /** One decision's recursion. */
    private static final class Run<S, M> {
        private final Game<S, M> game;
        private final SearchLimits limits;
        private final LeafValues<S> leaves;
        private final UnaryOperator<double[]> transform;

        Run(Game<S, M> game, SearchLimits limits, LeafValues<S> leaves, UnaryOperator<double[]> transform) {
            this.game = game;
            this.limits = limits;
            this.leaves = leaves;
            this.transform = transform;
        }

        double[] values(S state, int depth) {
            limits.count();
            if (limits.exhausted()) {
                throw new SearchAborted();
            }
            if (game.isTerminal(state)) {
                return transform.apply(leaves.terminal(state));
            }
            if (depth == 0) {
                return transform.apply(leaves.horizon(state));
            }
            int mover = game.actors(state).get(0);
            double[] best = null;
            for (M move : game.candidateMoves(state, mover)) {
                double[] v = values(game.apply(state, mover, move), depth - 1);
                if (best == null || v[mover] > best[mover]) {
                    best = v;
                }
            }
            return best;
        }
    }
}
