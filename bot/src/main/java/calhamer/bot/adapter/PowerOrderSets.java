package calhamer.bot.adapter;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Waive;
import calhamer.maps.Province;
import calhamer.bot.evaluation.AdjustmentSets;
import calhamer.bot.evaluation.OrderSet;
import calhamer.strategy.game.MoveParts;
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
 * capped). Adjustment phases: the sets of {@link AdjustmentSets}, capped; builds not given are waived. Legality is
 * checked against every legal set, not only against the capped list. The same sets part by part
 * ({@link MoveParts}): each unit's orders, or each build site's builds, or each unit's removal.
 */
final class PowerOrderSets {
    private final List<OrderSet> list;
    /** Movement and retreats: each unit's legal orders, by unit; null in adjustment phases. */
    private final List<Set<Order>> unitOrders;
    /** Movement and retreats: the position of each unit's province among the units. */
    private final Map<Province, Integer> unitIndex;
    /** Adjustments: every legal set, by its orders' notations sorted. */
    private final Map<List<String>, OrderSet> adjustmentSets;
    /** Adjustments: how many orders a set holds (builds due, padded with WAIVE; removals due); 0 otherwise. */
    private final int setSize;
    private final MoveParts parts;

    private PowerOrderSets(List<OrderSet> list, List<Set<Order>> unitOrders, Map<Province, Integer> unitIndex,
                           Map<List<String>, OrderSet> adjustmentSets, int setSize, MoveParts parts) {
        this.list = list;
        this.unitOrders = unitOrders;
        this.unitIndex = unitIndex;
        this.adjustmentSets = adjustmentSets;
        this.setSize = setSize;
        this.parts = parts;
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
        Map<String, List<String>> choices = new LinkedHashMap<>();
        units.forEach(u -> choices.put(u.unit().toString(), texts(u.orders())));
        return new PowerOrderSets(new OrderSetList(options, cap), orders, index, null, 0,
                MoveParts.every(choices, OrderSet.SEPARATOR));
    }

    /**
     * Adjustments: builds from the power's one build entry (builds and WAIVE), up to {@code due}; by parts, as other
     * engines list them, each free home centre with its builds and {@code WAIVE}, from one to {@code due} of them
     * (the rest waived), or the one part {@code WAIVE} when no home centre is free.
     */
    static PowerOrderSets builds(UnitOrders builds, int due, int cap) {
        Map<String, List<String>> choices = new LinkedHashMap<>();
        builds.orders().stream().filter(o -> o instanceof Build).sorted(Comparator.comparingInt((Order o) -> o.unit()
                .province().index())).forEach(o -> choices.computeIfAbsent(o.unit().province().id(),
                        k -> new ArrayList<>()).add(o.toString()));
        String waive = new Waive().toString();
        choices.values().forEach(list -> list.add(waive));
        if (choices.isEmpty()) {
            choices.put(waive, List.of(waive));
        }
        return explicit(AdjustmentSets.builds(builds.orders(), due), cap, due, new MoveParts(choices, 1,
                Math.min(due, choices.size()), OrderSet.SEPARATOR));
    }

    /** Adjustments: removing exactly {@code count} of the units, in the order given; by parts, each unit's removal. */
    static PowerOrderSets removals(List<UnitOrders> units, int count, int cap) {
        Map<String, List<String>> choices = new LinkedHashMap<>();
        units.forEach(u -> choices.put(u.unit().toString(), texts(u.orders())));
        return explicit(AdjustmentSets.removals(units.stream().map(u -> u.orders().get(0)).toList(), count), cap,
                count, new MoveParts(choices, count, count, OrderSet.SEPARATOR));
    }

    private static PowerOrderSets explicit(List<OrderSet> sets, int cap, int setSize, MoveParts parts) {
        List<OrderSet> list = Collections.unmodifiableList(new ArrayList<>(sets.subList(0, Math.min(cap,
                sets.size()))));
        Map<List<String>, OrderSet> byKey = new LinkedHashMap<>();
        sets.forEach(set -> byKey.put(key(set.orders()), set));
        return new PowerOrderSets(list, null, null, byKey, setSize, parts);
    }

    private static List<String> texts(List<Order> orders) {
        return orders.stream().map(Order::toString).toList();
    }

    private static List<String> key(List<Order> orders) {
        return orders.stream().map(Order::toString).sorted().toList();
    }

    /** @return the legal sets part by part: one order per unit, or builds by site, or removals by unit */
    MoveParts parts() {
        return parts;
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
            List<Order> padded = new ArrayList<>(orders);
            while (padded.size() < setSize) {
                padded.add(new Waive()); // builds not given are waived, as the rules have it
            }
            OrderSet set = adjustmentSets.get(key(padded));
            return set == null ? orders : set.orders();
        }
        List<Order> sorted = new ArrayList<>(orders);
        sorted.sort(Comparator.comparingInt(o -> o.unit() == null ? Integer.MAX_VALUE
                : unitIndex.getOrDefault(o.unit().province(), Integer.MAX_VALUE)));
        return sorted;
    }
}
