package calhamer.bot.adapter;

import calhamer.adjudicator.order.Order;
import calhamer.bot.evaluation.OrderSet;
import java.math.BigInteger;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;

/**
 * A lazy, unmodifiable list of order sets: the cartesian product of per-unit order lists (unit 0's order varies
 * slowest), at most {@code cap} elements long. When the product has at most {@code cap} elements the list is the whole
 * product in that order. Otherwise it is an evenly spread sample of {@code cap} distinct elements: element i is
 * product element (i·a + b) mod P, with P the product's size and a (about 0.618·P, coprime to P) and b fixed, a
 * bijection of the product onto itself. {@code get}, {@code indexOf} and {@code contains} are O(units) (O(units) big-
 * integer steps for a sample), so a random element is a uniformly random order set of the sample and membership is
 * cheap; nothing is ever materialised.
 */
final class OrderSetList extends AbstractList<OrderSet> implements RandomAccess {
    private static final BigInteger GOLDEN_NUMERATOR = BigInteger.valueOf(618_033_988_749L);
    private static final BigInteger GOLDEN_DENOMINATOR = BigInteger.valueOf(1_000_000_000_000L);

    private final List<List<Order>> options;
    private final List<Map<Order, Integer>> indices;
    private final int size;
    /** Null when the list is the whole product. */
    private final BigInteger product;
    private final BigInteger a;
    private final BigInteger aInverse;
    private final BigInteger b;

    /**
     * @param options each unit's orders, none empty
     * @param cap     the most elements, at least 1
     */
    OrderSetList(List<List<Order>> options, int cap) {
        this.options = options.stream().map(List::copyOf).toList();
        this.indices = new ArrayList<>();
        BigInteger p = BigInteger.ONE;
        for (List<Order> unit : this.options) {
            Map<Order, Integer> index = new HashMap<>();
            for (int k = 0; k < unit.size(); k++) {
                index.put(unit.get(k), k);
            }
            indices.add(index);
            p = p.multiply(BigInteger.valueOf(unit.size()));
        }
        if (p.compareTo(BigInteger.valueOf(cap)) <= 0) {
            this.size = p.intValueExact();
            this.product = null;
            this.a = null;
            this.aInverse = null;
            this.b = null;
        } else {
            this.size = cap;
            this.product = p;
            BigInteger multiplier = p.multiply(GOLDEN_NUMERATOR).divide(GOLDEN_DENOMINATOR).max(BigInteger.ONE);
            while (!multiplier.gcd(p).equals(BigInteger.ONE)) {
                multiplier = multiplier.add(BigInteger.ONE);
            }
            this.a = multiplier.mod(p);
            this.aInverse = a.modInverse(p);
            this.b = p.divide(BigInteger.valueOf(3));
        }
    }

    /** @return whether the list is a sample of a larger product */
    boolean sampled() {
        return product != null;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public OrderSet get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + " of " + size + " order sets");
        }
        Order[] orders = new Order[options.size()];
        if (product == null) {
            long x = index;
            for (int u = options.size() - 1; u >= 0; u--) {
                int radix = options.get(u).size();
                orders[u] = options.get(u).get((int) (x % radix));
                x /= radix;
            }
        } else {
            BigInteger x = BigInteger.valueOf(index).multiply(a).add(b).mod(product);
            for (int u = options.size() - 1; u >= 0; u--) {
                BigInteger[] qr = x.divideAndRemainder(BigInteger.valueOf(options.get(u).size()));
                orders[u] = options.get(u).get(qr[1].intValue());
                x = qr[0];
            }
        }
        return new OrderSet(List.of(orders));
    }

    @Override
    public int indexOf(Object o) {
        if (!(o instanceof OrderSet set) || set.size() != options.size()) {
            return -1;
        }
        BigInteger x = BigInteger.ZERO;
        for (int u = 0; u < options.size(); u++) {
            Integer k = indices.get(u).get(set.orders().get(u));
            if (k == null) {
                return -1;
            }
            x = x.multiply(BigInteger.valueOf(options.get(u).size())).add(BigInteger.valueOf(k));
        }
        if (product != null) {
            x = x.subtract(b).multiply(aInverse).mod(product);
        }
        return x.compareTo(BigInteger.valueOf(size)) < 0 ? x.intValue() : -1;
    }

    @Override
    public int lastIndexOf(Object o) {
        return indexOf(o);
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }
}
