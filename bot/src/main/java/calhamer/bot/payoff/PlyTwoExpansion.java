package calhamer.bot.payoff;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.bot.evaluation.OrderSet;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.bot.evaluation.TimeGuard;
import calhamer.strategy.matrix.Dominance;
import calhamer.strategy.matrix.MatrixSolver;
import calhamer.strategy.matrix.Objective;
import calhamer.strategy.matrix.PayoffMatrix;
import calhamer.strategy.search.Interruption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * The paper's ply-two expansion (Utkin, "Influence Graphs", section VIII, Tables 5–7): the value of a cell is not
 * the payoff of its outcome but the value of the matrix game played from that outcome one movement phase later,
 * between the two sides' candidate order sets there (dominance elimination, saddle point, mixed strategies:
 * {@link MatrixSolver}). Outcomes that repeat (different cells leading to the same position) are expanded once
 * (memoised within the call).
 *
 * <p>Order of work, so the budget is checked before the expensive part: the outcomes of all first-ply cells (kernel
 * only, in parallel); the distinct outcomes in row-major order of their first cell; the candidates of both sides at
 * each (sequential: candidate sources may be costly); the cell budget (first-ply cells plus every distinct second-ply
 * matrix) checked; then the second-ply matrices built and solved, one outcome per task, in parallel. A side without
 * candidates at an outcome (no units left) makes it a leaf worth its payoff. Deterministic.
 *
 * <p>Cost: rows × columns kernel runs, plus Σ over distinct outcomes of (their rows × columns) cells and one solve.
 */
public final class PlyTwoExpansion {
    private final MatrixBuilder builder;
    private final MatrixSolver solver;
    private final TimeGuard guard;

    /** Candidate order sets of one side in a movement-phase position; empty when the side has nothing to order. */
    @FunctionalInterface
    public interface Candidates {
        List<OrderSet> of(Position position);
    }

    /**
     * An expanded matrix.
     *
     * @param matrix   the first-ply order sets with second-ply values
     * @param outcomes distinct first-ply outcomes (each expanded once)
     * @param cells    cells evaluated: first-ply outcomes plus every second-ply cell
     */
    public record Result(OrderSetMatrix matrix, int outcomes, long cells) {
    }

    public PlyTwoExpansion(MatrixBuilder builder, MatrixSolver solver) {
        this(builder, solver, TimeGuard.NONE);
    }

    /** An expansion that checks the time guard between cells and between second-ply matrices. */
    public PlyTwoExpansion(MatrixBuilder builder, MatrixSolver solver, TimeGuard guard) {
        this.builder = builder;
        this.solver = solver;
        this.guard = guard;
    }

    /**
     * Expands every cell one movement phase deeper.
     *
     * @param rowObjective whether the row side maximises the payoff (and the column side minimises it), or the
     *                     other way round, at both plies
     * @param dominance    the elimination used when solving second-ply games
     * @param maxCells     the cell budget for the whole expansion
     * @throws CellBudgetExceededException when the expansion would need more cells (checked before any second-ply
     *                                     cell is evaluated)
     */
    public Result expand(Position position, String rowSide, List<OrderSet> rows, String columnSide,
                         List<OrderSet> columns, List<Order> fixed, PayoffFunction payoff, Objective rowObjective,
                         Dominance dominance, Candidates nextRows, Candidates nextColumns, long maxCells) {
        long first = (long) rows.size() * columns.size();
        if (first > maxCells) {
            throw new CellBudgetExceededException(first, maxCells, "the first ply of a " + rows.size() + "x"
                    + columns.size() + " expansion of " + rowSide + " against " + columnSide);
        }
        int n = columns.size();
        Position[] outcome = new Position[(int) first];
        builder.forEachOutcome(position, rows, columns, fixed, true, guard, (p, cell) -> outcome[cell] = p);
        Map<Position, Integer> distinct = new LinkedHashMap<>();
        for (Position p : outcome) {
            distinct.putIfAbsent(p, distinct.size());
        }
        List<Position> keys = new ArrayList<>(distinct.keySet());
        List<List<OrderSet>> subRows = new ArrayList<>();
        List<List<OrderSet>> subColumns = new ArrayList<>();
        long cells = first;
        for (Position p : keys) {
            guard.check("ply-two candidates");
            List<OrderSet> r = nextRows.of(p);
            List<OrderSet> c = nextColumns.of(p);
            subRows.add(r);
            subColumns.add(c);
            cells += (long) r.size() * c.size();
            if (cells > maxCells) {
                throw new CellBudgetExceededException(cells, maxCells, "a ply-two expansion of " + rowSide
                        + " against " + columnSide + " (" + rows.size() + "x" + columns.size() + ", at least "
                        + (distinct.size()) + " distinct outcomes)");
            }
        }
        double[] value = new double[keys.size()];
        IntStream.range(0, keys.size()).parallel().forEach(k -> {
            Interruption.check("expanding a second ply");
            Position p = keys.get(k);
            guard.check("ply-two matrices");
            if (subRows.get(k).isEmpty() || subColumns.get(k).isEmpty()) {
                value[k] = payoff.payoff(p);
                return;
            }
            PayoffMatrix sub = builder.buildSequential(p, rowSide, subRows.get(k), columnSide, subColumns.get(k),
                    List.of(), payoff, Long.MAX_VALUE).payoffs();
            value[k] = solver.solve(sub, rowObjective, dominance).value();
        });
        double[][] values = new double[rows.size()][n];
        for (int cell = 0; cell < outcome.length; cell++) {
            values[cell / n][cell % n] = value[distinct.get(outcome[cell])];
        }
        OrderSetMatrix matrix = new OrderSetMatrix(rowSide, columnSide, rows, columns, PayoffMatrix.of(values));
        return new Result(matrix, keys.size(), cells);
    }
}
