package calhamer.adjudicator.adjustment;

import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Disband;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.order.Waive;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.result.Removal;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.UnitType;
import java.util.ArrayList;
import java.util.List;

/**
 * Adjudicates an adjustment phase (rulebook "Adjustments"; DATC 6.I, 6.J): a power with more supply centres than
 * units builds in its vacant, owned home centres ({@link OrderRules#build}), up to the difference (orders taken one
 * by one, DATC 6.I.1; a {@code WAIVE} uses up a build); a power with fewer removes units, up to the difference
 * (6.J.1), and loses the rest by {@link CivilDisorder}. O(orders + U log U).
 */
public final class AdjustmentAdjudicator {

    /**
     * The result of an adjustment phase.
     *
     * @param orders   the outcome of each accepted order, in the order given
     * @param units    every unit on the board afterwards
     * @param removals units removed by civil disorder
     */
    public record Outcomes(List<OrderResult> orders, List<Unit> units, List<Removal> removals) {
    }

    /** @return how many units the power builds (positive) or removes (negative) */
    public static int adjustment(Position position, Power power) {
        return position.centerCount(power) - position.unitCount(power);
    }

    /** Adjudicates the accepted orders of an adjustment phase. */
    public Outcomes adjudicate(Position position, List<OrderEntry> orders, Edition edition) {
        int[] left = new int[position.map().powers().size()];
        for (Power power : position.map().powers()) {
            left[power.index()] = adjustment(position, power);
        }
        List<OrderResult> results = new ArrayList<>();
        List<Unit> units = new ArrayList<>(position.units());
        for (OrderEntry e : orders) {
            int remaining = left[e.power().index()];
            if (e.order() instanceof Build b) {
                Reason why = OrderRules.build(position, e.power(), b.unit().type(), b.unit().location());
                if (why == null && remaining <= 0) {
                    why = Reason.NO_BUILDS_LEFT;
                }
                if (why == null) {
                    Unit built = new Unit(e.power(), b.unit().type(), where(position, b));
                    units.add(built);
                    left[e.power().index()] = remaining - 1;
                    results.add(result(e, Outcome.SUCCEEDED, Reason.BUILT, built.location().id()));
                } else {
                    results.add(result(e, Outcome.VOID, why, b.unit().province().id()));
                }
            } else if (e.order() instanceof Waive) {
                if (remaining > 0) {
                    left[e.power().index()] = remaining - 1;
                    results.add(result(e, Outcome.SUCCEEDED, Reason.WAIVED, null));
                } else {
                    results.add(result(e, Outcome.VOID, Reason.NO_BUILDS_LEFT, null));
                }
            } else if (e.order() instanceof Disband) {
                if (remaining < 0) {
                    units.remove(e.unit());
                    left[e.power().index()] = remaining + 1;
                    results.add(result(e, Outcome.SUCCEEDED, Reason.REMOVED, null));
                } else {
                    results.add(result(e, Outcome.VOID, Reason.NO_REMOVALS_LEFT, null));
                }
            }
        }
        List<Removal> removals = new ArrayList<>();
        for (Power power : position.map().powers()) {
            int remaining = left[power.index()];
            if (remaining >= 0) {
                continue;
            }
            List<Unit> own = units.stream().filter(u -> u.power().equals(power)).toList();
            for (Unit u : CivilDisorder.choose(position, own, -remaining, edition)) {
                units.remove(u);
                String nearest = edition == Edition.RULES_2023 ? "its owned supply centres" : "its home centres";
                removals.add(new Removal(u, Reason.CIVIL_DISORDER, Reason.CIVIL_DISORDER.describe(nearest)));
            }
        }
        return new Outcomes(results, units, removals);
    }

    private static Location where(Position position, Build b) {
        return b.unit().type() == UnitType.ARMY ? position.map().location(b.unit().province()) : b.unit().location();
    }

    private static OrderResult result(OrderEntry e, Outcome outcome, Reason reason, String subject) {
        return new OrderResult(e.power().name(), e.index(), e.text(), outcome, reason, reason.describe(subject));
    }
}
