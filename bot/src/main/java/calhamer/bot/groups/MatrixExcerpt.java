package calhamer.bot.groups;

import calhamer.bot.Explanation;
import calhamer.bot.evaluation.OrderSet;
import calhamer.strategy.matrix.Elimination;
import calhamer.strategy.matrix.MatrixPlayer;
import calhamer.strategy.matrix.MatrixSolution;
import calhamer.strategy.matrix.PayoffMatrix;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * The part of a group's payoff matrix an explanation shows ({@link Explanation.Matrix}): all of it up to
 * {@link Explanation.Matrix#MAX_SIDE} rows and columns; otherwise, per side, the sets the equilibrium plays, then the
 * other survivors of elimination, then the sets eliminated in the latest rounds, shown in the matrix's order.
 * O(rows × columns) when whole, O(MAX_SIDE² + (rows + columns) log) otherwise.
 */
final class MatrixExcerpt {

    private MatrixExcerpt() {
    }

    static Explanation.Matrix of(PayoffMatrix payoffs, MatrixSolution solution, List<OrderSet> rows,
                                 List<OrderSet> columns) {
        List<Integer> r = pick(rows.size(), solution.rows(), solution.rowStrategy(), solution, MatrixPlayer.ROW);
        List<Integer> c = pick(columns.size(), solution.columns(), solution.columnStrategy(), solution,
                MatrixPlayer.COLUMN);
        List<List<Double>> entries = new ArrayList<>(r.size());
        for (int i : r) {
            List<Double> line = new ArrayList<>(c.size());
            for (int j : c) {
                line.add(payoffs.get(i, j));
            }
            entries.add(line);
        }
        return new Explanation.Matrix(r.stream().map(i -> rows.get(i).notation()).toList(),
                c.stream().map(j -> columns.get(j).notation()).toList(), r, c, entries,
                r.size() == rows.size() && c.size() == columns.size());
    }

    /** @return the indices shown on one side, ascending */
    private static List<Integer> pick(int size, List<Integer> survivors, List<Double> strategy,
                                      MatrixSolution solution, MatrixPlayer player) {
        int max = Explanation.Matrix.MAX_SIDE;
        if (size <= max) {
            return IntStream.range(0, size).boxed().toList();
        }
        Set<Integer> shown = new LinkedHashSet<>();
        survivors.stream().filter(i -> strategy.get(i) > 0).forEach(shown::add);
        shown.addAll(survivors);
        solution.eliminated().stream().filter(e -> e.player() == player)
                .sorted(Comparator.comparingInt(Elimination::round).reversed())
                .forEach(e -> shown.add(e.index()));
        return shown.stream().limit(max).sorted().toList();
    }
}
