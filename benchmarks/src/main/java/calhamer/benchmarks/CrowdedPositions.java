package calhamer.benchmarks;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Crowded positions for benchmarks and load tests: S1906M and F1906M of three seeded random games on a map in which
 * units mostly grab supply centres (31 to 33 units on the standard board).
 */
public final class CrowdedPositions {
    private CrowdedPositions() {
    }

    /** @return six crowded movement positions, the same for the same adjudicator's map */
    public static List<Position> of(Adjudicator adjudicator, LegalOrders legal) {
        List<Position> list = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            Random random = new Random(seed);
            Position p = Position.start(adjudicator.map());
            while (p.phase().year() < 1907) {
                if (p.phase().year() == 1906 && p.phase().type() == PhaseType.MOVEMENT) {
                    list.add(p);
                }
                Map<Power, List<Order>> orders = p.phase().type() == PhaseType.MOVEMENT ? grabbing(legal, p, random)
                        : legal.random(p, random, 0.5);
                p = adjudicator.adjudicateOrders(p, orders, AdjudicationOptions.DEFAULT).next();
            }
        }
        return list;
    }

    /** Random legal orders, but most units move into a supply centre their power does not own when they can. */
    public static Map<Power, List<Order>> grabbing(LegalOrders legal, Position p, Random random) {
        Map<Power, List<Order>> orders = new LinkedHashMap<>();
        for (LegalOrders.UnitOrders u : legal.of(p)) {
            List<Order> grab = u.orders().stream().filter(o -> o instanceof Move m && m.to().province().supplyCenter()
                    && !u.power().equals(p.owner(m.to().province()))).toList();
            Order o = !grab.isEmpty() && random.nextDouble() < 0.7 ? grab.get(random.nextInt(grab.size()))
                    : u.orders().get(random.nextInt(u.orders().size()));
            orders.computeIfAbsent(u.power(), k -> new ArrayList<>()).add(o);
        }
        return orders;
    }
}
