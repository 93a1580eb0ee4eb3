package calhamer.bot.adapter;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Order;
import calhamer.maps.Province;
import calhamer.bot.evaluation.AdjustmentSets;
import calhamer.bot.evaluation.OrderSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One power's legal order sets in one phase, for the game adapter. Movement and retreat phases: one legal order per
 * unit (dislodged unit), the product of the units' legal orders, units in the order given ({@link OrderSetList},
 * capped). Adjustment phases: the sets of {@link AdjustmentSets}, capped. Legality is checked against every legal
 * set, not only against the capped list.
 */
final class PowerOrderSets {
    private final List<OrderSet> list;
    /** Movement and retreats: each unit's legal orders, by unit; null in adjustment phases. */
    private final List<Set<Order>> unitOrders;
    /** Movement and retreats: the position of each unit's province among the units. */
    private final Map<Province, Integer> unitIndex;
    /** Adjustments: every legal set, by its orders' notations sorted. */
    private final Map<List<String>, OrderSet> adjustmentSets;

    private PowerOrderSets(List<OrderSet> list, List<Set<Order>> unitOrders, Map<Province, Integer> unitIndex,
                           Map<List<String>, OrderSet> adjustmentSets) {
        this.list = list;
        this.unitOrders = unitOrders;
        this.unitIndex = unitIndex;
        this.adjustmentSets = adjustmentSets;
    }

    /** Movement or retreats: the product of the units' legal orders. */
    static PowerOrderSets product(List<UnitOrders> units, int cap) {
        List<Set<Order>> orders = new ArrayList<>();
        Map<Province, Integer> index = new LinkedHashMap<>();
        for (UnitOrders u : units) {
            index.put(u.unit().province(), orders.size());
            orders.add(new HashSet<>(u.orders()));
        }
        List<List<Order>> options = units.stream().map(UnitOrders::orders).toList();
        return new PowerOrderSets(new OrderSetList(options, cap), orders, index, null);
    }

    /** Adjustments: builds from the power's one build entry (builds and WAIVE), up to {@code due}. */
    static PowerOrderSets builds(UnitOrders builds, int due, int cap) {
        return explicit(AdjustmentSets.builds(builds.orders(), due), cap);
    }

    /** Adjustments: removing exactly {@code count} of the units, in the order given. */
    static PowerOrderSets removals(List<UnitOrders> units, int count, int cap) {
        return explicit(AdjustmentSets.removals(units.stream().map(u -> u.orders().get(0)).toList(), count), cap);
    }

    private static PowerOrderSets explicit(List<OrderSet> sets, int cap) {
        List<OrderSet> list = Collections.unmodifiableList(new ArrayList<>(sets.subList(0, Math.min(cap,
                sets.size()))));
        Map<List<String>, OrderSet> byKey = new LinkedHashMap<>();
        sets.forEach(set -> byKey.put(key(set.orders()), set));
        return new PowerOrderSets(list, null, null, byKey);
    }

    private static List<String> key(List<Order> orders) {
        return orders.stream().map(Order::toString).sorted().toList();
    }

    /** @return the legal sets as the game lists them (capped) */
    List<OrderSet> list() {
        return list;
    }

    /** @return whether the set is legal (whether or not the capped list shows it) */
    boolean legal(OrderSet set) {
        if (adjustmentSets != null) {
            return set.equals(adjustmentSets.get(key(set.orders())));
        }
        if (set.size() != unitOrders.size()) {
            return false;
        }
        for (int u = 0; u < unitOrders.size(); u++) {
            if (!unitOrders.get(u).contains(set.orders().get(u))) {
                return false;
            }
        }
        return true;
    }

    /**
     * @return the orders in this power's canonical order (movement and retreats: by unit; adjustments: as the legal
     *         set with the same orders lists them), or the orders unchanged when they cannot be put in order
     */
    List<Order> canonical(List<Order> orders) {
        if (adjustmentSets != null) {
            OrderSet set = adjustmentSets.get(key(orders));
            return set == null ? orders : set.orders();
        }
        List<Order> sorted = new ArrayList<>(orders);
        sorted.sort(Comparator.comparingInt(o -> o.unit() == null ? Integer.MAX_VALUE
                : unitIndex.getOrDefault(o.unit().province(), Integer.MAX_VALUE)));
        return sorted;
    }
}
