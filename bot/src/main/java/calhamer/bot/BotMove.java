package calhamer.bot;

import calhamer.adjudicator.order.Order;
import java.util.List;

/**
 * The bot's orders as order values, with the decision (orders as text and the explanation).
 *
 * @param orders   the orders, the same as {@code decision.orders()}
 * @param decision the decision
 */
public record BotMove(List<Order> orders, BotDecision decision) {

    public BotMove {
        orders = List.copyOf(orders);
    }
}
