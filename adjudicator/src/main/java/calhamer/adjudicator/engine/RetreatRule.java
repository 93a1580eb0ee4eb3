package calhamer.adjudicator.engine;

import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.MapTables;

/**
 * The retreat phase's rule (rulebook "Retreats"; DATC 6.H), part of the {@link RulesEngine}: each dislodged unit
 * ordered to a legal retreat ({@link calhamer.adjudicator.rules.OrderRules#retreat}) moves there unless another
 * unit retreats to the same province, in which case all of them are disbanded; a unit ordered to an illegal
 * destination, ordered to disband or not ordered at all is disbanded. O(P), no allocation.
 */
final class RetreatRule {
    private RetreatRule() {
    }

    /**
     * Plays the retreats on the board (the dislodged units stay recorded; the caller clears them).
     *
     * @param orders  by province of the dislodged unit
     * @param arrival scratch of at least P entries
     */
    static void play(RulesEngine engine, Board b, long[] orders, PhaseReport report, int[] arrival) {
        MapTables t = b.tables();
        int provinces = t.provinceCount();
        if (report != null) {
            report.start(provinces, 0);
        }
        java.util.Arrays.fill(arrival, 0, provinces, 0);
        for (int q = 0; q < provinces; q++) {
            if (b.dPower[q] >= 0 && retreatTo(orders[q], q) >= 0) {
                int to = retreatTo(orders[q], q);
                Reason why = engine.retreat(b, q, to);
                if (why == null) {
                    arrival[t.provinceOf(engine.retreatTarget(b, q, to))]++;
                } else if (report != null) {
                    report.order(q, Outcome.DISBANDED, why, t.provinceOf(to));
                }
            }
        }
        for (int q = 0; q < provinces; q++) {
            if (b.dPower[q] < 0) {
                continue;
            }
            long o = orders[q];
            int to = retreatTo(o, q);
            if (to >= 0 && engine.retreat(b, q, to) == null) {
                int target = engine.retreatTarget(b, q, to);
                int d = t.provinceOf(target);
                if (arrival[d] == 1) {
                    b.put(b.dPower[q], b.dType[q], target);
                    record(report, q, Outcome.SUCCEEDED, Reason.RETREATED, target);
                    if (report != null) {
                        report.target(q, target);
                    }
                } else {
                    record(report, q, Outcome.DISBANDED, Reason.RETREAT_CLASH, d);
                }
            } else if (to < 0 && PackedOrder.kind(o) == PackedOrder.DISBAND && PackedOrder.unit(o) == q) {
                record(report, q, Outcome.SUCCEEDED, Reason.DISBANDED, -1);
            } else if (to < 0 && report != null) {
                report.removed(q, b.dPower[q], b.dType[q], b.dLoc[q], Reason.NO_RETREAT_ORDER);
            }
        }
    }

    /** @return the location a retreat order of the unit in q names, or -1 when it is no retreat of that unit */
    private static int retreatTo(long o, int q) {
        return PackedOrder.kind(o) == PackedOrder.RETREAT && PackedOrder.unit(o) == q ? PackedOrder.a(o) : -1;
    }

    private static void record(PhaseReport report, int q, Outcome outcome, Reason reason, int subject) {
        if (report != null) {
            report.order(q, outcome, reason, subject);
        }
    }
}
