package calhamer.adjudicator;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.maps.Power;
import java.util.List;
import java.util.Map;
import java.util.Random;
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
}
