package calhamer.bot.evaluation;

import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Waive;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every legal order set of one power in an adjustment phase. Builds: at most one build per free home centre, as
 * many builds as the power is due or fewer, the rest {@code WAIVE}; builds in province order, then the waives.
 * Removals: exactly as many removals as due, in the order the removals are given. O(number of sets).
 */
public final class AdjustmentSets {

    private AdjustmentSets() {
    }

    /**
     * @param buildOrders the power's legal build orders (as {@code LegalOrders} lists them; waives are ignored)
     * @param due         how many units the power may build, at least 1
     */
    public static List<OrderSet> builds(List<Order> buildOrders, int due) {
        Map<Province, List<Order>> byProvince = new LinkedHashMap<>();
        buildOrders.stream().filter(o -> o instanceof Build)
                .sorted(Comparator.comparingInt((Order o) -> o.unit().province().index()))
                .forEach(o -> byProvince.computeIfAbsent(o.unit().province(), p -> new ArrayList<>()).add(o));
        List<OrderSet> sets = new ArrayList<>();
        chooseBuilds(new ArrayList<>(byProvince.values()), 0, new ArrayList<>(), due, sets);
        return sets;
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

    /**
     * @param removals one removal order per unit of the power
     * @param count    how many units the power must remove, at least 1
     */
    public static List<OrderSet> removals(List<Order> removals, int count) {
        List<OrderSet> sets = new ArrayList<>();
        chooseRemovals(removals, 0, new ArrayList<>(), count, sets);
        return sets;
    }

    private static void chooseRemovals(List<Order> removals, int next, List<Order> chosen, int count,
                                       List<OrderSet> out) {
        if (chosen.size() == count) {
            out.add(new OrderSet(chosen));
            return;
        }
        if (removals.size() - next < count - chosen.size()) {
            return;
        }
        chosen.add(removals.get(next));
        chooseRemovals(removals, next + 1, chosen, count, out);
        chosen.remove(chosen.size() - 1);
        chooseRemovals(removals, next + 1, chosen, count, out);
    }
}
