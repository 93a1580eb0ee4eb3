package calhamer.bot;

import java.util.List;

/**
 * The bot's answer: one order per unit of the power (or its builds, removals, retreats), in canonical notation,
 * with how it got there. Maps directly onto the response of {@code POST /maps/{id}/orders/choose}.
 *
 * @param power       the power
 * @param phase       the phase, e.g. {@code S1901M}
 * @param orders      the orders
 * @param explanation what was computed
 */
public record BotDecision(String power, String phase, List<String> orders, Explanation explanation) {

    public BotDecision {
        orders = List.copyOf(orders);
    }
}
