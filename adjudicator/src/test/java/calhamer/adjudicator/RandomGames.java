package calhamer.adjudicator;

import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.List;
import java.util.Map;
import java.util.LinkedHashMap;
import java.util.Random;
import java.util.random.RandomGenerator;
import java.util.function.Consumer;

/** Seeded random games for property tests: every phase played with random legal orders, adjudicated in full. */
public final class RandomGames {
    private RandomGames() {
    }

    /**
     * One phase of a random game.
     *
     * @param position the position the orders were given in
     * @param orders   the random legal orders
     * @param result   their full adjudication
     */
    public record Phase(Position position, Map<Power, List<Order>> orders, PhaseResult result) {
    }

    /**
     * Plays {@code games} games from the map's start until {@code untilYear}, units switching to matching supports and
     * convoys with probability {@code matching} ({@link LegalOrders#random(Position, java.util.random.RandomGenerator,
     * double)}), handing every phase to the consumer.
     *
     * @return the number of phases played
     */
    public static int play(Adjudicator adjudicator, long seed, int games, int untilYear, double matching,
                           Consumer<Phase> each) {
        LegalOrders legal = new LegalOrders(adjudicator);
        Random random = new Random(seed);
        int phases = 0;
        for (int game = 0; game < games; game++) {
            Position position = Position.start(adjudicator.map());
            while (position.phase().year() < untilYear) {
                Map<Power, List<Order>> orders = legal.random(position, random, matching);
                PhaseResult result = adjudicator.adjudicateOrders(position, orders, AdjudicationOptions.DEFAULT);
                each.accept(new Phase(position, orders, result));
                position = result.next();
                phases++;
            }
        }
        return phases;
    }

    /**
     * Random legal movement orders that attack often: each unit moves against a foreign unit with probability 1/2
     * when it can; then most units that do not move switch to a support or convoy matching the others' orders.
     */
    public static Map<Power, List<Order>> aggressive(LegalOrders legal, Position position, RandomGenerator random) {
        Map<Power, List<Order>> orders = legal.random(position, random, 0);
        Map<Province, Order> chosen = new LinkedHashMap<>();
        List<LegalOrders.UnitOrders> all = legal.of(position);
        for (LegalOrders.UnitOrders u : all) {
            List<Order> attacks = u.orders().stream().filter(o -> o instanceof Move m
                    && position.unitAt(m.to().province()) != null
                    && !position.unitAt(m.to().province()).power().equals(u.power())).toList();
            chosen.put(u.unit().province(), !attacks.isEmpty() && random.nextBoolean()
                    ? attacks.get(random.nextInt(attacks.size())) : u.orders().get(random.nextInt(u.orders().size())));
        }
        for (LegalOrders.UnitOrders u : all) {
            if (chosen.get(u.unit().province()) instanceof Move || random.nextDouble() < 0.2) {
                continue;
            }
            List<Order> helps = u.orders().stream().filter(o -> RandomOrders.matches(o, chosen)).toList();
            if (!helps.isEmpty()) {
                chosen.put(u.unit().province(), helps.get(random.nextInt(helps.size())));
            }
        }
        orders.values().forEach(List::clear);
        for (LegalOrders.UnitOrders u : all) {
            orders.get(u.power()).add(chosen.get(u.unit().province()));
        }
        return orders;
    }

}
