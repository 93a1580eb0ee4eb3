package calhamer.games.nodekayles;

import java.util.BitSet;

/**
 * Node-Kayles on paths and cycles by the octal game 0.137 (Dawson's Chess; Berlekamp, Conway and Guy, "Winning
 * Ways", chapter 4). Choosing a vertex of the path P_n removes it and its neighbours: an end vertex takes two
 * vertices and leaves P_{n−2}, an inner one takes three and leaves P_a + P_{n−3−a}, the only vertex of P_1 takes
 * it. That is a heap of n under 0.137, so g(P_n) = mex({g(n−2)} ∪ {g(a) xor g(n−3−a)}), with g(0) = 0,
 * g(1) = g(2) = 1. The sequence is g(P_n) = g(0.07 heap of n + 1), Dawson's Kayles shifted by one.
 *
 * <p>Its period is 34 from n = 52 on (the path of 51 vertices is the last exception). This is not assumed: the
 * class computes g(0..{@value #TABLE} − 1) by the recurrence and checks the hypothesis of the periodicity theorem
 * for octal games (Guy and Smith 1956; Winning Ways, chapter 4: if g(n + p) = g(n) for every n with n0 ≤ n <
 * 2·n0 + p + t, where t = 3 is the most vertices one move takes, then g(n + p) = g(n) for every n ≥ n0). The check
 * fails loudly at class loading if the table says otherwise. After it, {@link #path} is O(1) for every n.
 *
 * <p>Cycles: every vertex of C_n (n ≥ 3) takes itself and both neighbours and leaves P_{n−3}, so
 * g(C_n) = mex{g(P_{n−3})}: 1 when g(P_{n−3}) = 0, otherwise 0 (C_3 is the triangle: 1).
 */
public final class PathNimbers {
    /** The first n from which the values repeat. */
    public static final int PREPERIOD = 52;
    /** The period. */
    public static final int PERIOD = 34;
    /** The most vertices one move takes (the octal game's number of digits). */
    private static final int MOST_TAKEN = 3;
    /** The values computed by the recurrence: enough for the periodicity theorem's hypothesis. */
    static final int TABLE = 2 * PREPERIOD + 2 * PERIOD + MOST_TAKEN;

    private static final int[] VALUES = verified(recurrence(TABLE));

    private PathNimbers() {
    }

    /**
     * @return g(P_0..P_{size−1}) by the octal recurrence, O(size²)
     */
    static int[] recurrence(int size) {
        int[] g = new int[size];
        for (int n = 1; n < size; n++) {
            BitSet options = new BitSet();
            if (n == 1) {
                options.set(0);
            }
            if (n >= 2) {
                options.set(g[n - 2]);
            }
            for (int a = 0; a <= n - 3; a++) {
                options.set(g[a] ^ g[n - 3 - a]);
            }
            g[n] = options.nextClearBit(0);
        }
        return g;
    }

    /** @return the values, once the periodicity theorem's hypothesis is checked on them */
    private static int[] verified(int[] g) {
        for (int n = PREPERIOD; n < 2 * PREPERIOD + PERIOD + MOST_TAKEN; n++) {
            if (g[n] != g[n + PERIOD]) {
                throw new IllegalStateException("0.137 is not periodic with period " + PERIOD + " from "
                        + PREPERIOD + ": g(" + n + ") = " + g[n] + ", g(" + (n + PERIOD) + ") = " + g[n + PERIOD]);
            }
        }
        return g;
    }

    /** @return the nimber of Node-Kayles on the path of n vertices (n ≥ 0) */
    public static int path(long n) {
        if (n < 0) {
            throw new IllegalArgumentException("a path has at least 0 vertices, not " + n);
        }
        return VALUES[(int) (n < PREPERIOD ? n : PREPERIOD + (n - PREPERIOD) % PERIOD)];
    }

    /** @return the nimber of Node-Kayles on the cycle of n ≥ 3 vertices */
    public static int cycle(long n) {
        if (n < 3) {
            throw new IllegalArgumentException("a cycle has at least 3 vertices, not " + n);
        }
        return path(n - 3) == 0 ? 1 : 0;
    }
}
