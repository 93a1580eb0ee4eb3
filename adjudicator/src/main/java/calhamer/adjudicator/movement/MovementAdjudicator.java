package calhamer.adjudicator.movement;

import calhamer.adjudicator.order.Convoy;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.order.UnitRef;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.Dislodgement;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.retreat.RetreatOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Adjudicates a movement phase given as a {@link Position} and accepted orders: loads them into the
 * {@link MovementKernel}'s compact form, runs it, and reads back each order's result, the units after the phase, the
 * dislodged units with their legal retreats and the provinces left vacant by a standoff. Allocates a kernel per
 * call; callers adjudicating many phases should use {@link MovementKernel} directly.
 */
public final class MovementAdjudicator {
    private final MapTables tables;

    public MovementAdjudicator(MapTables tables) {
        this.tables = tables;
    }

    /**
     * The result of a movement phase.
     *
     * @param orders    the outcome of each accepted order, in the order given
     * @param units     the units on the board afterwards (dislodged units excluded)
     * @param dislodged the dislodged units with their retreats
     * @param contested provinces left vacant by a standoff
     */
    public record Outcomes(List<OrderResult> orders, List<Unit> units, List<Dislodgement> dislodged,
                           Set<Province> contested) {
    }

    /** Adjudicates the accepted orders of a movement phase. */
    public Outcomes adjudicate(Position position, List<OrderEntry> orders, Edition edition) {
        MovementInput in = new MovementInput(tables);
        MovementOutput out = new MovementOutput(tables);
        load(in, position, orders);
        new MovementKernel(tables).resolve(in, out, edition);
        DiplomacyMap map = position.map();
        List<OrderResult> results = new ArrayList<>();
        for (OrderEntry e : orders) {
            int p = e.unit().province().index();
            int subject = out.subject(p);
            Reason reason = out.reason(p);
            results.add(new OrderResult(e.power().name(), e.index(), e.text(), out.outcome(p), reason,
                    reason.describe(subject < 0 ? null : map.provinces().get(subject).id())));
        }
        List<Unit> after = new ArrayList<>();
        List<Unit> dislodged = new ArrayList<>();
        for (Unit u : position.units()) {
            int p = u.province().index();
            if (out.dislodged(p)) {
                dislodged.add(u);
            } else {
                after.add(out.moved(p) ? new Unit(u.power(), u.type(), map.locations().get(out.destination(p))) : u);
            }
        }
        Set<Province> contested = new HashSet<>();
        for (Province p : map.provinces()) {
            if (out.contested(p.index())) {
                contested.add(p);
            }
        }
        Set<Province> occupied = new HashSet<>();
        after.forEach(u -> occupied.add(u.province()));
        List<Dislodgement> dislodgements = new ArrayList<>();
        for (Unit u : dislodged) {
            int from = out.attackerFrom(u.province().index());
            Province attacker = from < 0 ? null : map.provinces().get(from);
            dislodgements.add(new Dislodgement(u, attacker,
                    RetreatOptions.of(map, u, attacker, occupied::contains, contested)));
        }
        return new Outcomes(results, after, dislodgements, contested);
    }

    /** Fills a kernel input with the units of a position and the accepted orders of its movement phase. */
    public static void load(MovementInput in, Position position, List<OrderEntry> orders) {
        in.clear();
        for (Unit u : position.units()) {
            in.addUnit(u.power().index(), typeCode(u.type()), u.location().index());
        }
        for (OrderEntry e : orders) {
            int p = e.unit().province().index();
            if (e.order() instanceof Move m) {
                in.move(p, m.to().index(), m.viaConvoy());
            } else if (e.order() instanceof Support s) {
                UnitRef target = s.supported();
                if (s.isHoldSupport()) {
                    in.supportHold(p, target.province().index(), typeCode(target.type()));
                } else {
                    in.supportMove(p, target.province().index(), typeCode(target.type()), s.to().index());
                }
            } else if (e.order() instanceof Convoy c) {
                in.convoy(p, c.army().province().index(), typeCode(c.army().type()), c.to().province().index());
            } else {
                in.hold(p);
            }
        }
    }

    /** @return the kernel's code for a unit type, {@link MovementInput#ANY_TYPE} for null */
    public static int typeCode(UnitType type) {
        return type == null ? MovementInput.ANY_TYPE : type == UnitType.ARMY ? MovementInput.ARMY
                : MovementInput.FLEET;
    }
}
