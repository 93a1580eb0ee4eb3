package calhamer.bot.rollout;

/**
 * One power's orders made consistent, the rule both bot methods apply to their own orders: no two own units ordered
 * into one province, no move into a province whose own unit stays there or moves into the mover's province (a swap
 * without convoy bounces), and no support or convoy of an own unit whose order does not match. O(n²) for n orders.
 */
public final class OwnOrders {

    private OwnOrders() {
    }

    /**
     * Makes one power's orders consistent (in place, and returned): of several own moves into one province the one
     * with the most own supports stays (ties: the first), the others hold; a move into a province whose own unit
     * stays, or moves into the mover's province, holds; repeated until nothing changes. Then a support or convoy of
     * an own unit whose order does not match holds.
     */
    public static long[] repair(MapIndex ix, long[] set) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < set.length; i++) {
                if (FastOrder.kind(set[i]) == FastOrder.MOVE && loses(ix, set, i)) {
                    set[i] = FastOrder.hold(FastOrder.unit(set[i]));
                    changed = true;
                }
            }
        }
        for (int i = 0; i < set.length; i++) {
            long o = set[i];
            int kind = FastOrder.kind(o);
            if (kind != FastOrder.SUPPORT_MOVE && kind != FastOrder.SUPPORT_HOLD && kind != FastOrder.CONVOY) {
                continue;
            }
            int target = index(set, FastOrder.a(o));
            if (target < 0) {
                continue;
            }
            long t = set[target];
            boolean matches = kind == FastOrder.SUPPORT_HOLD ? FastOrder.kind(t) != FastOrder.MOVE
                    : FastOrder.kind(t) == FastOrder.MOVE && ix.provinceOf(FastOrder.a(t)) == FastOrder.b(o);
            if (!matches) {
                set[i] = FastOrder.hold(FastOrder.unit(o));
            }
        }
        return set;
    }

    /** @return whether move i must give way to another own unit */
    private static boolean loses(MapIndex ix, long[] set, int i) {
        int from = FastOrder.unit(set[i]);
        int to = ix.provinceOf(FastOrder.a(set[i]));
        for (int j = 0; j < set.length; j++) {
            long other = set[j];
            int u = FastOrder.unit(other);
            boolean moves = FastOrder.kind(other) == FastOrder.MOVE;
            if (j == i) {
                continue;
            }
            if (u == to && (!moves || ix.provinceOf(FastOrder.a(other)) == from)) {
                return true;
            }
            if (moves && ix.provinceOf(FastOrder.a(other)) == to) {
                int mine = supports(set, from, to);
                int theirs = supports(set, u, to);
                if (theirs > mine || theirs == mine && j < i) {
                    return true;
                }
            }
        }
        return false;
    }

    /** @return the own supports of the unit in {@code from} moving into {@code to} */
    private static int supports(long[] set, int from, int to) {
        int n = 0;
        for (long o : set) {
            if (FastOrder.kind(o) == FastOrder.SUPPORT_MOVE && FastOrder.a(o) == from && FastOrder.b(o) == to) {
                n++;
            }
        }
        return n;
    }

    private static int index(long[] set, int unit) {
        for (int i = 0; i < set.length; i++) {
            if (FastOrder.unit(set[i]) == unit) {
                return i;
            }
        }
        return -1;
    }
}
