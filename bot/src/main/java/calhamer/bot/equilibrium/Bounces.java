package calhamer.bot.equilibrium;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The bot's memory read: which of a power's moves bounced in the last movement phase. O(adjudication). */
final class Bounces {

    private Bounces() {
    }

    /** @return the power's moves that bounced in the previous phase (empty without one) */
    static List<OwnVariants.Bounce> of(Adjudicator adjudicator, PreviousPhase previous, String power) {
        if (previous == null || previous.position().map() != adjudicator.map()) {
            return List.of();
        }
        Map<Power, List<Order>> orders = new LinkedHashMap<>();
        previous.orders().forEach((name, list) -> orders.put(adjudicator.map().power(name), list));
        PhaseResult result = adjudicator.adjudicateOrders(previous.position(), orders, AdjudicationOptions.DEFAULT);
        List<Order> given = previous.orders().getOrDefault(power, List.of());
        List<OrderResult> results = result.ordersOf(adjudicator.map().power(power));
        List<OwnVariants.Bounce> bounces = new ArrayList<>();
        for (int i = 0; i < given.size() && i < results.size(); i++) {
            if (given.get(i) instanceof Move m && results.get(i).outcome() == Outcome.BOUNCED) {
                bounces.add(new OwnVariants.Bounce(m.unit().province().index(), m.to().index()));
            }
        }
        return bounces;
    }
}
