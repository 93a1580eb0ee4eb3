package calhamer.bot.equilibrium;

import calhamer.adjudicator.engine.PackedOrder;
import java.util.Arrays;

/**
 * One power's candidate order set in fast form: one {@link calhamer.bot.rollout.PackedOrder} per unit
 * (movement and retreats: sorted by the unit's province; adjustments: the orders in the order given), with where it
 * came from. Equal when the orders are equal, whatever the source.
 *
 * @param orders the orders (not copied: do not modify)
 * @param source where the candidate came from, e.g. {@code blueprint}, {@code matrix}, {@code convoy}
 */
record Candidate(long[] orders, String source) {

    static Candidate of(long[] orders, String source) {
        long[] copy = orders.clone();
        return new Candidate(copy, source);
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
