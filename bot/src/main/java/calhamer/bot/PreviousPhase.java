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
 * it. Any method may read it; the search adjudicates it to learn which of its moves bounced ({@link #bounced}), so
 * that a blocked move is valued again (supported, or replaced) instead of being repeated, and how much each power
 * played like the blueprint.
 *
 * @param position the earlier movement-phase position (same map)
 * @param orders   power → the orders it gave there (powers without orders held)
 */
public record PreviousPhase(Position position, Map<Power, List<Order>> orders) {

    public PreviousPhase {
        if (position == null || position.phase().type() != PhaseType.MOVEMENT) {
            throw new IllegalArgumentException("the previous phase must be a movement phase");
        }
        Map<Power, List<Order>> copy = new LinkedHashMap<>();
        (orders == null ? Map.<Power, List<Order>>of() : orders).forEach((p, o) -> copy.put(p, List.copyOf(o)));
        orders = Collections.unmodifiableMap(copy);
    }

    /**
     * The power's moves that bounced in this phase, adjudicated under the edition the game is played by.
     * O(adjudication).
     *
     * @return the moves, in the order the power gave them; none when the memory is of another map than the
     *         adjudicator's
     */
    public List<Move> bounced(Adjudicator adjudicator, Power power, Edition edition) {
        if (position.map() != adjudicator.map()) {
            return List.of();
        }
        PhaseResult result = adjudicator.adjudicateOrders(position, orders,
                AdjudicationOptions.DEFAULT.withEdition(edition));
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
}
