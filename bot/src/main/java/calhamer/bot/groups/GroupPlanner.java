package calhamer.bot.groups;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.bot.BotOptions;
import calhamer.bot.BotTools;
import calhamer.bot.Explanation;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.bot.evaluation.TimeGuard;
import calhamer.bot.evaluation.TimeGuardException;
import calhamer.bot.ordersets.EnumerationBudgetExceededException;
import calhamer.bot.rollout.OwnOrders;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;

/**
 * The group-payoff planner: a movement-phase decision by payoff matrices of unit groups (Utkin, "Influence Graphs",
 * section VIII). Rank each own unit's moves and hold by optimistic probes and keep the best few ({@link SideSelector}),
 * group the units that can interact ({@link UnitGroups}), then decide group after group with a payoff matrix against
 * the opposing units that can reach it ({@link GroupSolver}); units of groups decided earlier play their chosen
 * orders in later groups' matrices, units not yet decided hold. Each group gets an equal share of the cell budget
 * left; when its order sets exceed that share the group's candidates are narrowed one step more (fewer moves per
 * opposing unit, then per own unit, then no supports) and enumerated again, down to one move per own unit against
 * holding opponents, which always fits; when the time guard has run out, the remaining groups play their units' best
 * probed orders. At depth 2 each group's matrix is expanded one movement phase deeper ({@link NextPly}); when the
 * expansion does not fit the group's share, the group decides at depth 1 and its notes say so.
 *
 * <p>A component, not a method: the payoff-matrix method ({@link PayoffMatrices}) plays its plan, and the search
 * method takes it as one more candidate of the deciding power. Thread-safe; a plan fills its matrices on the common
 * fork-join pool.
 */
public final class GroupPlanner {
    private final MatrixContext ctx;
    private final GroupSolver solver;

    /** A planner on the bot's map, with its evaluation (the bot's one set of the planner's tables). */
    public GroupPlanner(BotTools tools) {
        this(MatrixContext.of(tools));
    }

    GroupPlanner(MatrixContext ctx) {
        this.ctx = ctx;
        this.solver = new GroupSolver(ctx);
    }

    /**
     * The orders of the power's units, in province order, and the explanation's parts.
     *
     * @param orders           one legal order per unit of the power
     * @param groups           one report per group of units
     * @param notes            narrowing steps, repaired orders, the time guard
     * @param cells            outcomes evaluated (probes, rankings, matrix cells, second plies)
     * @param timeLimitReached whether the time guard cut the plan short
     */
    public record Plan(List<Order> orders, List<Explanation.Group> groups, List<String> notes, long cells,
                       boolean timeLimitReached) {
    }

    /**
     * Plans the power's movement orders with the options' budget, depth, candidates, opponents, allies, social-range
     * matrix and edition; the equilibrium's set is drawn with {@code random} unless the options ask for the most
     * probable one.
     *
     * @param startNanos when the plan's time guard starts counting ({@code System.nanoTime()})
     */
    public Plan plan(Position position, Power power, BotOptions options, RandomGenerator random, long startNanos) {
        List<UnitOrders> all = ctx.legalOrders(position);
        Map<Province, UnitOrders> legal = new HashMap<>();
        all.forEach(u -> legal.put(u.unit().province(), u));
        List<Unit> own = all.stream().map(UnitOrders::unit).filter(u -> u.power().equals(power)).toList();
        AtomicLong cells = new AtomicLong();
        Probe probe = new Probe(ctx.adjudicator, ctx.adjudicator.prepare(position, options.edition()), cells);
        PayoffFunction mine = ctx.perceived(power, options.social());
        SideSelector selector = new SideSelector(position, legal, probe, power, options, mine,
                other -> ctx.perceived(other, options.social()));
        TimeGuard guard = TimeGuard.of(startNanos, options.budget().timeMillis());
        Map<Unit, List<Order>> ranked = new LinkedHashMap<>();
        for (Unit u : own) {
            ranked.put(u, selector.rank(u, mine, false));
        }
        List<List<Unit>> groups = UnitGroups.of(position, own, keep(ranked, options.candidatesPerUnit()),
                UnitGroups.MAX_SIZE);
        Map<Province, Order> decided = new LinkedHashMap<>();
        List<Explanation.Group> reports = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        boolean timeUp = false;
        for (int g = 0; g < groups.size(); g++) {
            List<Unit> group = groups.get(g);
            if (!timeUp && guard.passed()) {
                timeUp = true;
                notes.add("the time guard of " + options.budget().timeMillis() + " ms ran out: the remaining "
                        + (groups.size() - g) + " group(s) play their best probed orders");
            }
            if (timeUp) {
                group.forEach(u -> decided.put(u.province(), ranked.get(u).get(0)));
                continue;
            }
            try {
                GroupSolver.Result result = decide(position, group, ranked, decided, options, mine, selector, cells,
                        groups.size() - g, random, guard);
                cells.addAndGet(result.cells());
                reports.add(result.report());
                result.orders().forEach(o -> decided.put(o.unit().province(), o));
            } catch (TimeGuardException e) {
                timeUp = true;
                notes.add(e.getMessage() + ": this and the remaining " + (groups.size() - g - 1)
                        + " group(s) play their best probed orders");
                group.forEach(u -> decided.put(u.province(), ranked.get(u).get(0)));
            }
        }
        List<Order> orders = consistent(position, power, own.stream().map(u -> decided.get(u.province())).toList(),
                notes);
        return new Plan(orders, reports, notes, cells.get(), timeUp);
    }

    private GroupSolver.Result decide(Position position, List<Unit> group, Map<Unit, List<Order>> ranked,
                                      Map<Province, Order> decided, BotOptions options, PayoffFunction mine,
                                      SideSelector selector, AtomicLong spent, int groupsLeft,
                                      RandomGenerator random, TimeGuard guard) {
        List<Order> fixed = new ArrayList<>(decided.values());
        int k = options.candidatesPerUnit();
        int opponentK = options.opponentCandidates();
        boolean supports = true;
        String firstRefusal = null;
        while (true) {
            Map<Unit, List<Order>> kept = keep(ranked, k);
            Sides sides = selector.select(group, kept, opponentK, supports);
            long share = Math.max(1, (options.budget().cells() - spent.get()) / groupsLeft);
            try {
                GroupSolver.Enumerated sets = solver.enumerate(position, sides, options, Math.max(16, share / 4),
                        guard);
                NextPly next = options.depth() < 2 ? null : new NextPly(ctx, solver, group.get(0).power(), options,
                        zone(group, kept), mine, selector.theirs(), guard);
                GroupSolver.Result result = solver.solve(position, sides, sets, fixed, mine, share, options, random,
                        next, guard);
                if (firstRefusal == null) {
                    return result;
                }
                return withNote(result, "too many order sets at first (" + firstRefusal + "): narrowed to " + k
                        + " move(s) per own unit and " + opponentK + " per opposing unit"
                        + (supports ? "" : ", without supports"));
            } catch (EnumerationBudgetExceededException e) {
                if (opponentK > 1 && opponentK >= k) {
                    opponentK--;
                } else if (k > 1) {
                    k--;
                } else if (supports) {
                    supports = false;
                } else {
                    throw new IllegalStateException("one order per unit cannot exceed the enumeration budget", e);
                }
                if (firstRefusal == null) {
                    firstRefusal = e.getMessage();
                }
            }
        }
    }

    /**
     * Groups decide one after another, so two of them may send units into one province: the orders are made
     * consistent ({@link OwnOrders#repair}) and each changed order is noted.
     */
    private List<Order> consistent(Position position, Power power, List<Order> orders, List<String> notes) {
        Board board = ctx.codec.board(position);
        long[] set = new long[orders.size()];
        for (int i = 0; i < set.length; i++) {
            set[i] = ctx.codec.packed(board, power, orders.get(i));
        }
        OwnOrders.repair(ctx.tables, set);
        List<Order> out = new ArrayList<>();
        for (int i = 0; i < set.length; i++) {
            Order o = ctx.codec.order(board, set[i]);
            if (!o.equals(orders.get(i))) {
                notes.add("'" + orders.get(i) + "' would meet another own unit in one province: " + o);
            }
            out.add(o);
        }
        return out;
    }

    private static GroupSolver.Result withNote(GroupSolver.Result result, String narrowing) {
        Explanation.Group r = result.report();
        List<String> notes = new ArrayList<>(List.of(narrowing));
        notes.addAll(r.notes());
        return new GroupSolver.Result(result.orders(), new Explanation.Group(r.units(), r.opponents(),
                r.opponentUnits(), r.narrowed(), r.opponentNarrowed(), r.rowSets(), r.columnSets(), r.rows(),
                r.columns(), r.cells(), r.eliminated(), r.rowsLeft(), r.columnsLeft(), r.saddlePoint(), r.value(),
                r.strategy(), r.opponentStrategy(), r.chosen(), r.choice(), notes, r.matrix()), result.cells());
    }

    /** @return where the group's units stand and where their kept moves go */
    private static Set<Province> zone(List<Unit> group, Map<Unit, List<Order>> kept) {
        Set<Province> zone = new HashSet<>();
        for (Unit u : group) {
            zone.add(u.province());
            kept.get(u).forEach(o -> zone.add(o instanceof Move m ? m.to().province() : u.province()));
        }
        return zone;
    }

    private static Map<Unit, List<Order>> keep(Map<Unit, List<Order>> ranked, int k) {
        Map<Unit, List<Order>> kept = new LinkedHashMap<>();
        ranked.forEach((u, orders) -> kept.put(u, orders.subList(0, Math.min(k, orders.size()))));
        return kept;
    }
}
