package calhamer.games.nodekayles;

import calhamer.strategy.solve.SolveLimits;

/**
 * What {@link KaylesOutcome} knows of the connected vertex sets of a graph of at most 64 vertices ({@link
 * SmallGraph}), and the walk that finds a set's components. A set's facts are kept in a {@link SetTable} in 16 bits:
 * bit 15 ({@link #EXACT}) set, the nimber in the low bits; otherwise bit v (v &lt; {@link #MARKS}) set when g ≠ v is
 * proved. Paths and cycles are never stored: their nimbers come from {@link PathNimbers}, known from the degrees the
 * walk counts. One instance per thread (the walk remembers the component it found last); the threads of one solve
 * share the table ({@link #forAnotherThread}).
 */
final class KaylesFacts {
    /** Marks a settled nimber. */
    static final int EXACT = 1 << 15;
    /** Inequalities g ≠ v are kept for v below this. */
    static final int MARKS = 15;

    private final SmallGraph shapes;
    private final SetTable table;
    /** The nimber of the component {@link #component} returned last when it is a path or a cycle, else −1. */
    private int lastPath;

    KaylesFacts(SmallGraph shapes) {
        this(shapes, new SetTable(1));
    }

    private KaylesFacts(SmallGraph shapes, SetTable table) {
        this.shapes = shapes;
        this.table = table;
    }

    /** @return facts of the same graph for another thread, sharing this one's table */
    KaylesFacts forAnotherThread() {
        return new KaylesFacts(shapes, table);
    }

    /** @return the connected sets with something proved */
    long size() {
        return table.size();
    }

    /**
     * The component of the set's lowest vertex within the set (the set not empty), breadth first, a layer of
     * neighbours at a time (O(vertices) word operations); on the way it counts the component's degrees (a vertex's
     * neighbours within the set are those within its component), so that {@link #lookupLast} knows a path or a cycle
     * without another pass.
     */
    long component(long set) {
        long part = Long.lowestOneBit(set);
        long front = part;
        int degrees = 0;
        boolean branching = false;
        while (front != 0) {
            long next = 0;
            for (long bits = front; bits != 0; bits &= bits - 1) {
                long around = shapes.neighbours(Long.numberOfTrailingZeros(bits)) & set;
                int degree = Long.bitCount(around);
                degrees += degree;
                branching |= degree > 2;
                next |= around;
            }
            front = next & ~part;
            part |= front;
        }
        lastPath = branching ? -1 : Splitter.nimber(Long.bitCount(part), degrees / 2);
        return part;
    }

    /** @return what is known of the component {@link #component} returned last: as {@link #lookup}, one pass fewer */
    int lookupLast(long part) {
        return lastPath >= 0 ? EXACT | lastPath : info(part);
    }

    /** @return what is known of a connected set: a path's or a cycle's nimber as settled, else the table's */
    int lookup(long part) {
        return lookupLast(component(part));
    }

    /**
     * @param available the available vertices, as a set
     * @return true when the table settles every component of the set and their nimbers' XOR is 0, without search:
     *         after {@link KaylesOutcome#losing} answered false, at least the position its winning move leads to
     */
    boolean provedLosing(long available) {
        int xor = 0;
        for (long rest = available; rest != 0; ) {
            long part = component(rest);
            rest &= ~part;
            int info = lookupLast(part);
            if ((info & EXACT) == 0) {
                return false;
            }
            xor ^= info & ~EXACT;
        }
        return xor == 0;
    }

    /** @return what the table holds for a connected set: the 16 bits above, 0 when nothing is known */
    int info(long c) {
        int value = table.get(c);
        return value < 0 ? 0 : value;
    }

    /** Records g(c) ≠ v when v is below {@link #MARKS} (above, the fact is not kept). */
    void exclude(long c, int v, SolveLimits limits) {
        if (v < MARKS) {
            record(c, info(c) | 1 << v, limits);
        }
    }

    /** Records what is known of c, stopping the solve when the table reaches a limit. */
    void record(long c, int info, SolveLimits limits) {
        table.put(c, info);
        limits.states(table.size());
        limits.memory(table.bytes());
    }
}
