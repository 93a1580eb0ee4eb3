package calhamer.games.nodekayles;

import calhamer.strategy.solve.NimberSolver;
import calhamer.strategy.solve.SolveLimits;
import java.util.Arrays;

/**
 * Exact nimbers and outcomes of Node-Kayles positions over vertex sets of the position's own graph. Graphs of up to
 * 64 vertices go to {@link KaylesOutcome} (one-word sets; the outcome search of Lemoine and Viennot, which finds a
 * nimber by asking 0, 1, … in turn and the outcome without it); larger ones to the enumeration below: Sprague–Grundy
 * (the nimber of a position is the XOR of its connected components' nimbers, a component's is the mex of its
 * options').
 *
 * <ul>
 *   <li>Every position met below a graph is an induced subgraph of it, so a component is named exactly by its
 *       vertex set: the set (a bit set of the graph's vertices) is the component's canonical form, compared
 *       without any relabelling, and its nimber is remembered in a {@link SetTable}.</li>
 *   <li>Components that are paths or cycles (every degree at most 2) are answered by {@link PathNimbers} in O(1),
 *       whatever their length, and never stored.</li>
 *   <li>The search keeps its own stack and its sets in one growing buffer (no recursion, no allocation per
 *       state), so deep games cannot overflow the thread's stack.</li>
 * </ul>
 *
 * <p>Cost of the enumeration: O(C · k · (d + w)) for C distinct components other than paths and cycles, k vertices
 * each (its options), d the degrees involved and w the words of a set; C is exponential in the worst case (Node-Kayles
 * is PSPACE-complete, Schaefer 1978): a random graph of 60 vertices and 90 edges has 27 to 73 million, of which the
 * outcome search visits a few per cent to two thirds (see docs/results.md). The solver binds to the graph of the first
 * position it is asked and keeps its table for later positions of the same graph (the positions one move away); a
 * position of another graph starts a new table. A solve stopped by its limits leaves only finished components in the
 * table, so the solver may be asked again. The {@link SolveLimits} stop it when the components stored reach the
 * budget's iterations, the table's memory reaches the limit, time runs out or the caller is interrupted. Not
 * thread-safe.
 */
public final class KaylesSolver implements NimberSolver<KaylesGraph> {
    private int[][] adj;
    private int words;
    private SetTable table = new SetTable(1);
    private Splitter splitter;
    private long[] rest = new long[1];
    private long steps;
    private Frames frames;
    /** The solver of graphs of up to 64 vertices; null for larger ones. */
    private KaylesOutcome small;

    @Override
    public long states() {
        return small != null ? small.size() : table.size();
    }

    /** Who wins: by the outcome search up to 64 vertices (no nimber of the whole needed), by the nimber beyond. */
    @Override
    public boolean losing(KaylesGraph position, SolveLimits limits) {
        bind(position.neighboursView());
        if (small != null) {
            return small.losing(word(position), limits);
        }
        return nimber(position, limits) == 0;
    }

    /**
     * Up to 64 vertices, whether the table already settles every component of the position and their nimbers' XOR
     * is 0 (a won position's outcome search leaves its winning move's position so); O(vertices) word operations per
     * component. The enumeration beyond 64 vertices finds nimbers whole, so its positions one move away cost a look-up
     * each anyway: false there.
     */
    @Override
    public boolean provedLosing(KaylesGraph position) {
        bind(position.neighboursView());
        return small != null && small.provedLosing(word(position));
    }

    @Override
    public int nimber(KaylesGraph position, SolveLimits limits) {
        bind(position.neighboursView());
        if (small != null) {
            return small.nimber(word(position), limits);
        }
        frames.depth = 0;
        splitter.top = 0;
        Arrays.fill(rest, 0);
        long[] available = position.available().toLongArray();
        System.arraycopy(available, 0, rest, 0, available.length);
        int sum = splitter.split(rest, table);
        int unknown = splitter.count;
        for (int i = 0; i < unknown; i++) {
            int at = i * words;
            int value = table.get(splitter.buffer, at);
            sum ^= value >= 0 ? value : solve(at, limits);
        }
        return sum;
    }

    private static long word(KaylesGraph position) {
        long[] available = position.available().toLongArray();
        return available.length == 0 ? 0 : available[0];
    }

    private void bind(int[][] graph) {
        if (graph == adj) {
            return;
        }
        if (adj != null && Arrays.deepEquals(adj, graph)) {
            adj = graph;
            return;
        }
        adj = graph;
        if (graph.length <= SmallGraph.MAX_VERTICES) {
            small = new KaylesOutcome(new SmallGraph(graph));
            splitter = null;
            frames = null;
            table = new SetTable(1);
            return;
        }
        small = null;
        words = (graph.length + 63) / 64;
        table = new SetTable(words);
        rest = new long[words];
        splitter = new Splitter(graph);
        frames = new Frames();
    }

    /** The nimber of the component held in the buffer at {@code root}, with every component below it. */
    private int solve(int root, SolveLimits limits) {
        frames.push(root, splitter);
        while (frames.depth > 0) {
            step(frames, splitter, limits);
        }
        return table.get(splitter.buffer, root);
    }

    /**
     * One step of the search at the top of the stack: resolves a part of the option in progress (opening the part
     * when it is new), or finishes the option, or starts the next one, or finishes the component. A method of its
     * own so that the JIT compiles it whole (a loop running millions of times in one call would only get an
     * on-stack replacement).
     */
    private void step(Frames f, Splitter s, SolveLimits limits) {
        int d = f.depth - 1;
        if (f.parts[d] >= 0) {
            if (f.resolved[d] < f.parts[d]) {
                int at = f.partsAt[d] + f.resolved[d] * words;
                int value = table.get(s.buffer, at);
                if (value < 0) {
                    f.push(at, s);
                } else {
                    f.xor[d] ^= value;
                    f.resolved[d]++;
                }
                return;
            }
            f.mark(d, s.buffer, words);
            s.top = f.partsAt[d];
            f.parts[d] = -1;
        }
        int v = nextVertex(s.buffer, f.setAt[d], f.next[d]);
        if (v < 0) {
            int value = f.mex(d, s.buffer, words);
            table.put(s.buffer, f.setAt[d], value);
            limits.states(table.size());
            limits.memory(table.bytes() + 8L * s.buffer.length);
            s.top = f.base[d];
            f.depth--;
            return;
        }
        if ((++steps & (SolveLimits.CHECK_EVERY - 1)) == 0) {
            limits.check(table.size());
        }
        f.next[d] = v + 1;
        f.partsAt[d] = s.top;
        f.xor[d] = s.option(f.setAt[d], v, table);
        f.parts[d] = s.count;
        f.resolved[d] = 0;
    }

    /** @return the first vertex of the set at {@code at} numbered {@code from} or more, −1 if none */
    private int nextVertex(long[] buffer, int at, int from) {
        int i = from >>> 6;
        if (i >= words) {
            return -1;
        }
        long bits = buffer[at + i] & (-1L << (from & 63));
        while (bits == 0) {
            if (++i == words) {
                return -1;
            }
            bits = buffer[at + i];
        }
        return i * 64 + Long.numberOfTrailingZeros(bits);
    }

    /**
     * The solver's stack: per depth, the component's set (an offset into the buffer), where its own data starts
     * (its mex marks, then the unknown parts of the option in progress), the next vertex to play, and the option
     * in progress (its unknown parts, how many are resolved, the XOR so far; −1 parts when none).
     */
    private final class Frames {
        int depth;
        int[] setAt = new int[16];
        int[] base = new int[16];
        int[] next = new int[16];
        int[] partsAt = new int[16];
        int[] parts = new int[16];
        int[] resolved = new int[16];
        int[] xor = new int[16];

        void push(int at, Splitter s) {
            if (depth == setAt.length) {
                int size = depth * 2;
                setAt = Arrays.copyOf(setAt, size);
                base = Arrays.copyOf(base, size);
                next = Arrays.copyOf(next, size);
                partsAt = Arrays.copyOf(partsAt, size);
                parts = Arrays.copyOf(parts, size);
                resolved = Arrays.copyOf(resolved, size);
                xor = Arrays.copyOf(xor, size);
            }
            setAt[depth] = at;
            base[depth] = s.top;
            int marks = words + 1;
            s.reserve(marks);
            Arrays.fill(s.buffer, s.top, s.top + marks, 0);
            s.top += marks;
            next[depth] = 0;
            parts[depth] = -1;
            depth++;
        }

        /** Marks the value of the finished option (values beyond the marks cannot be the mex). */
        void mark(int d, long[] buffer, int words) {
            int value = xor[d];
            if (value < 64 * (words + 1)) {
                buffer[base[d] + (value >>> 6)] |= 1L << value;
            }
        }

        int mex(int d, long[] buffer, int words) {
            for (int i = 0; i <= words; i++) {
                long free = ~buffer[base[d] + i];
                if (free != 0) {
                    return i * 64 + Long.numberOfTrailingZeros(free);
                }
            }
            throw new IllegalStateException("more options than vertices");
        }
    }
}
