package calhamer.bot.ordersets;

import calhamer.adjudicator.position.Unit;
import calhamer.bot.evaluation.OrderSet;
import java.util.List;

/**
 * The result of {@link OrderSetEnumerator#enumerate}: the kept order sets and what the pruning did.
 *
 * @param units        the enumerated units, in the order of every set's orders
 * @param sets         the kept order sets, in the order their resulting placement was first met
 * @param combinations the size of the cartesian product of the units' given orders
 * @param filtered     the size of the product after the per-order rules (no idle holds, no supports or convoys of
 *                     units outside the enumeration that are not allied)
 * @param visited      partial and complete combinations visited
 * @param unmatched    complete combinations never reached or dropped because a support or convoy did not match the
 *                     order of the unit it names (counted at the unit where the mismatch was found)
 * @param blocked      complete combinations dropped because two units would end in one province (two moves into
 *                     one province, or a move into a province whose unit stays): they cannot reach their placement
 * @param noConvoy     complete combinations dropped because a move needing a convoy had no convoy route of its own
 *                     or allied fleets
 * @param cycles       complete combinations dropped because the units' moves went round in a circle
 * @param collapsed    complete combinations dropped because another kept set leads to the same placement
 */
public record Enumeration(List<Unit> units, List<OrderSet> sets, double combinations, double filtered, long visited,
                          long unmatched, long blocked, long noConvoy, long cycles, long collapsed) {

    public Enumeration {
        units = List.copyOf(units);
        sets = List.copyOf(sets);
    }
}
