package calhamer.bot.equilibrium;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.engine.PackedOrder;
import calhamer.adjudicator.order.Order;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;

/**
 * One power's candidate order set in fast form: one {@link PackedOrder} per unit (movement and retreats: sorted by
 * the unit's province; adjustments: the orders in the order given), with where it came from. Equal when the orders
 * are equal, whatever the source.
 *
 * @param orders the orders (not copied: do not modify)
 * @param source where the candidate came from, e.g. {@code blueprint}, {@code matrix}, {@code convoy}
 */
record Candidate(long[] orders, String source) {

    /** @return the orders as the adjudicator writes them, on the board they were packed for */
    List<Order> toOrders(BoardCodec codec, Board board) {
        List<Order> list = new ArrayList<>(orders.length);
        for (long o : orders) {
            list.add(codec.order(board, o));
        }
        return list;
    }

    /** @return the orders joined by {@code ; } */
    String notation(BoardCodec codec, Board board) {
        StringJoiner j = new StringJoiner("; ");
        for (long o : orders) {
            j.add(codec.order(board, o).toString());
        }
        return j.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Candidate c && Arrays.equals(orders, c.orders);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(orders);
    }

    @Override
    public String toString() {
        return source + Arrays.toString(orders);
    }
}
