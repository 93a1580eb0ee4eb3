package calhamer.strategy.matrix;

import java.util.Arrays;
import java.util.List;

/**
 * Optimal (or, for an approximate solver, near-optimal) mixed strategies of a zero-sum matrix game.
 *
 * <p>{@code lowerBound} is what the maximiser's strategy guarantees (its worst expected payoff over the minimiser's
 * pure strategies) and {@code upperBound} what the minimiser's strategy guarantees; the game's value lies between
 * them, and each strategy is within {@link #gap()} of optimal. Both bounds are computed from the returned strategies,
 * so they certify the solution whichever solver produced it.
 *
 * @param value          the value of the game, payoff to the maximiser: the midpoint of the bounds
 * @param rowStrategy    probability of each row
 * @param columnStrategy probability of each column
 * @param lowerBound     the maximiser's guaranteed payoff
 * @param upperBound     the most the minimiser's strategy concedes
 */
public record ZeroSumSolution(double value, List<Double> rowStrategy, List<Double> columnStrategy,
                              double lowerBound, double upperBound) {

    public ZeroSumSolution {
        rowStrategy = List.copyOf(rowStrategy);
        columnStrategy = List.copyOf(columnStrategy);
    }

    /**
     * The solution made of the given strategies, with their guarantees computed on the matrix: O(rows·columns).
     *
     * @param rowObjective whether the row player maximises or minimises the entries
     */
    public static ZeroSumSolution certify(PayoffMatrix matrix, Objective rowObjective, double[] rowStrategy,
                                          double[] columnStrategy) {
        double[] rowPayoffs = matrix.rowPayoffs(columnStrategy);
        double[] columnPayoffs = matrix.columnPayoffs(rowStrategy);
        double lower;
        double upper;
        if (rowObjective == Objective.MAX) {
            lower = Arrays.stream(columnPayoffs).min().orElseThrow();
            upper = Arrays.stream(rowPayoffs).max().orElseThrow();
        } else {
            lower = Arrays.stream(rowPayoffs).min().orElseThrow();
            upper = Arrays.stream(columnPayoffs).max().orElseThrow();
        }
        return new ZeroSumSolution((lower + upper) / 2, boxed(rowStrategy), boxed(columnStrategy), lower, upper);
    }

    static List<Double> boxed(double[] values) {
        return Arrays.stream(values).boxed().toList();
    }

    /** The duality gap: upper bound minus lower bound, ≥ 0 up to rounding. */
    public double gap() {
        return upperBound - lowerBound;
    }
}
