package calhamer.bot.adapter;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Convoy;
import calhamer.adjudicator.order.Disband;
import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Retreat;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.order.Waive;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Every acting power's legal order sets in one position (powers in map order): those with units in a movement
 * phase, with dislodged units in a retreat phase, with builds or removals due in an adjustment phase. Units are
 * taken in province order and each unit's orders in a fixed order (hold, moves, supports, convoys, retreats,
 * disbanding, builds, waive; each kind by notation), so equal positions list equal sets whatever the order of their
 * units on the board. One {@link LegalOrders#of} call, O(U²·M).
 */
final class PhaseOrderSets {
    private static final List<Class<? extends Order>> KINDS = List.of(Hold.class, Move.class, Support.class,
            Convoy.class, Retreat.class, Disband.class, Build.class, Waive.class);
    private final PowerOrderSets[] byPower;
    private final List<Power> actors;

    private PhaseOrderSets(PowerOrderSets[] byPower, List<Power> actors) {
        this.byPower = byPower;
        this.actors = actors;
    }

    static PhaseOrderSets of(LegalOrders legal, Position position, int cap) {
        List<UnitOrders> all = legal.of(position).stream().map(PhaseOrderSets::sorted)
                .sorted(Comparator.comparingInt(u -> u.unit() == null ? -1 : u.unit().province().index())).toList();
        PowerOrderSets[] byPower = new PowerOrderSets[position.map().powers().size()];
        List<Power> actors = new ArrayList<>();
        for (Power power : position.map().powers()) {
            List<UnitOrders> own = new ArrayList<>(all.stream().filter(u -> u.power().equals(power)).toList());
            if (own.isEmpty()) {
                continue;
            }
            actors.add(power);
            if (position.phase().type() != PhaseType.ADJUSTMENT) {
                byPower[power.index()] = PowerOrderSets.product(own, cap);
                continue;
            }
            int due = OrderRules.adjustment(position, power);
            byPower[power.index()] = due > 0 ? PowerOrderSets.builds(own.get(0), due, cap)
                    : PowerOrderSets.removals(own, -due, cap);
        }
        return new PhaseOrderSets(byPower, List.copyOf(actors));
    }

    private static UnitOrders sorted(UnitOrders u) {
        List<Order> orders = new ArrayList<>(u.orders());
        orders.sort(Comparator.comparingInt((Order o) -> KINDS.indexOf(o.getClass())).thenComparing(Order::toString));
        return new UnitOrders(u.power(), u.unit(), orders);
    }

    /** @return the acting powers, in map order */
    List<Power> actors() {
        return actors;
    }

    /** @return the power's order sets, or null when it does not act */
    PowerOrderSets of(Power power) {
        return byPower[power.index()];
    }
}
