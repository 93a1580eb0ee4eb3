package calhamer.strategy.matrix;

import java.util.List;

/**
 * A solved matrix game, over the indices of the original matrix; the shape of the {@code POST /matrix/solve}
 * response.
 *
 * @param eliminated     the dominated strategies removed, in order
 * @param rows           the rows left after elimination, ascending
 * @param columns        the columns left after elimination, ascending
 * @param saddlePoint    the pure equilibrium the solution plays, or {@code null} when the reduced game has none
 * @param value          the value of the game, payoff to the maximiser
 * @param rowStrategy    the probability of every original row (0 for eliminated rows)
 * @param columnStrategy the probability of every original column (0 for eliminated columns)
 */
public record MatrixSolution(List<Elimination> eliminated, List<Integer> rows, List<Integer> columns,
                             SaddlePoint saddlePoint, double value, List<Double> rowStrategy,
                             List<Double> columnStrategy) {

    public MatrixSolution {
        eliminated = List.copyOf(eliminated);
        rows = List.copyOf(rows);
        columns = List.copyOf(columns);
        rowStrategy = List.copyOf(rowStrategy);
        columnStrategy = List.copyOf(columnStrategy);
    }
}
