package calhamer.strategy.matrix;

import java.util.List;

/**
 * The outcome of iterated elimination of dominated strategies.
 *
 * @param eliminated every removed strategy, in the order removed
 * @param rows       the rows left, original indices, ascending
 * @param columns    the columns left, original indices, ascending
 */
public record Reduction(List<Elimination> eliminated, List<Integer> rows, List<Integer> columns) {

    public Reduction {
        eliminated = List.copyOf(eliminated);
        rows = List.copyOf(rows);
        columns = List.copyOf(columns);
    }

    /** The matrix of the rows and columns left. */
    public PayoffMatrix reduce(PayoffMatrix original) {
        return original.select(toArray(rows), toArray(columns));
    }

    static int[] toArray(List<Integer> indices) {
        return indices.stream().mapToInt(Integer::intValue).toArray();
    }
}
