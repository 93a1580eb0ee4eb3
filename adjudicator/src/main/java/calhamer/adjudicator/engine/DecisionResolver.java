package calhamer.adjudicator.engine;

import java.util.Arrays;

/**
 * Resolves the decisions of a movement phase with Kruijswijk's guess algorithm (L. B. Kruijswijk, "The Math of
 * Adjudication", The Diplomatic Pouch, 2009; DATC section 5): one boolean decision per order (a move succeeds, a
 * support is not cut, a convoying fleet is not dislodged), each computed from the strengths of DATC 5.B (attack, hold,
 * defend, prevent) by calling {@link #resolve} on the decisions it needs. A decision met again while it is being
 * guessed returns its guess and is recorded, every time it is read; when a decision turns out to depend on its own
 * guess, both guesses are tried: one consistent answer is taken, otherwise the cycle is broken by the backup rule:
 * with a convoy in the cycle the Szykman rule (the convoys of the cycle fail, DATC 4.A.2 preferred), without one it
 * is circular movement (the moves of the cycle succeed). A decision that read a guess made before its own (by an
 * enclosing resolution) is only provisional, whatever else it read: the enclosing resolution settles it. Without
 * that rule a decision could be settled on a guess that was later revised, and the answer to nested paradoxes (DATC
 * 6.F.17, Pandin's extended paradox) depended on the order in which the units were listed.
 *
 * <p>Each decision is adjudicated a bounded number of times except inside cycles, so a phase costs O(D·k) for D
 * decisions and k orders touching a province in practice; there is never a search over combinations. Recursion depth
 * is at most the number of decisions.
 */
final class DecisionResolver {
    private static final byte UNRESOLVED = 0;
    private static final byte GUESSING = 1;
    private static final byte RESOLVED = 2;

    private final OrderBoard b;
    private final byte[] state;
    final boolean[] result;
    final boolean[] paradox;
    /** When each decision's current guess was made (a clock of guesses): tells enclosing guesses from inner ones. */
    private final long[] since;
    private long clock;
    private int[] deps;
    private int depCount;
    private final ConvoyRoutes routes;

    DecisionResolver(OrderBoard board) {
        this.b = board;
        int p = board.t.provinceCount();
        state = new byte[p];
        result = new boolean[p];
        paradox = new boolean[p];
        since = new long[p];
        deps = new int[2 * p + 8];
        routes = new ConvoyRoutes(board, this);
    }

    /** Resolves every decision of the loaded board. */
    void resolveAll() {
        Arrays.fill(state, 0, b.n, UNRESOLVED);
        Arrays.fill(paradox, 0, b.n, false);
        depCount = 0;
        for (int i = 0; i < b.n; i++) {
            if (b.kind[i] != OrderBoard.HOLD) {
                resolve(i);
            }
        }
    }

    boolean resolve(int nr) {
        if (state[nr] == RESOLVED) {
            return result[nr];
        }
        if (state[nr] == GUESSING) {
            push(nr);
            return result[nr];
        }
        int old = depCount;
        result[nr] = false;
        state[nr] = GUESSING;
        since[nr] = ++clock;
        boolean first = adjudicate(nr);
        if (depCount == old) {
            if (state[nr] != RESOLVED) {
                result[nr] = first;
                state[nr] = RESOLVED;
            }
            return first;
        }
        if (dependsOnOuterGuess(old, nr)) {
            push(nr);
            result[nr] = first;
            return first;
        }
        unresolveFrom(old);
        result[nr] = true;
        state[nr] = GUESSING;
        boolean second = adjudicate(nr);
        if (dependsOnOuterGuess(old, nr)) {
            push(nr);
            result[nr] = second;
            return second;
        }
        if (first == second) {
            unresolveFrom(old);
            result[nr] = first;
            state[nr] = RESOLVED;
            return first;
        }
        backupRule(old);
        return resolve(nr);
    }

    /**
     * @return whether a guess read since {@code old} was made before nr's own (by an enclosing resolution): then nr's
     *         value is provisional too and only that enclosing resolution may settle it
     */
    private boolean dependsOnOuterGuess(int old, int nr) {
        for (int k = old; k < depCount; k++) {
            if (since[deps[k]] < since[nr]) {
                return true;
            }
        }
        return false;
    }

    private void push(int nr) {
        if (depCount == deps.length) {
            deps = Arrays.copyOf(deps, deps.length * 2);
        }
        deps[depCount++] = nr;
    }

    private void unresolveFrom(int old) {
        for (int k = old; k < depCount; k++) {
            state[deps[k]] = UNRESOLVED;
        }
        depCount = old;
    }

    private void backupRule(int old) {
        boolean convoy = false;
        for (int k = old; k < depCount; k++) {
            convoy |= b.kind[deps[k]] == OrderBoard.CONVOY;
        }
        for (int k = old; k < depCount; k++) {
            int d = deps[k];
            if (convoy && b.kind[d] == OrderBoard.CONVOY) {
                result[d] = false;
                paradox[d] = true;
                state[d] = RESOLVED;
            } else if (!convoy && b.kind[d] == OrderBoard.MOVE) {
                result[d] = true;
                state[d] = RESOLVED;
            } else {
                state[d] = UNRESOLVED;
            }
        }
        depCount = old;
    }

    private boolean adjudicate(int i) {
        switch (b.kind[i]) {
            case OrderBoard.MOVE:
                return moveSucceeds(i);
            case OrderBoard.SUPPORT:
                return supportHolds(i);
            case OrderBoard.CONVOY:
                return !attackedSuccessfully(b.prov[i]);
            default:
                return true;
        }
    }

    private boolean attackedSuccessfully(int p) {
        for (int m = b.attHead[p]; m >= 0; m = b.attNext[m]) {
            if (resolve(m)) {
                return true;
            }
        }
        return false;
    }

    private boolean moveSucceeds(int m) {
        if (b.byConvoy[m] && !path(m)) {
            return false;
        }
        int attack = attackStrength(m);
        int d = b.slotOf[b.dest[m]];
        if (headToHead(m, d)) {
            if (attack <= 1 + supportCount(d, -1)) {
                return false;
            }
        } else if (attack <= holdStrength(b.dest[m])) {
            return false;
        }
        for (int o = b.attHead[b.dest[m]]; o >= 0; o = b.attNext[o]) {
            if (o != m && attack <= preventStrength(o)) {
                return false;
            }
        }
        return true;
    }

    boolean headToHead(int m, int d) {
        return d >= 0 && b.kind[d] == OrderBoard.MOVE && b.dest[d] == b.prov[m] && !b.byConvoy[m] && !b.byConvoy[d];
    }

    int attackStrength(int m) {
        if (b.byConvoy[m] && !path(m)) {
            return 0;
        }
        int d = b.slotOf[b.dest[m]];
        if (d < 0 || (b.kind[d] == OrderBoard.MOVE && !headToHead(m, d) && resolve(d))) {
            return 1 + supportCount(m, -1);
        }
        if (b.power[d] == b.power[m]) {
            return 0;
        }
        return 1 + supportCount(m, b.power[d]);
    }

    int holdStrength(int p) {
        int d = b.slotOf[p];
        if (d < 0) {
            return 0;
        }
        if (b.kind[d] == OrderBoard.MOVE) {
            return resolve(d) ? 0 : 1;
        }
        return 1 + supportCount(d, -1);
    }

    int defendStrength(int d) {
        return 1 + supportCount(d, -1);
    }

    int preventStrength(int o) {
        if (b.byConvoy[o] && !path(o)) {
            return 0;
        }
        int opp = b.slotOf[b.dest[o]];
        if (headToHead(o, opp) && resolve(opp)) {
            return 0;
        }
        return 1 + supportCount(o, -1);
    }

    /** @return the supports given to slot i's order, not counting supports by {@code notPower} */
    private int supportCount(int i, int notPower) {
        int count = 0;
        for (int s = b.supHead[i]; s >= 0; s = b.supNext[s]) {
            if (b.power[s] != notPower && resolve(s)) {
                count++;
            }
        }
        return count;
    }

    /**
     * A support is cut by an attack from a foreign unit (that reaches, if convoyed) from anywhere but the province the
     * support is aimed at, and by dislodgement (DATC 5.B, 6.D.15, 6.D.17, 6.G.13).
     */
    private boolean supportHolds(int s) {
        return cutter(s) < 0;
    }

    /** @return the attacking slot that cuts support s, or -1 */
    int cutter(int s) {
        int p = b.prov[s];
        int target = -1;
        for (int m = b.attHead[p]; m >= 0; m = b.attNext[m]) {
            if (b.power[m] == b.power[s]) {
                continue;
            }
            if (b.prov[m] == b.supDest[s]) {
                target = m;
                continue;
            }
            if (!b.byConvoy[m] || path(m)) {
                return m;
            }
        }
        return target >= 0 && resolve(target) ? target : -1;
    }

    /** @return whether the convoyed army has a route of convoying fleets that are not dislodged */
    boolean path(int army) {
        return routes.exists(army);
    }
}
