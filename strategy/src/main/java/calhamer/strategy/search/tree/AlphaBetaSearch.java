package calhamer.strategy.search.tree;

import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.search.LeafValues;
import calhamer.strategy.search.SearchAborted;
import calhamer.strategy.search.SearchClock;
import calhamer.strategy.search.SearchLimits;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Alpha-beta pruning (Knuth and Moore) over one scalar, the root player's score of a leaf's evaluation vector, with
 * iterative deepening: depth 1, 2, ... up to the budget's depth, each iteration searching the root moves best-first
 * by the previous one's values, until the budget runs out; the answer is the last completed iteration's (a cut
 * depth-1 search answers with the best move it had). Nodes where the root player moves take the maximum, every other
 * player's nodes the minimum: two-player minimax when the score is the root's value minus the opponent's, and the
 * Paranoid algorithm of Sturtevant and Korf (all other players in a coalition against the root) when the score is
 * the root's own value. Players need not alternate. Ties between root moves go to the lower index in
 * {@link Game#candidateMoves} order whatever order the search visits them in (a lower-index move is searched with
 * a window just below the best value so an equal value is recognised), so the choice does not depend on move
 * ordering. Deepening stops early when a completed search met no horizon (it solved the game from here).
 *
 * <p>Cost: O(b^d) nodes in the worst case, about O(b^(d/2)) with good ordering; memory O(d). Every node counts as
 * one iteration of the budget.
 */
public final class AlphaBetaSearch {
    /**
     * Depth used when the budget limits neither depth, time nor iterations and the game has a heuristic (without
     * one, deepening goes on until the game is solved).
     */
    public static final int DEFAULT_DEPTH = 4;

    /** Turns a leaf's evaluation vector into the root player's score. */
    @FunctionalInterface
    public interface Score {
        double of(double[] values, int root);
    }

    private AlphaBetaSearch() {
    }

    /**
     * Chooses the root player's move.
     *
     * @param moves the root's candidate moves, non-empty
     */
    public static <S, M> Decision<M> decide(Game<S, M> game, S state, int root, List<M> moves, Budget budget,
                                            SearchClock clock, LeafValues<S> leaves, Score score) {
        SearchLimits limits = new SearchLimits(budget, clock);
        int maxDepth = budget.depth() != Integer.MAX_VALUE ? budget.depth()
                : limits.unbounded() && leaves.heuristic() ? DEFAULT_DEPTH : Integer.MAX_VALUE;
        Run<S, M> run = new Run<>(game, root, limits, leaves, score);
        int n = moves.size();
        @SuppressWarnings("unchecked")
        S[] children = (S[]) new Object[n];
        double[] values = new double[n];
        Integer[] order = IntStream.range(0, n).boxed().toArray(Integer[]::new);
        Decision<M> decided = new Decision<>(moves.get(0), 0, Double.NaN, 0, 0, false);
        for (int depth = 1; depth <= maxDepth; depth++) {
            leaves.resetHorizon();
            int best = -1;
            double bestValue = Double.NEGATIVE_INFINITY;
            try {
                for (int i : order) {
                    if (children[i] == null) {
                        children[i] = game.apply(state, root, moves.get(i));
                    }
                    double alpha = best < 0 ? Double.NEGATIVE_INFINITY
                            : i < best ? Math.nextDown(bestValue) : bestValue;
                    double v = run.value(children[i], depth - 1, alpha, Double.POSITIVE_INFINITY);
                    values[i] = v;
                    if (best < 0 || v > bestValue || v == bestValue && i < best) {
                        best = i;
                        bestValue = v;
                    }
                }
            } catch (SearchAborted stop) {
                if (depth == 1 && best >= 0) {
                    decided = new Decision<>(moves.get(best), best, bestValue, 0, limits.iterations(), false);
                }
                break;
            }
            boolean exact = !leaves.horizonMet();
            decided = new Decision<>(moves.get(best), best, bestValue, depth, limits.iterations(), exact);
            if (exact || limits.exhausted()) {
                break;
            }
            Arrays.sort(order, Comparator.comparingDouble((Integer i) -> -values[i]).thenComparingInt(i -> i));
        }
        return decided;
    }

    /** One decision's recursion. */
    private static final class Run<S, M> {
        private final Game<S, M> game;
        private final int root;
        private final SearchLimits limits;
        private final LeafValues<S> leaves;
        private final Score score;

        Run(Game<S, M> game, int root, SearchLimits limits, LeafValues<S> leaves, Score score) {
            this.game = game;
            this.root = root;
            this.limits = limits;
            this.leaves = leaves;
            this.score = score;
        }

        /** Fail-soft alpha-beta: the root player's value of the state, exact when it lies in (alpha, beta). */
        double value(S state, int depth, double alpha, double beta) {
            limits.count();
            if (limits.exhausted()) {
                throw new SearchAborted();
            }
            if (game.isTerminal(state)) {
                return score.of(leaves.terminal(state), root);
            }
            if (depth == 0) {
                return score.of(leaves.horizon(state), root);
            }
            int mover = game.actors(state).get(0);
            List<M> moves = game.candidateMoves(state, mover);
            if (mover == root) {
                double best = Double.NEGATIVE_INFINITY;
                for (M move : moves) {
                    best = Math.max(best, value(game.apply(state, mover, move), depth - 1, alpha, beta));
                    alpha = Math.max(alpha, best);
                    if (alpha >= beta) {
                        break;
                    }
                }
                return best;
            }
            double best = Double.POSITIVE_INFINITY;
            for (M move : moves) {
                best = Math.min(best, value(game.apply(state, mover, move), depth - 1, alpha, beta));
                beta = Math.min(beta, best);
                if (alpha >= beta) {
                    break;
                }
            }
            return best;
        }
    }
}
