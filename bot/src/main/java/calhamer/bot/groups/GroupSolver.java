package calhamer.bot.groups;

import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.UnitRef;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.Edition;
import calhamer.bot.BotOptions;
import calhamer.bot.Explanation;
import calhamer.bot.evaluation.OrderSet;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.bot.evaluation.TimeGuard;
import calhamer.bot.ordersets.Pruning;
import calhamer.bot.payoff.CellBudgetExceededException;
import calhamer.bot.payoff.OrderSetMatrix;
import calhamer.bot.payoff.PlyTwoExpansion;
import calhamer.maps.Power;
import calhamer.strategy.matrix.Dominance;
import calhamer.strategy.matrix.Elimination;
import calhamer.strategy.matrix.MatrixPlayer;
import calhamer.strategy.matrix.MatrixSolution;
import calhamer.strategy.matrix.Objective;
import calhamer.strategy.matrix.PayoffMatrix;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.stream.IntStream;

/**
 * Decides one group: enumerates both sides' order sets (the paper's pruning, holds allowed), keeps the best rows
 * against holding opponents and the columns that hurt the best row most so that the matrix fits the group's cell
 * budget, builds the payoff matrix (the group maximises its perceived utility, the opponents minimise it), removes
 * strictly dominated sets, solves (saddle point or linear programming) and plays the equilibrium: sampled with the
 * random source, or its most probable set. Cost: rows + columns ranking cells, then rows × columns cells.
 */
final class GroupSolver {
    /** Unless the options say otherwise, a group's set is drawn from its equilibrium with the seed (as before issue 9). */
    static final boolean MOST_PROBABLE_BY_DEFAULT = false;

    private final MatrixContext ctx;

    GroupSolver(MatrixContext ctx) {
        this.ctx = ctx;
    }

    /** The chosen orders of the group and what led to them. */
    record Result(List<Order> orders, Explanation.Group report, long cells) {
    }

    /** The enumerated sides, before the matrix. */
    record Enumerated(List<OrderSet> rows, List<OrderSet> columns) {
    }

    /**
     * Enumerates both sides. When the pruning leaves the group no set (every combination of its few kept moves
     * blocks itself), the group holds.
     *
     * @throws calhamer.bot.ordersets.EnumerationBudgetExceededException when a side has more than
     *                                                                              {@code maxSets} sets
     */
    Enumerated enumerate(Position position, Sides sides, BotOptions options, long maxSets, TimeGuard guard) {
        Pruning own = Pruning.withHolds().withAllies(Set.copyOf(options.allies())).withBudget(maxSets,
                Pruning.DEFAULT_MAX_VISITS).withGuard(guard);
        List<OrderSet> rows = ctx.enumerator.enumerate(position, sides.rows(), own).sets();
        if (rows.isEmpty()) {
            rows = List.of(new OrderSet(sides.rows().stream().map(u -> (Order) new Hold(new UnitRef(u.unit().type(),
                    u.unit().location()))).toList()));
        }
        List<OrderSet> columns = List.of(OrderSet.of());
        if (!sides.columns().isEmpty()) {
            columns = ctx.enumerator.enumerate(position, sides.columns(),
                    Pruning.withHolds().withBudget(maxSets, Pruning.DEFAULT_MAX_VISITS).withGuard(guard)).sets();
        }
        return new Enumerated(rows, columns);
    }

    /** Order sets cut down to fit a budget. */
    record Capped(List<OrderSet> rows, List<OrderSet> columns, long cells, List<String> notes) {
    }

    /**
     * Keeps the best rows against holding opponents and the columns that hurt the best row most, so that rows ×
     * columns plus the ranking fits the budget; nothing is ranked when everything fits.
     */
    Capped cap(Position position, Enumerated sets, List<Order> fixed, PayoffFunction payoff, long budget,
               Edition edition, TimeGuard guard) {
        List<OrderSet> rows = sets.rows();
        List<OrderSet> columns = sets.columns();
        int r = rows.size();
        int c = columns.size();
        if ((long) r * c <= budget) {
            return new Capped(rows, columns, 0, List.of());
        }
        long cells = 0;
        long available = Math.max(1, budget - r - (c > 1 ? c : 0));
        int keepColumns = (int) Math.min(c, Math.max(1, (long) Math.sqrt(available)));
        int keepRows = (int) Math.min(r, Math.max(1, available / keepColumns));
        if (keepRows == r) {
            keepColumns = (int) Math.min(c, Math.max(1, available / keepRows));
        }
        double[] rowValue = values(position, rows, List.of(OrderSet.of()), fixed, payoff, true, edition, guard);
        cells += r;
        List<Integer> rowOrder = best(rowValue, false);
        OrderSet bestRow = rows.get(rowOrder.get(0));
        rows = rowOrder.subList(0, keepRows).stream().sorted().map(rows::get).toList();
        if (keepColumns < c) {
            double[] columnValue = values(position, List.of(bestRow), columns, fixed, payoff, false, edition,
                    guard);
            cells += c;
            columns = best(columnValue, true).subList(0, keepColumns).stream().sorted().map(columns::get).toList();
        }
        return new Capped(rows, columns, cells, List.of("kept the best " + rows.size() + " of " + r
                + " order sets against holding opponents and the " + columns.size() + " of " + c
                + " opposing sets that hurt the best of them most"));
    }

    /**
     * Builds the group's matrix (or, at depth 2, its ply-two expansion), solves it and plays the equilibrium.
     *
     * @param next the second ply's candidates, or null for depth 1
     */
    Result solve(Position position, Sides sides, Enumerated sets, List<Order> fixed, PayoffFunction payoff,
                 long budget, BotOptions options, RandomGenerator random, NextPly next, TimeGuard guard) {
        long ranking = sets.rows().size() + sets.columns().size();
        long plyOne = next == null ? budget
                : ranking + Math.max(1, (budget - ranking) / NextPly.CELLS_PER_OUTCOME);
        Capped capped = cap(position, sets, fixed, payoff, plyOne, options.edition(), guard);
        List<OrderSet> rows = capped.rows();
        List<OrderSet> columns = capped.columns();
        long cells = capped.cells();
        List<String> notes = new ArrayList<>(capped.notes());
        PayoffMatrix payoffs = null;
        if (next != null) {
            try {
                PlyTwoExpansion.Result expanded = new PlyTwoExpansion(ctx.builder(options.edition()), ctx.solver, guard).expand(position,
                        "group", rows, "opponents", columns, fixed, payoff, Objective.MAX, Dominance.STRICT,
                        next.rows(), next.columns(), Math.max(1, budget - cells - next.cells()));
                payoffs = expanded.matrix().payoffs();
                cells += expanded.cells() + next.cells();
                notes.add("ply two: " + expanded.outcomes() + " distinct outcomes expanded");
            } catch (CellBudgetExceededException e) {
                cells += next.cells();
                notes.add("ply two did not fit (" + e.getMessage() + "): depth 1 instead");
            }
        }
        if (payoffs == null) {
            OrderSetMatrix matrix = ctx.builder(options.edition()).build(position, "group", rows, "opponents", columns, fixed, payoff,
                    Long.MAX_VALUE, guard);
            cells += matrix.cells();
            payoffs = matrix.payoffs();
        }
        MatrixSolution solution = ctx.solver.solve(payoffs, Objective.MAX, Dominance.STRICT);
        boolean mostProbable = options.playsMostProbable(MOST_PROBABLE_BY_DEFAULT);
        int chosen = choose(solution.rowStrategy(), mostProbable, random);
        String how = solution.rowStrategy().get(chosen) >= 1 - 1e-12 ? "pure"
                : mostProbable ? "most probable" : "sampled";
        Explanation.Group report = new Explanation.Group(
                sides.rows().stream().map(u -> u.unit().toString()).toList(),
                sides.opponents().stream().map(Power::name).toList(),
                sides.columns().stream().map(u -> u.unit().toString()).toList(), sides.narrowed(),
                sides.opponentNarrowed(), sets.rows().size(), sets.columns().size(), rows.size(), columns.size(),
                cells, eliminated(solution, rows, columns), solution.rows().size(), solution.columns().size(),
                solution.saddlePoint() == null ? null : new Explanation.Saddle(
                        rows.get(solution.saddlePoint().row()).notation(),
                        columns.get(solution.saddlePoint().column()).notation(), solution.saddlePoint().value()),
                solution.value(), weighted(rows, solution.rowStrategy()), weighted(columns,
                solution.columnStrategy()), rows.get(chosen).texts(), how, notes,
                MatrixExcerpt.of(payoffs, solution, rows, columns));
        return new Result(rows.get(chosen).orders(), report, cells);
    }

    /** @return each set's payoff against the single set on the other side */
    private double[] values(Position position, List<OrderSet> rows, List<OrderSet> columns, List<Order> fixed,
                            PayoffFunction payoff, boolean byRow, Edition edition, TimeGuard guard) {
        PayoffMatrix m = ctx.builder(edition).build(position, "group", rows, "opponents", columns, fixed, payoff,
                Long.MAX_VALUE, guard).payoffs();
        return byRow ? IntStream.range(0, m.rows()).mapToDouble(i -> m.get(i, 0)).toArray()
                : IntStream.range(0, m.columns()).mapToDouble(j -> m.get(0, j)).toArray();
    }

    /** @return indices by value, best first (ascending when asked), ties by index */
    private static List<Integer> best(double[] value, boolean ascending) {
        Comparator<Integer> byValue = Comparator.comparingDouble(i -> value[i]);
        return IntStream.range(0, value.length).boxed().sorted(ascending ? byValue : byValue.reversed()).toList();
    }

    private static int choose(List<Double> strategy, boolean mostProbable, RandomGenerator random) {
        int best = 0;
        for (int i = 1; i < strategy.size(); i++) {
            if (strategy.get(i) > strategy.get(best)) {
                best = i;
            }
        }
        if (mostProbable) {
            return best;
        }
        double draw = random.nextDouble();
        double sum = 0;
        for (int i = 0; i < strategy.size(); i++) {
            sum += strategy.get(i);
            if (strategy.get(i) > 0 && draw < sum) {
                return i;
            }
        }
        return best;
    }

    private static List<Explanation.Eliminated> eliminated(MatrixSolution s, List<OrderSet> rows,
                                                           List<OrderSet> columns) {
        List<Explanation.Eliminated> list = new ArrayList<>();
        for (Elimination e : s.eliminated()) {
            List<OrderSet> sets = e.player() == MatrixPlayer.ROW ? rows : columns;
            list.add(new Explanation.Eliminated(e.player().label(), sets.get(e.index()).notation(),
                    sets.get(e.dominatedBy()).notation(), e.round()));
        }
        return list;
    }

    private static List<Explanation.Weighted> weighted(List<OrderSet> sets, List<Double> strategy) {
        List<Explanation.Weighted> list = new ArrayList<>();
        for (int i = 0; i < sets.size(); i++) {
            if (strategy.get(i) > 0) {
                list.add(new Explanation.Weighted(sets.get(i).notation(), strategy.get(i)));
            }
        }
        return list;
    }
}
