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
     * @param target  scratch of at least P entries: where each dislodged unit's legal retreat ends, or -1
     */
    static void play(RulesEngine engine, Board b, long[] orders, PhaseReport report, int[] arrival, int[] target) {
        MapTables t = b.tables();
        int provinces = t.provinceCount();
        if (report != null) {
            report.start(provinces, 0);
        }
        java.util.Arrays.fill(arrival, 0, provinces, 0);
        for (int q = 0; q < provinces; q++) {
            target[q] = -1;
            int to = b.dPower[q] >= 0 ? retreatTo(orders[q], q) : -1;
            if (to < 0) {
                continue;
            }
            Reason why = engine.retreat(b, q, to);
            if (why == null) {
                target[q] = engine.retreatTarget(b, q, to);
                arrival[t.provinceOf(target[q])]++;
            } else if (report != null) {
                report.order(q, Outcome.DISBANDED, why, t.provinceOf(to));
            }
        }
        for (int q = 0; q < provinces; q++) {
            if (b.dPower[q] < 0) {
                continue;
            }
            long o = orders[q];
            if (target[q] >= 0) {
                int d = t.provinceOf(target[q]);
                if (arrival[d] == 1) {
                    b.put(b.dPower[q], b.dType[q], target[q]);
                    record(report, q, Outcome.SUCCEEDED, Reason.RETREATED, target[q]);
                    if (report != null) {
                        report.target(q, target[q]);
                    }
                } else {
                    record(report, q, Outcome.DISBANDED, Reason.RETREAT_CLASH, d);
                }
            } else if (PackedOrder.kind(o) == PackedOrder.DISBAND && PackedOrder.unit(o) == q) {
                record(report, q, Outcome.SUCCEEDED, Reason.DISBANDED, -1);
            } else if (retreatTo(o, q) < 0 && report != null) {
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
