package calhamer.bot.equilibrium;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The bot's memory: the last movement phase before the position it decides, with the orders every power gave in
 * it. The bot adjudicates it to learn which moves bounced, so that a blocked move is valued again (supported, or
 * replaced) instead of being repeated, and which units held where they were attacked.
 *
 * @param position the earlier movement-phase position (same map)
 * @param orders   power → the orders it gave there (powers without orders held)
 */
public record PreviousPhase(Position position, Map<String, List<Order>> orders) {

    public PreviousPhase {
        if (position == null || position.phase().type() != PhaseType.MOVEMENT) {
            throw new IllegalArgumentException("the previous phase must be a movement phase");
        }
        Map<String, List<Order>> copy = new LinkedHashMap<>();
        (orders == null ? Map.<String, List<Order>>of() : orders).forEach((p, o) -> copy.put(p, List.copyOf(o)));
        orders = java.util.Collections.unmodifiableMap(copy);
    }
}
