package calhamer.strategy.diplomacy.game;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Disband;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Waive;
import calhamer.maps.Province;
import calhamer.strategy.diplomacy.OrderSet;
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
 * unit (dislodged unit), the product of the units' legal orders, units in the order given ({@link OrderSetList}, capped).
 * Adjustment phases: builds — at most one build per free home centre, as many as the power is due, the rest
 * {@code WAIVE}, builds in province order then the waives — or removals — exactly as many units as the power must
 * remove, in the order the units are given. Legality is checked against every legal set, not only against the capped list.
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
    static PowerOrderSets builds(UnitOrders builds, int due, Comparator<Province> provinceOrder, int cap) {
        Map<Province, List<Order>> byProvince = new LinkedHashMap<>();
        builds.orders().stream().filter(o -> o instanceof Build)
                .sorted(Comparator.comparing(o -> o.unit().province(), provinceOrder))
                .forEach(o -> byProvince.computeIfAbsent(o.unit().province(), p -> new ArrayList<>()).add(o));
        List<OrderSet> sets = new ArrayList<>();
        chooseBuilds(new ArrayList<>(byProvince.values()), 0, new ArrayList<>(), due, sets);
        return explicit(sets, cap);
    }

    private static void chooseBuilds(List<List<Order>> provinces, int next, List<Order> chosen, int due,
                                     List<OrderSet> out) {
        if (next == provinces.size() || chosen.size() == due) {
            List<Order> set = new ArrayList<>(chosen);
            while (set.size() < due) {
                set.add(new Waive());
            }
            out.add(new OrderSet(set));
            return;
        }
        chooseBuilds(provinces, next + 1, chosen, due, out);
        for (Order build : provinces.get(next)) {
            chosen.add(build);
            chooseBuilds(provinces, next + 1, chosen, due, out);
            chosen.remove(chosen.size() - 1);
        }
    }

    /** Adjustments: removing exactly {@code count} of the units, in the order given. */
    static PowerOrderSets removals(List<UnitOrders> units, int count, int cap) {
        List<Order> disbands = units.stream().map(u -> (Order) u.orders().get(0)).toList();
        List<OrderSet> sets = new ArrayList<>();
        chooseRemovals(disbands, 0, new ArrayList<>(), count, sets);
        return explicit(sets, cap);
    }

    private static void chooseRemovals(List<Order> disbands, int next, List<Order> chosen, int count,
                                       List<OrderSet> out) {
        if (chosen.size() == count) {
            out.add(new OrderSet(chosen));
            return;
        }
        if (disbands.size() - next < count - chosen.size()) {
            return;
        }
        chosen.add(disbands.get(next));
        chooseRemovals(disbands, next + 1, chosen, count, out);
        chosen.remove(chosen.size() - 1);
        chooseRemovals(disbands, next + 1, chosen, count, out);
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
