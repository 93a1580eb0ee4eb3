package calhamer.bot.groups;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.bot.BotOptions;
import calhamer.bot.evaluation.OrderSet;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.bot.evaluation.TimeGuard;
import calhamer.bot.ordersets.EnumerationBudgetExceededException;
import calhamer.bot.payoff.PlyTwoExpansion;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The second ply of a group's decision at depth 2: at each outcome, the power's units standing in the group's zone
 * (where the group's units stood or could move; at most {@link UnitGroups#MAX_SIZE} of them) against the opposing
 * units that can reach them, narrowed hard (two moves or holds per unit, or one without supports when that is too
 * many; {@value #SIDE} sets a side). Computed once per outcome and kept for both sides' calls;
 * the cells of its probes and rankings are counted in {@link #cells()}. Not thread-safe (the expansion asks for
 * candidates one outcome at a time).
 */
final class NextPly {
    /** Sets per side at the second ply. */
    static final int SIDE = 4;
    /** The cells one first-ply cell may cost: itself, a SIDE × SIDE matrix, and probes and rankings. */
    static final long CELLS_PER_OUTCOME = 1 + SIDE * SIDE + 60;

    private final MatrixContext ctx;
    private final GroupSolver solver;
    private final Power power;
    private final BotOptions options;
    private final Set<Province> zone;
    private final PayoffFunction mine;
    private final Function<Power, PayoffFunction> theirs;
    private final TimeGuard guard;
    private final Map<Position, GroupSolver.Capped> memo = new HashMap<>();
    private long cells;

    NextPly(MatrixContext ctx, GroupSolver solver, Power power, BotOptions options, Set<Province> zone,
            PayoffFunction mine, Function<Power, PayoffFunction> theirs, TimeGuard guard) {
        this.ctx = ctx;
        this.solver = solver;
        this.power = power;
        this.options = options;
        this.zone = zone;
        this.mine = mine;
        this.theirs = theirs;
        this.guard = guard;
    }

    PlyTwoExpansion.Candidates rows() {
        return p -> sides(p).rows();
    }

    PlyTwoExpansion.Candidates columns() {
        return p -> sides(p).columns();
    }

    /** @return cells spent on probes and rankings so far */
    long cells() {
        return cells;
    }

    private GroupSolver.Capped sides(Position position) {
        GroupSolver.Capped capped = memo.get(position);
        if (capped == null) {
            capped = compute(position);
            memo.put(position, capped);
        }
        return capped;
    }

    private GroupSolver.Capped compute(Position position) {
        if (position.phase().type() != PhaseType.MOVEMENT) {
            return new GroupSolver.Capped(List.of(), List.of(), 0, List.of());
        }
        List<UnitOrders> all = ctx.legalOrders(position);
        Map<Province, UnitOrders> legal = new HashMap<>();
        all.forEach(u -> legal.put(u.unit().province(), u));
        List<Unit> group = all.stream().map(UnitOrders::unit)
                .filter(u -> u.power().equals(power) && zone.contains(u.province())).limit(UnitGroups.MAX_SIZE)
                .toList();
        if (group.isEmpty()) {
            return new GroupSolver.Capped(List.of(), List.of(OrderSet.of()), 0, List.of());
        }
        java.util.concurrent.atomic.AtomicLong probes = new java.util.concurrent.atomic.AtomicLong();
        Probe probe = new Probe(ctx.adjudicator, ctx.adjudicator.prepare(position, options.edition()), probes);
        SideSelector selector = new SideSelector(position, legal, probe, power, options, mine, theirs);
        for (int k = 2; ; k--) {
            Map<Unit, List<Order>> kept = new LinkedHashMap<>();
            for (Unit u : group) {
                List<Order> ranked = selector.rank(u, mine, false);
                kept.put(u, ranked.subList(0, Math.min(k, ranked.size())));
            }
            try {
                Sides sides = selector.select(group, kept, k, k > 1);
                GroupSolver.Enumerated sets = solver.enumerate(position, sides, options, 200, guard);
                GroupSolver.Capped capped = solver.cap(position, sets, List.of(), mine, SIDE * SIDE,
                        options.edition(), guard);
                cells += probes.get() + capped.cells();
                return capped;
            } catch (EnumerationBudgetExceededException e) {
                if (k == 1) {
                    cells += probes.get();
                    return new GroupSolver.Capped(List.of(), List.of(OrderSet.of()), 0, List.of());
                }
            }
        }
    }
}
