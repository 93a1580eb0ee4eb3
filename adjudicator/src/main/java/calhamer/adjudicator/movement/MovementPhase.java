package calhamer.adjudicator.movement;

import calhamer.adjudicator.order.Convoy;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.order.UnitRef;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One thread's workspace for the movement phases of one map, between the adjudicator's typed positions and orders and
 * the {@link MovementKernel}'s compact form: {@link #resolve} loads a position's units and the accepted orders and runs
 * the kernel; the other methods read the outcome back (each order's result, the units after the phase, who was
 * dislodged and from where, which provinces a standoff left vacant). The adjudicator keeps one per thread and uses it
 * for full adjudication and for its fast mode alike; it allocates nothing per phase but the answers it builds.
 *
 * <p>Not thread-safe. Loading is O(units + orders); the kernel's cost is described there.
 */
public final class MovementPhase {
    private final DiplomacyMap map;
    private final MovementInput in;
    private final MovementOutput out;
    private final MovementKernel kernel;
    private Position position;

    public MovementPhase(MapTables tables) {
        this.map = tables.map();
        this.in = new MovementInput(tables);
        this.out = new MovementOutput(tables);
        this.kernel = new MovementKernel(tables);
    }

    /**
     * Adjudicates the orders (the parts concatenated; units without an order hold) of the position's movement phase.
     * Every entry must name a unit of the position; what its order cannot do the kernel voids.
     */
    @SafeVarargs
    public final void resolve(Position position, Edition edition, List<OrderEntry>... parts) {
        load(in, position, parts);
        kernel.resolve(in, out, edition);
        this.position = position;
    }

    /** Fills a kernel input with the units of a position and accepted orders of its movement phase. */
    @SafeVarargs
    public static void load(MovementInput in, Position position, List<OrderEntry>... parts) {
        in.clear();
        for (Unit u : position.units()) {
            in.addUnit(u.power().index(), OrderRules.typeCode(u.type()), u.location().index());
        }
        for (List<OrderEntry> orders : parts) {
            for (OrderEntry e : orders) {
                int p = e.unit().province().index();
                if (e.order() instanceof Move m) {
                    in.move(p, m.to().index(), m.viaConvoy());
                } else if (e.order() instanceof Support s) {
                    UnitRef target = s.supported();
                    if (s.isHoldSupport()) {
                        in.supportHold(p, target.province().index(), OrderRules.typeCode(target.type()));
                    } else {
                        in.supportMove(p, target.province().index(), OrderRules.typeCode(target.type()),
                                s.to().index());
                    }
                } else if (e.order() instanceof Convoy c) {
                    in.convoy(p, c.army().province().index(), OrderRules.typeCode(c.army().type()),
                            c.to().province().index());
                } else {
                    in.hold(p);
                }
            }
        }
    }

    /** @return the outcome of an accepted order of the last phase resolved, with its reason in a sentence */
    public OrderResult result(OrderEntry e) {
        int p = e.unit().province().index();
        int subject = out.subject[p];
        Reason reason = out.reason[p];
        return new OrderResult(e.power().name(), e.index(), e.text(), out.outcome[p], reason,
                reason.describe(subject < 0 ? null : map.provinces().get(subject).id()));
    }

    /** @return the units on the board after the last phase resolved: dislodged units taken off, in board order */
    public List<Unit> unitsAfter() {
        List<Unit> before = position.units();
        List<Unit> after = new ArrayList<>(before.size());
        List<Location> locations = map.locations();
        for (Unit u : before) {
            int p = u.province().index();
            if (!out.dislodged[p]) {
                after.add(out.moved[p] ? new Unit(u.power(), u.type(), locations.get(out.destination[p])) : u);
            }
        }
        return after;
    }

    /** @return whether the unit (of the position resolved) was dislodged */
    public boolean dislodged(Unit unit) {
        return out.dislodged[unit.province().index()];
    }

    /** @return where the unit's dislodger came from, or null when it came by convoy */
    public Province attackerFrom(Unit unit) {
        int from = out.attackerFrom[unit.province().index()];
        return from < 0 ? null : map.provinces().get(from);
    }

    /** @return the provinces left vacant by a standoff */
    public Set<Province> contested() {
        Set<Province> contested = new HashSet<>();
        for (int k = 0; k < out.contestedCount; k++) {
            contested.add(map.provinces().get(out.contestedList[k]));
        }
        return contested;
    }
}
