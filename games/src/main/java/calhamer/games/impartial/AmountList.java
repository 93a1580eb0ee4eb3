package calhamer.games.impartial;

import java.util.AbstractList;
import java.util.Arrays;

/**
 * The moves {@code index:amount} for amount 1..most[index], index by index, as a list that is never built: size,
 * {@code get} (binary search over prefix sums, O(log n)) and {@code contains} (O(1)) work on the counts alone, so a
 * Nim heap of a million objects costs no memory. Unmodifiable.
 */
public final class AmountList extends AbstractList<Amount> {
    private final int[] most;
    private final long[] before;

    /** @param most every index's largest amount (0: no move there) */
    public AmountList(int[] most) {
        this.most = most.clone();
        this.before = new long[most.length + 1];
        for (int i = 0; i < most.length; i++) {
            before[i + 1] = before[i] + Math.max(0, most[i]);
        }
    }

    @Override
    public int size() {
        return (int) Math.min(Integer.MAX_VALUE, before[most.length]);
    }

    @Override
    public Amount get(int k) {
        if (k < 0 || k >= size()) {
            throw new IndexOutOfBoundsException(k);
        }
        int i = Arrays.binarySearch(before, k);
        i = i >= 0 ? i : -i - 2;
        while (most[i] <= 0 || before[i + 1] <= k) {
            i++;
        }
        return new Amount(i, (int) (k - before[i]) + 1);
    }

    @Override
    public boolean contains(Object o) {
        return o instanceof Amount a && a.index() >= 0 && a.index() < most.length && a.amount() >= 1
                && a.amount() <= most[a.index()];
    }

    @Override
    public int indexOf(Object o) {
        if (!contains(o)) {
            return -1;
        }
        Amount a = (Amount) o;
        return (int) (before[a.index()] + a.amount() - 1);
    }
}
