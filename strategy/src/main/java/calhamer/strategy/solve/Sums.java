package calhamer.strategy.solve;

import java.util.Arrays;

/**
 * Sums of components as sorted arrays of component numbers, in the canonical form the transposition table keys on:
 * sorted, with every component cancelled against a copy of its negative (Milnor: in a universe of dicot,
 * nonzugzwang games G + (−G) is equivalent to the empty game, so dropping both changes no score of any sum). Sums
 * here are short (a handful of components), so the quadratic cancellation is cheaper than anything cleverer.
 */
final class Sums {
    private Sums() {
    }

    /**
     * @return the sum without its component at {@code index}, with {@code rest} added (each of its components that
     *         has a proven equivalent replaced by it), canonical
     */
    static int[] replace(int[] sum, int index, int[] components, ComponentIds<?> ids) {
        int[] rest = ids.substituted(components);
        int[] out = new int[sum.length - 1 + rest.length];
        System.arraycopy(sum, 0, out, 0, index);
        System.arraycopy(sum, index + 1, out, index, sum.length - index - 1);
        System.arraycopy(rest, 0, out, sum.length - 1, rest.length);
        Arrays.sort(out);
        return cancel(out, ids);
    }

    /** @return the sum of the two sums' components (any order), canonical */
    static int[] plus(int[] a, int[] b, ComponentIds<?> ids) {
        int[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        Arrays.sort(out);
        return cancel(out, ids);
    }

    /** @return the negative of a canonical sum: every component replaced by its negative, sorted */
    static int[] negate(int[] sum, ComponentIds<?> ids) {
        int[] out = new int[sum.length];
        for (int i = 0; i < sum.length; i++) {
            out[i] = ids.negative(sum[i]);
        }
        Arrays.sort(out);
        return out;
    }

    /** @return the sorted sum without pairs of a component and its negative */
    static int[] cancel(int[] sorted, ComponentIds<?> ids) {
        boolean[] gone = null;
        int removed = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (gone != null && gone[i]) {
                continue;
            }
            int negative = ids.negative(sorted[i]);
            for (int j = i + 1; j < sorted.length; j++) {
                if (sorted[j] == negative && (gone == null || !gone[j])) {
                    if (gone == null) {
                        gone = new boolean[sorted.length];
                    }
                    gone[i] = true;
                    gone[j] = true;
                    removed += 2;
                    break;
                }
            }
        }
        if (removed == 0) {
            return sorted;
        }
        int[] out = new int[sorted.length - removed];
        int k = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (!gone[i]) {
                out[k++] = sorted[i];
            }
        }
        return out;
    }

    /** @return the total size of the sum's components */
    static int size(int[] sum, ComponentIds<?> ids) {
        int size = 0;
        for (int id : sum) {
            size += ids.size(id);
        }
        return size;
    }
}
