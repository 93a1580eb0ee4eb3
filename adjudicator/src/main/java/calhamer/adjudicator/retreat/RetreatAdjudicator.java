package calhamer.adjudicator.retreat;

import calhamer.adjudicator.order.Disband;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.order.Retreat;
import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.result.Removal;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * Adjudicates a retreat phase (rulebook "Retreats", DATC 6.H): each dislodged unit ordered to a legal retreat
 * ({@link OrderRules#retreat}) moves there unless another unit retreats to the same province, in which case all of
 * them are disbanded; a unit ordered to an illegal destination, ordered to disband or not ordered at all is
 * disbanded. O(orders + dislodged units).
 */
public final class RetreatAdjudicator {
    private final OrderRules rules;

    public RetreatAdjudicator(OrderRules rules) {
        this.rules = rules;
    }

    /**
     * The result of a retreat phase.
     *
     * @param orders    the outcome of each accepted order, in the order given
     * @param retreated the units that retreated, where they now stand
     * @param removals  dislodged units disbanded without an order
     */
    public record Outcomes(List<OrderResult> orders, List<Unit> retreated, List<Removal> removals) {
    }

    /** Adjudicates the accepted orders of a retreat phase. */
    public Outcomes adjudicate(Position position, List<OrderEntry> orders) {
        DiplomacyMap map = position.map();
        Map<Unit, DislodgedUnit> dislodged = new HashMap<>();
        for (DislodgedUnit d : position.dislodged()) {
            dislodged.put(d.unit(), d);
        }
        IntPredicate occupied = p -> position.unitAt(map.provinces().get(p)) != null;
        IntPredicate contested = p -> position.contested().contains(map.provinces().get(p));
        Map<Province, Integer> arrivals = new HashMap<>();
        Map<OrderEntry, Location> targets = new HashMap<>();
        Map<OrderEntry, Reason> refusals = new HashMap<>();
        for (OrderEntry e : orders) {
            Location to = destination(e);
            if (to == null) {
                continue;
            }
            Unit u = e.unit();
            Province from = dislodged.get(u).attackerFrom();
            int type = OrderRules.typeCode(u.type());
            Reason why = rules.retreat(type, u.location().index(), to.index(), from == null ? -1 : from.index(),
                    occupied, contested);
            if (why != null) {
                refusals.put(e, why);
            } else {
                Location target = map.locations().get(rules.target(type, u.location().index(), to.index()));
                targets.put(e, target);
                arrivals.merge(target.province(), 1, Integer::sum);
            }
        }
        List<OrderResult> results = new ArrayList<>();
        List<Unit> retreated = new ArrayList<>();
        List<Unit> ordered = new ArrayList<>();
        for (OrderEntry e : orders) {
            ordered.add(e.unit());
            Location to = targets.get(e);
            if (e.order() instanceof Disband) {
                results.add(result(e, Outcome.SUCCEEDED, Reason.DISBANDED, null));
            } else if (to == null) {
                results.add(result(e, Outcome.DISBANDED, refusals.get(e), destination(e).province().id()));
            } else if (arrivals.get(to.province()) > 1) {
                results.add(result(e, Outcome.DISBANDED, Reason.RETREAT_CLASH, to.province().id()));
            } else {
                results.add(result(e, Outcome.SUCCEEDED, Reason.RETREATED, to.id()));
                retreated.add(new Unit(e.unit().power(), e.unit().type(), to));
            }
        }
        List<Removal> removals = new ArrayList<>();
        for (DislodgedUnit d : position.dislodged()) {
            if (!ordered.contains(d.unit())) {
                removals.add(new Removal(d.unit(), Reason.NO_RETREAT_ORDER, Reason.NO_RETREAT_ORDER.describe(null)));
            }
        }
        return new Outcomes(results, retreated, removals);
    }

    private static Location destination(OrderEntry e) {
        if (e.order() instanceof Retreat r) {
            return r.to();
        }
        if (e.order() instanceof Move m) {
            return m.to();
        }
        return null;
    }

    private static OrderResult result(OrderEntry e, Outcome outcome, Reason reason, String subject) {
        return new OrderResult(e.power().name(), e.index(), e.text(), outcome, reason, reason.describe(subject));
    }
}
