package calhamer.adjudicator.engine;

import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.OrderRules;

/**
 * The orders of an adjustment phase (rulebook "Adjustments"; DATC 6.I), part of the {@link RulesEngine}: in the
 * order given, a build takes effect when {@link OrderRules#build} allows it on the board as the phase began and the
 * power has a build left; a waive uses up a build; a disbanding takes effect while the power has units to remove.
 * What a power fails to remove is left to civil disorder (the engine). O(n) for n orders, no allocation.
 */
final class AdjustmentRule {
    private AdjustmentRule() {
    }

    /**
     * @param left     each power's builds (positive) or removals (negative) still due; updated
     * @param occupied whether each province held a unit as the phase began
     */
    static void play(Board b, long[] orders, int n, PhaseReport report, OrderRules rules, int[] left,
                     boolean[] occupied) {
        for (int i = 0; i < n; i++) {
            long o = orders[i];
            int p = PackedOrder.power(o);
            switch (PackedOrder.kind(o)) {
                case PackedOrder.BUILD -> build(b, i, o, p, report, rules, left, occupied);
                case PackedOrder.WAIVE -> {
                    if (left[p] > 0) {
                        left[p]--;
                        record(report, i, Outcome.SUCCEEDED, Reason.WAIVED, -1);
                    } else {
                        record(report, i, Outcome.VOID, Reason.NO_BUILDS_LEFT, -1);
                    }
                }
                case PackedOrder.DISBAND -> {
                    int q = PackedOrder.unit(o);
                    if (left[p] < 0 && b.power[q] == p) {
                        b.power[q] = -1;
                        left[p]++;
                        record(report, i, Outcome.SUCCEEDED, Reason.REMOVED, -1);
                    } else {
                        record(report, i, Outcome.VOID, Reason.NO_REMOVALS_LEFT, -1);
                    }
                }
                default -> {
                }
            }
        }
    }

    private static void build(Board b, int i, long o, int p, PhaseReport report, OrderRules rules, int[] left,
                              boolean[] occupied) {
        int q = PackedOrder.unit(o);
        int type = PackedOrder.buildType(o);
        int at = PackedOrder.a(o);
        Reason why = rules.build(p, type, at, b.owner[q], occupied[q]);
        if (why == null && left[p] <= 0) {
            why = Reason.NO_BUILDS_LEFT;
        }
        if (why == null && b.power[q] >= 0) {
            why = Reason.BUILD_OCCUPIED;
        }
        if (why != null) {
            record(report, i, Outcome.VOID, why, q);
            return;
        }
        int location = type == OrderRules.ARMY ? q : at;
        b.put(p, type, location);
        left[p]--;
        record(report, i, Outcome.SUCCEEDED, Reason.BUILT, location);
        if (report != null) {
            report.target(i, location);
        }
    }

    private static void record(PhaseReport report, int i, Outcome outcome, Reason reason, int subject) {
        if (report != null) {
            report.order(i, outcome, reason, subject);
        }
    }
}
