package calhamer.bot.payoff;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.Edition;
import calhamer.bot.evaluation.OrderSet;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.bot.evaluation.TimeGuard;
import calhamer.strategy.matrix.PayoffMatrix;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.ObjIntConsumer;
import java.util.stream.IntStream;

/**
 * Builds the payoff matrix of two sides' order sets in a movement phase (Utkin, "Influence Graphs", section VIII,
 * Table 3): each cell adjudicates the row set, the column set and the fixed orders of everybody else together (units
 * without an order hold) in the adjudicator's fast mode ({@link Adjudicator#outcome}) and scores the outcome with
 * the payoff function. Cells are independent and filled in parallel (the common fork-join pool; one kernel per
 * thread); the result does not depend on the thread count.
 *
 * <p>Cost: rows × columns × (kernel + payoff), about 10 µs per cell on the standard map with influence standings.
 * Thread-safe.
 */
public final class MatrixBuilder {
    private final Adjudicator adjudicator;
    private final Edition edition;

    /** Cells adjudicated under the 2000 rules. */
    public MatrixBuilder(Adjudicator adjudicator) {
        this(adjudicator, Edition.RULES_2000);
    }

    /** Cells adjudicated under the edition's rules. */
    public MatrixBuilder(Adjudicator adjudicator, Edition edition) {
        this.adjudicator = adjudicator;
        this.edition = edition;
    }

    /**
     * The payoff matrix, in parallel.
     *
     * @param position the movement-phase position
     * @param rows     the row side's order sets
     * @param columns  the column side's order sets
     * @param fixed    orders of other units (empty: they hold)
     * @param payoff   the payoff of each outcome to the maximiser
     * @param maxCells the cell budget
     * @throws CellBudgetExceededException when rows × columns exceeds the budget (checked first)
     * @throws IllegalArgumentException when a side has no order set or two sides order one unit
     */
    public OrderSetMatrix build(Position position, String rowSide, List<OrderSet> rows, String columnSide,
                                List<OrderSet> columns, List<Order> fixed, PayoffFunction payoff, long maxCells) {
        return build(position, rowSide, rows, columnSide, columns, fixed, payoff, maxCells, true, TimeGuard.NONE);
    }

    /**
     * Like {@link #build(Position, String, List, String, List, List, PayoffFunction, long)}, checking the time guard
     * before every cell (one {@code System.nanoTime()}, well under 1% of a cell).
     *
     * @throws calhamer.bot.evaluation.TimeGuardException when the guard runs out
     */
    public OrderSetMatrix build(Position position, String rowSide, List<OrderSet> rows, String columnSide,
                                List<OrderSet> columns, List<Order> fixed, PayoffFunction payoff, long maxCells,
                                TimeGuard guard) {
        return build(position, rowSide, rows, columnSide, columns, fixed, payoff, maxCells, true, guard);
    }

    /** Like {@link #build(Position, String, List, String, List, List, PayoffFunction, long)}, on this thread only. */
    public OrderSetMatrix buildSequential(Position position, String rowSide, List<OrderSet> rows, String columnSide,
                                          List<OrderSet> columns, List<Order> fixed, PayoffFunction payoff,
                                          long maxCells) {
        return build(position, rowSide, rows, columnSide, columns, fixed, payoff, maxCells, false,
                TimeGuard.NONE);
    }

    private OrderSetMatrix build(Position position, String rowSide, List<OrderSet> rows, String columnSide,
                                 List<OrderSet> columns, List<Order> fixed, PayoffFunction payoff, long maxCells,
                                 boolean parallel, TimeGuard guard) {
        if (rows.isEmpty() || columns.isEmpty()) {
            throw new IllegalArgumentException("a payoff matrix needs order sets on both sides (rows " + rows.size()
                    + ", columns " + columns.size() + ")");
        }
        long cells = (long) rows.size() * columns.size();
        if (cells > maxCells) {
            throw new CellBudgetExceededException(cells, maxCells, "a " + rows.size() + "x" + columns.size()
                    + " payoff matrix of " + rowSide + " against " + columnSide);
        }
        checkDisjoint(rows, columns, fixed);
        int n = columns.size();
        double[][] values = new double[rows.size()][n];
        forEachOutcome(position, rows, columns, fixed, parallel, guard,
                (outcome, cell) -> values[cell / n][cell % n] = payoff.payoff(outcome));
        return new OrderSetMatrix(rowSide, columnSide, rows, columns, PayoffMatrix.of(values));
    }

    /**
     * Adjudicates every cell (row set against column set, the fixed orders added) and hands each outcome to the
     * consumer with its cell index {@code row * columns + column}; cells are independent, so with {@code parallel}
     * they are spread over the common pool (the consumer must then be safe to call from several threads). The guard
     * is checked before every cell.
     */
    void forEachOutcome(Position position, List<OrderSet> rows, List<OrderSet> columns, List<Order> fixed,
                        boolean parallel, TimeGuard guard, ObjIntConsumer<Position> consumer) {
        Adjudicator.Prepared base = adjudicator.prepare(position, edition);
        List<List<OrderEntry>> rowEntries = rows.stream().map(s -> adjudicator.entries(position, s.orders()))
                .toList();
        List<List<OrderEntry>> columnEntries = columns.stream()
                .map(s -> adjudicator.entries(position, s.orders())).toList();
        List<OrderEntry> fixedEntries = adjudicator.entries(position, fixed);
        int n = columns.size();
        IntStream cells = IntStream.range(0, rows.size() * n);
        (parallel ? cells.parallel() : cells).forEach(cell -> {
            guard.check("payoff-matrix cells");
            consumer.accept(adjudicator.outcome(base, rowEntries.get(cell / n), columnEntries.get(cell % n),
                    fixedEntries), cell);
        });
    }

    private static void checkDisjoint(List<OrderSet> rows, List<OrderSet> columns, List<Order> fixed) {
        Set<Object> rowUnits = new HashSet<>();
        rows.get(0).orders().forEach(o -> rowUnits.add(o.unit().province()));
        for (Order o : columns.get(0).orders()) {
            if (rowUnits.contains(o.unit().province())) {
                throw new IllegalArgumentException("both sides order the unit in " + o.unit().province().id());
            }
        }
        for (Order o : fixed) {
            if (rowUnits.contains(o.unit().province())) {
                throw new IllegalArgumentException("a fixed order '" + o + "' is for a unit of the row side");
            }
        }
    }
}
