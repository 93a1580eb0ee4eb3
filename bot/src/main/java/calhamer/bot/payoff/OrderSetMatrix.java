package calhamer.bot.payoff;

import calhamer.bot.evaluation.OrderSet;
import calhamer.strategy.matrix.PayoffMatrix;
import java.util.List;

/**
 * A payoff matrix of two sides' order sets: row r, column c holds the payoff of the outcome when the row side plays
 * {@code rows.get(r)} and the column side {@code columns.get(c)}.
 *
 * @param rowSide    a label of the row side for messages and explanations (a power's name, or e.g. {@code group})
 * @param columnSide a label of the column side
 * @param rows       the row side's order sets
 * @param columns    the column side's order sets
 * @param payoffs    the payoffs, rows × columns
 */
public record OrderSetMatrix(String rowSide, String columnSide, List<OrderSet> rows, List<OrderSet> columns,
                             PayoffMatrix payoffs) {

    public OrderSetMatrix {
        rows = List.copyOf(rows);
        columns = List.copyOf(columns);
        if (payoffs.rows() != rows.size() || payoffs.columns() != columns.size()) {
            throw new IllegalArgumentException("a " + payoffs.rows() + "x" + payoffs.columns() + " matrix for "
                    + rows.size() + " row and " + columns.size() + " column order sets");
        }
    }

    /** @return the number of cells */
    public long cells() {
        return (long) rows.size() * columns.size();
    }
}
