package calhamer.bot.evaluation;

import calhamer.adjudicator.order.Order;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One power's orders for a phase (or a coalition's, for the opponents' side of a payoff matrix): one order per unit,
 * in the order the units were listed. A value: two order sets are equal when they hold the same orders in the same
 * order. Written as the orders' canonical notation joined by {@code "; "}, e.g. {@code A VIE - TYR; A TRI S A VIE -
 * TYR; A BUD - VIE}.
 *
 * @param orders the orders, one per unit
 */
public record OrderSet(List<Order> orders) {

    /** The separator of {@link #notation()}. */
    public static final String SEPARATOR = "; ";

    public OrderSet {
        orders = List.copyOf(orders);
    }

    /** An order set of the given orders. */
    public static OrderSet of(Order... orders) {
        return new OrderSet(List.of(orders));
    }

    /** @return the number of orders */
    public int size() {
        return orders.size();
    }

    /** @return the orders in canonical notation, joined by {@link #SEPARATOR} */
    public String notation() {
        return orders.stream().map(Order::toString).collect(Collectors.joining(SEPARATOR));
    }

    /** @return each order in canonical notation */
    public List<String> texts() {
        return orders.stream().map(Order::toString).toList();
    }

    @Override
    public String toString() {
        return notation();
    }
}
