package calhamer.bot.rollout;

import calhamer.adjudicator.engine.PackedOrder;
import calhamer.adjudicator.rules.MapTables;

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
    public static long[] repair(MapTables ix, long[] set) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < set.length; i++) {
                if (PackedOrder.kind(set[i]) == PackedOrder.MOVE && loses(ix, set, i)) {
                    set[i] = PackedOrder.hold(PackedOrder.unit(set[i]));
                    changed = true;
                }
            }
        }
        for (int i = 0; i < set.length; i++) {
            long o = set[i];
            int kind = PackedOrder.kind(o);
            if (kind != PackedOrder.SUPPORT_MOVE && kind != PackedOrder.SUPPORT_HOLD && kind != PackedOrder.CONVOY) {
                continue;
            }
            int target = index(set, PackedOrder.a(o));
            if (target < 0) {
                continue;
            }
            long t = set[target];
            boolean matches = kind == PackedOrder.SUPPORT_HOLD ? PackedOrder.kind(t) != PackedOrder.MOVE
                    : PackedOrder.kind(t) == PackedOrder.MOVE
                    && ix.provinceOf(PackedOrder.a(t)) == ix.provinceOf(PackedOrder.b(o));
            if (!matches) {
                set[i] = PackedOrder.hold(PackedOrder.unit(o));
            }
        }
        return set;
    }

    /** @return whether move i must give way to another own unit */
    private static boolean loses(MapTables ix, long[] set, int i) {
        int from = PackedOrder.unit(set[i]);
        int to = ix.provinceOf(PackedOrder.a(set[i]));
        for (int j = 0; j < set.length; j++) {
            long other = set[j];
            int u = PackedOrder.unit(other);
            boolean moves = PackedOrder.kind(other) == PackedOrder.MOVE;
            if (j == i) {
                continue;
            }
            if (u == to && (!moves || ix.provinceOf(PackedOrder.a(other)) == from)) {
                return true;
            }
            if (moves && ix.provinceOf(PackedOrder.a(other)) == to) {
                int mine = supports(ix, set, from, to);
                int theirs = supports(ix, set, u, to);
                if (theirs > mine || theirs == mine && j < i) {
                    return true;
                }
            }
        }
        return false;
    }

    /** @return the own supports of the unit in {@code from} moving into {@code to} */
    private static int supports(MapTables ix, long[] set, int from, int to) {
        int n = 0;
        for (long o : set) {
            if (PackedOrder.kind(o) == PackedOrder.SUPPORT_MOVE && PackedOrder.a(o) == from
                    && ix.provinceOf(PackedOrder.b(o)) == to) {
                n++;
            }
        }
        return n;
    }

    private static int index(long[] set, int unit) {
        for (int i = 0; i < set.length; i++) {
            if (PackedOrder.unit(set[i]) == unit) {
                return i;
            }
        }
        return -1;
    }
}
