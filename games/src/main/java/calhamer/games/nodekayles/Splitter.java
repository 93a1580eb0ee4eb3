package calhamer.games.nodekayles;

import java.util.Arrays;

/**
 * Splits vertex sets of one graph, bit sets of {@link #words} 64-bit words, into connected components and answers
 * each component it can at once: a path or a cycle (every degree at most 2) by {@link PathNimbers}, a set already in
 * the table by its value. The others are written one after another on top of the shared buffer, where
 * {@link KaylesSolver} keeps every set it works on as a stack. A component grows breadth first, a layer of
 * neighbours at a time over the vertices' neighbour sets: O(vertices · words) for a component. (Graphs of up to 64
 * vertices are solved on {@link SmallGraph} instead.)
 */
final class Splitter {
    final int words;
    long[] buffer;
    /** The first free word of the buffer. */
    int top;
    /** How many components the last split left unanswered. */
    int count;
    /** Vertex v's neighbours as a set: {@link #words} words from v · words. */
    private final long[] neighbours;

    private final int[][] adj;
    private final long[] rest;
    private final long[] frontier;
    private final long[] layer;

    Splitter(int[][] adj) {
        this.words = Math.max(1, (adj.length + 63) / 64);
        this.adj = adj;
        this.rest = new long[words];
        this.frontier = new long[words];
        this.layer = new long[words];
        this.buffer = new long[64 * words];
        this.neighbours = new long[adj.length * words];
        for (int v = 0; v < adj.length; v++) {
            for (int w : adj[v]) {
                neighbours[v * words + (w >>> 6)] |= 1L << w;
            }
        }
    }

    /** Makes room for {@code more} words on top of the buffer. */
    void reserve(int more) {
        if (top + more > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, top + more));
        }
    }

    /**
     * Splits a set given as words (it may be changed).
     *
     * @return the XOR of the nimbers of the components answered at once; the {@link #count} others are left on
     *         top of the buffer, {@link #words} words each, from the {@link #top} the call started at
     */
    int split(long[] set, SetTable table) {
        int sum = 0;
        count = 0;
        for (int i = 0; i < words; i++) {
            while (set[i] != 0) {
                int start = i * 64 + Long.numberOfTrailingZeros(set[i]);
                reserve(words);
                int at = top;
                Arrays.fill(buffer, at, at + words, 0);
                component(start, set, at);
                for (int j = 0; j < words; j++) {
                    set[j] &= ~buffer[at + j];
                }
                int value = pathOrCycle(at);
                if (value < 0) {
                    value = table.get(buffer, at);
                }
                if (value >= 0) {
                    sum ^= value;
                } else {
                    top += words;
                    count++;
                }
            }
        }
        return sum;
    }

    /** Splits what is left of the set at {@code at} once vertex v and its neighbours are taken, as {@link #split}. */
    int option(int at, int v, SetTable table) {
        System.arraycopy(buffer, at, rest, 0, words);
        rest[v >>> 6] &= ~(1L << v);
        for (int w : adj[v]) {
            rest[w >>> 6] &= ~(1L << w);
        }
        return split(rest, table);
    }

    /** @return the nimber of a connected graph of at most degree 2: a path, or a cycle when edges = vertices */
    static int nimber(int vertices, int edges) {
        return edges == vertices - 1 ? PathNimbers.path(vertices) : PathNimbers.cycle(vertices);
    }

    /** Writes the component of {@code start} within {@code set} to the buffer at {@code at}. */
    private void component(int start, long[] set, int at) {
        long[] b = buffer;
        Arrays.fill(frontier, 0);
        frontier[start >>> 6] = 1L << start;
        b[at + (start >>> 6)] = 1L << start;
        boolean grew = true;
        while (grew) {
            Arrays.fill(layer, 0);
            for (int i = 0; i < words; i++) {
                for (long bits = frontier[i]; bits != 0; bits &= bits - 1) {
                    int row = (i * 64 + Long.numberOfTrailingZeros(bits)) * words;
                    for (int j = 0; j < words; j++) {
                        layer[j] |= neighbours[row + j];
                    }
                }
            }
            grew = false;
            for (int j = 0; j < words; j++) {
                long fresh = layer[j] & set[j] & ~b[at + j];
                b[at + j] |= fresh;
                frontier[j] = fresh;
                grew |= fresh != 0;
            }
        }
    }

    private int pathOrCycle(int at) {
        long[] b = buffer;
        int vertices = 0;
        int degrees = 0;
        for (int i = 0; i < words; i++) {
            for (long bits = b[at + i]; bits != 0; bits &= bits - 1) {
                int row = (i * 64 + Long.numberOfTrailingZeros(bits)) * words;
                int degree = 0;
                for (int j = 0; j < words; j++) {
                    degree += Long.bitCount(neighbours[row + j] & b[at + j]);
                }
                if (degree > 2) {
                    return -1;
                }
                degrees += degree;
                vertices++;
            }
        }
        return nimber(vertices, degrees / 2);
    }
}
