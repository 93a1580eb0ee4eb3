package calhamer.games.nodekayles;

import static calhamer.games.nodekayles.KaylesFacts.EXACT;
import static calhamer.games.nodekayles.KaylesFacts.MARKS;

import calhamer.strategy.solve.SolveLimits;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Who wins a Node-Kayles position of a graph of at most 64 vertices ({@link SmallGraph}), and its nimber: the outcome
 * search on sums with a nim heap of Lemoine and Viennot ("Nimbers are inevitable", Theoretical Computer Science
 * 462, 2012, section 3). A position of components C₁ … C_k is lost for the player to move exactly when its nimber is
 * 0: the nimbers of every component but the largest are found exactly, and the largest, L, is asked only whether
 * g(L) = t for the XOR t of the others. That question stops at the first option of L of nimber t (then g(L) ≠ t);
 * only when there is none is g(L) settled, by asking the same of 0, 1, … below t in turn. Options that are sums
 * are asked the same way, recursively, so most of the tree is cut as in an alpha-beta search.
 *
 * <p>The search for an option of nimber t splits every option into components and looks them up; when it finds
 * none, it keeps what that look told (the values of the options settled by the table, the other options' vertices),
 * so settling L takes those values at once and looks again only at the options left unsettled. Those splits and
 * look-ups are where the time goes (memory-bound at 60 vertices): on G(50, 75) seed 2, 47 million option look-ups
 * instead of 111 million.
 *
 * <p>What is learnt is kept per connected vertex set ({@link KaylesFacts}: the nimber, or the values it is proved
 * not to be; paths and cycles by {@link PathNimbers}). The search recurses a few frames per move (at most 64 moves
 * for 64 vertices). Who wins a position whose largest component has {@link #RACE_FROM} vertices or more is asked on
 * two threads sharing the table ({@link OptionRace}). Cost: exponential in the worst case like every exact method
 * (the game is PSPACE-complete), but on 300 random graphs of 60 vertices and 90 edges who wins took at most 7.3 s
 * (median 0.21 s) where a nimber can take 9–235 s of CPU (docs/results.md). The
 * {@link SolveLimits} stop it as they stop {@link KaylesSolver}; a stopped search leaves only proved facts behind,
 * so it may be asked again. Not thread-safe: another thread takes a {@link #racer()}, which shares the table.
 */
final class KaylesOutcome {
    /** What {@link #quick} adds to the nimber of an option it settles, to tell it from its other answers. */
    private static final int SETTLED = 128;
    /** Marks an option {@link #scan} keeps for settling but need not search (known not to have the value sought). */
    private static final long LATER = 1L << 62;

    /** The fewest vertices a component must hold for {@link #losing} to search its options on two threads. */
    static final int RACE_FROM = 40;

    private final SmallGraph shapes;
    private final KaylesFacts facts;
    /** Unresolved components of the sums in progress, one word each. */
    private long[] stack = new long[256];
    private int top;
    private long steps;
    private SolveLimits limits;
    /** The values of the options settled at the last {@link #scan} that found no option of the value sought. */
    private long seen;

    KaylesOutcome(SmallGraph shapes) {
        this(shapes, new KaylesFacts(shapes));
    }

    private KaylesOutcome(SmallGraph shapes, KaylesFacts facts) {
        this.shapes = shapes;
        this.facts = facts;
    }

    /** @return a search of the same graph for another thread, sharing this one's table */
    KaylesOutcome racer() {
        return new KaylesOutcome(shapes, facts.forAnotherThread());
    }

    /** @return the connected sets with something proved */
    long size() {
        return facts.size();
    }

    /**
     * @param available the available vertices, as a set
     * @return true when the player to move loses (the position's nimber is 0)
     */
    boolean losing(long available, SolveLimits limits) {
        this.limits = limits;
        top = 0;
        long largest = 0;
        for (long rest = available; rest != 0; ) {
            long part = facts.component(rest);
            rest &= ~part;
            largest = Long.bitCount(part) > Long.bitCount(largest) ? part : largest;
        }
        if (Long.bitCount(largest) < RACE_FROM || !OptionRace.allowed()) {
            return sumIs(available, 0);
        }
        int others = nimber(available & ~largest, limits);
        int info = facts.lookup(largest);
        boolean excluded = (info & EXACT) != 0 || others < MARKS && (info >>> others & 1) != 0;
        if (!excluded && new OptionRace(this).run(largest, others, limits)) {
            facts.exclude(largest, others, limits);
            return false;
        }
        return nimberIs(largest, others, facts.lookup(largest));
    }

    /**
     * One racer's share of {@link OptionRace}: whether an option of c played at one of the {@code options} it takes
     * in turn (the racers share {@code next}) has nimber u, searched under the racer's own limits until it finds one
     * or another racer has.
     *
     * @param options vertices of c in the low 6 bits, in the order to try them
     */
    boolean someOptionIs(long c, int u, long[] options, AtomicInteger next, SolveLimits own, AtomicBoolean found) {
        this.limits = own;
        top = 0;
        for (int i = next.getAndIncrement(); i < options.length && !found.get(); i = next.getAndIncrement()) {
            if (sumIs(c & ~shapes.closed((int) (options[i] & 63)), u)) {
                return true;
            }
        }
        return false;
    }

    /** Goes back to the solve's limits after a race. */
    void restore(SolveLimits solve) {
        limits = solve;
        top = 0;
    }

    /** @return the vertices of c ordered as the search tries them: those leaving the fewest vertices first */
    long[] optionsByLeft(long c) {
        long[] options = new long[Long.bitCount(c)];
        int n = 0;
        for (long bits = c; bits != 0; bits &= bits - 1) {
            int x = Long.numberOfTrailingZeros(bits);
            options[n++] = (long) Long.bitCount(c & ~shapes.closed(x)) << 6 | x;
        }
        Arrays.sort(options);
        return options;
    }

    /** @return whether the table settles the set lost without search ({@link KaylesFacts#provedLosing}) */
    boolean provedLosing(long available) {
        return facts.provedLosing(available);
    }

    /** @return the nimber of the available vertices: each component's settled by asking 0, 1, … in turn */
    int nimber(long available, SolveLimits limits) {
        this.limits = limits;
        top = 0;
        int xor = 0;
        for (long rest = available; rest != 0; ) {
            long part = facts.component(rest);
            rest &= ~part;
            int info = facts.lookupLast(part);
            xor ^= (info & EXACT) != 0 ? info & ~EXACT : nimber(part);
        }
        return xor;
    }

    /** @return whether the nimber of the set (any number of components) is {@code target} */
    private boolean sumIs(long set, int target) {
        int base = top;
        int xor = 0;
        int largest = -1;
        int largestInfo = 0;
        for (long rest = set; rest != 0; ) {
            long part = facts.component(rest);
            rest &= ~part;
            int info = facts.lookupLast(part);
            if ((info & EXACT) != 0) {
                xor ^= info & ~EXACT;
                continue;
            }
            push(part);
            if (largest < 0 || Long.bitCount(part) > Long.bitCount(stack[largest])) {
                largest = top - 1;
                largestInfo = info;
            }
        }
        try {
            if (largest < 0) {
                return xor == target;
            }
            for (int i = base; i < top; i++) {
                if (i != largest) {
                    xor ^= nimber(stack[i]);
                }
            }
            return nimberIs(stack[largest], target ^ xor, largestInfo);
        } finally {
            top = base;
        }
    }

    /**
     * @param info what the table held for c when the caller looked (the exclusions only grow since)
     * @return whether g(c) = u for a connected set c: false at the first option of nimber u; otherwise g(c) ≤ u and
     *         it is settled, reusing what the search for an option of nimber u saw
     */
    private boolean nimberIs(long c, int u, int info) {
        if ((info & EXACT) != 0) {
            return (info & ~EXACT) == u;
        }
        if (u < MARKS && (info >>> u & 1) != 0) {
            return false;
        }
        int base = top;
        try {
            if (scan(c, u)) {
                facts.exclude(c, u, limits);
                return false;
            }
            return settle(c, u, seen, base, top) == u;
        } finally {
            top = base;
        }
    }

    /** @return the nimber of the connected set c: one scan of its options, then {@link #settle} */
    private int nimber(long c) {
        int base = top;
        try {
            scan(c, -1);
            return settle(c, -1, seen, base, top);
        } finally {
            top = base;
        }
    }

    /**
     * Looks at every option of the connected set c for one of nimber u (−1: none is sought): first the options
     * settled by the table alone, then the others, those leaving the fewest unsettled vertices first (the cheapest to
     * search). When there is none, it leaves behind the values below 64 of the options settled at the first look, in
     * {@link #seen}, and the vertices of the other options on top of the stack, so that settling c looks again only
     * at those.
     *
     * @return whether some option of c has nimber u
     */
    private boolean scan(long c, int u) {
        check();
        int base = top;
        long values = 0;
        for (long bits = c; bits != 0; bits &= bits - 1) {
            int x = Long.numberOfTrailingZeros(bits);
            int quick = quick(c & ~shapes.closed(x), u);
            if (quick == 1) {
                return true;
            }
            if (quick >= SETTLED && quick - SETTLED < 64) {
                values |= 1L << quick - SETTLED;
            } else {
                push(quick < 0 ? (long) -quick << 6 | x : LATER | x);
            }
        }
        if (u >= 0 && searched(c, u, base)) {
            return true;
        }
        seen = values;
        return false;
    }

    /**
     * Settles the connected set c, asking 0, 1, … in turn whether some option has the value: those in
     * {@code values} at once, the others among the options whose vertices the stack holds from {@code from} to
     * {@code to} (every other option's value is in {@code values}).
     *
     * @param absent a value no option of c has (−1 when none is known)
     * @return the nimber of c
     */
    private int settle(long c, int absent, long values, int from, int to) {
        for (int v = 0; ; v++) {
            int info = facts.info(c);
            if ((info & EXACT) != 0) {
                return info & ~EXACT;
            }
            if (v < MARKS && (info >>> v & 1) != 0) {
                continue;
            }
            if (v < 64 && (values >>> v & 1) != 0) {
                facts.exclude(c, v, limits);
                continue;
            }
            if (v == absent || !someOptionIs(c, v, from, to)) {
                facts.record(c, EXACT | v, limits);
                return v;
            }
            facts.exclude(c, v, limits);
        }
    }

    /**
     * @return whether one of the options of c whose vertices the stack holds from {@code from} to {@code to} has
     *         nimber v: first those settled by the table alone, then the others, fewest unsettled vertices first
     */
    private boolean someOptionIs(long c, int v, int from, int to) {
        check();
        int base = top;
        try {
            for (int i = from; i < to; i++) {
                int x = (int) (stack[i] & 63);
                int quick = quick(c & ~shapes.closed(x), v);
                if (quick == 1) {
                    return true;
                }
                if (quick < 0) {
                    push((long) -quick << 6 | x);
                }
            }
            return searched(c, v, base);
        } finally {
            top = base;
        }
    }

    /**
     * @return whether one of the options of c whose vertices were pushed from {@code base} on has nimber v, by a
     *         search of each (those marked {@link #LATER} excepted), fewest unsettled vertices first
     */
    private boolean searched(long c, int v, int base) {
        Arrays.sort(stack, base, top);
        for (int i = base; i < top && (stack[i] & LATER) == 0; i++) {
            if (sumIs(c & ~shapes.closed((int) (stack[i] & 63)), v)) {
                return true;
            }
        }
        return false;
    }

    /**
     * @return 1 when the set's nimber is v by what is known, {@link #SETTLED} + its nimber when every component is
     *         settled and the sum is not v, 0 when it is not v by an exclusion, and otherwise −(how many vertices
     *         its unsettled components hold), when a search must tell (more than one unsettled component, or one
     *         with nothing proved about g = v ⊕ the rest)
     */
    private int quick(long set, int v) {
        int xor = 0;
        long unknown = 0;
        int count = 0;
        int unknownInfo = 0;
        for (long rest = set; rest != 0; ) {
            long part = facts.component(rest);
            rest &= ~part;
            int info = facts.lookupLast(part);
            if ((info & EXACT) != 0) {
                xor ^= info & ~EXACT;
            } else {
                count++;
                unknown |= part;
                unknownInfo = info;
            }
        }
        if (count == 0) {
            return xor == v ? 1 : SETTLED + xor;
        }
        int t = v ^ xor;
        if (count == 1 && v >= 0 && t < MARKS && (unknownInfo >>> t & 1) != 0) {
            return 0;
        }
        return -Long.bitCount(unknown);
    }

    private void check() {
        if ((++steps & (SolveLimits.CHECK_EVERY - 1)) == 0) {
            limits.check(facts.size());
        }
    }

    private void push(long part) {
        if (top == stack.length) {
            stack = Arrays.copyOf(stack, 2 * top);
        }
        stack[top++] = part;
    }
}
