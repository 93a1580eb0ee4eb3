package calhamer.adjudicator;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Convoy;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.order.Waive;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * Random orders drawn from the legal ones ({@link LegalOrders#random}, {@link LegalOrders#draw}): one uniformly random
 * order per unit, optionally switched to a support or convoy that matches the others' orders; in adjustment phases
 * random builds (with waives) and removals up to what each power is due. O(legal orders) per draw.
 */
final class RandomOrders {
    private RandomOrders() {
    }

    /**
     * @param all      the position's legal orders ({@link LegalOrders#of})
     * @param matching in movement phases, each unit's chance of then switching to a random matching support or convoy
     * @return power → orders, powers in map order
     */
    static Map<Power, List<Order>> drawn(DiplomacyMap map, Position position, List<UnitOrders> all,
                                         RandomGenerator random, double matching) {
        if (position.phase().type() != PhaseType.ADJUSTMENT) {
            Map<Province, Order> chosen = chosen(all, random);
            if (matching > 0 && position.phase().type() == PhaseType.MOVEMENT) {
                for (UnitOrders u : all) {
                    if (random.nextDouble() < matching) {
                        List<Order> matches = u.orders().stream().filter(o -> matches(o, chosen)).toList();
                        if (!matches.isEmpty()) {
                            chosen.put(u.unit().province(), matches.get(random.nextInt(matches.size())));
                        }
                    }
                }
            }
            return byPower(map, all, chosen);
        }
        Map<Power, List<Order>> orders = empty(map);
        for (Power power : map.powers()) {
            int delta = OrderRules.adjustment(position, power);
            List<UnitOrders> own = new ArrayList<>(all.stream().filter(u -> u.power().equals(power)).toList());
            if (delta > 0 && !own.isEmpty()) {
                List<Order> builds = new ArrayList<>(own.get(0).orders());
                Collections.shuffle(builds, new Random(random.nextLong()));
                Set<Province> used = new HashSet<>();
                for (Order o : builds) {
                    if (orders.get(power).size() < delta && (o instanceof Waive || used.add(o.unit().province()))) {
                        orders.get(power).add(o);
                    }
                }
            } else if (delta < 0) {
                Collections.shuffle(own, new Random(random.nextLong()));
                own.stream().limit(-delta).forEach(u -> orders.get(power).add(u.orders().get(0)));
            }
        }
        return orders;
    }

    /** @return one uniformly random order per unit of a movement or retreat phase, power → orders */
    static Map<Power, List<Order>> uniform(DiplomacyMap map, List<UnitOrders> all, RandomGenerator random) {
        return byPower(map, all, chosen(all, random));
    }

    /**
     * @param o      a support or convoy
     * @param chosen the orders chosen so far, by province of the ordered unit
     * @return whether the support or convoy fits the order chosen for the unit it names (false for other orders)
     */
    static boolean matches(Order o, Map<Province, Order> chosen) {
        if (o instanceof Support s) {
            Order target = chosen.get(s.supported().province());
            return s.isHoldSupport() ? !(target instanceof Move)
                    : target instanceof Move m && m.to().province().equals(s.to().province());
        }
        if (o instanceof Convoy c) {
            return chosen.get(c.army().province()) instanceof Move m && m.to().province().equals(c.to().province());
        }
        return false;
    }

    private static Map<Province, Order> chosen(List<UnitOrders> all, RandomGenerator random) {
        Map<Province, Order> chosen = new LinkedHashMap<>();
        for (UnitOrders u : all) {
            chosen.put(u.unit().province(), u.orders().get(random.nextInt(u.orders().size())));
        }
        return chosen;
    }

    private static Map<Power, List<Order>> byPower(DiplomacyMap map, List<UnitOrders> all,
                                                   Map<Province, Order> chosen) {
        Map<Power, List<Order>> orders = empty(map);
        for (UnitOrders u : all) {
            orders.get(u.power()).add(chosen.get(u.unit().province()));
        }
        return orders;
    }

    /** @return power → no orders yet, powers in map order */
    private static Map<Power, List<Order>> empty(DiplomacyMap map) {
        Map<Power, List<Order>> orders = new LinkedHashMap<>();
        for (Power power : map.powers()) {
            orders.put(power, new ArrayList<>());
        }
        return orders;
    }
}
