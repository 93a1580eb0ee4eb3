package calhamer.games.nodekayles;

import java.util.Arrays;
import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * A Node-Kayles position: an undirected graph on vertices 0..n−1 and the vertices no longer available (chosen, or
 * next to a chosen one). Immutable, with value equality (hash computed once).
 */
public final class KaylesGraph {
    private final int[][] neighbours;
    private final BitSet removed;
    private final int hash;

    /**
     * @param neighbours each vertex's neighbours, sorted
     * @param removed    the vertices no longer available
     */
    public KaylesGraph(int[][] neighbours, BitSet removed) {
        this(Arrays.stream(neighbours).map(int[]::clone).toArray(int[][]::new), (BitSet) removed.clone(), true);
    }

    /** Takes the arrays as they are: the caller hands them over and keeps no reference. */
    private KaylesGraph(int[][] neighbours, BitSet removed, boolean owned) {
        this.neighbours = neighbours;
        this.removed = removed;
        this.hash = 31 * Arrays.deepHashCode(neighbours) + removed.hashCode();
    }

    /**
     * The random graph G(n, m) of Erdős and Rényi: m distinct edges among n vertices, each pair drawn uniformly by
     * a {@link SplittableRandom} of the seed until m are found (so the same seed gives the same graph), every
     * vertex available.
     *
     * @throws IllegalArgumentException when m exceeds n(n − 1)/2
     */
    public static KaylesGraph random(int n, int m, long seed) {
        if (n < 0 || m < 0 || m > (long) n * (n - 1) / 2) {
            throw new IllegalArgumentException("no graph of " + n + " vertices has " + m + " edges");
        }
        SplittableRandom random = new SplittableRandom(seed);
        BitSet[] around = new BitSet[n];
        for (int v = 0; v < n; v++) {
            around[v] = new BitSet(n);
        }
        for (int edges = 0; edges < m; ) {
            int u = random.nextInt(n);
            int v = random.nextInt(n);
            if (u != v && !around[u].get(v)) {
                around[u].set(v);
                around[v].set(u);
                edges++;
            }
        }
        int[][] adj = new int[n][];
        for (int v = 0; v < n; v++) {
            adj[v] = around[v].stream().toArray();
        }
        return owning(adj);
    }

    /** @return the position with other vertices removed, sharing this graph */
    KaylesGraph withRemoved(BitSet newRemoved) {
        return new KaylesGraph(neighbours, newRemoved, true);
    }

    /** @return a position of all-available vertices on neighbour lists the caller hands over */
    static KaylesGraph owning(int[][] neighbours) {
        return new KaylesGraph(neighbours, new BitSet(), true);
    }

    /** @return the number of vertices */
    public int size() {
        return neighbours.length;
    }

    /** @return vertex v's neighbours, sorted (do not change the array) */
    int[] neighboursOf(int v) {
        return neighbours[v];
    }

    /** @return every vertex's neighbours, shared (do not change the arrays) */
    int[][] neighboursView() {
        return neighbours;
    }

    /** @return every vertex's neighbours (a copy) */
    public int[][] neighbours() {
        return Arrays.stream(neighbours).map(int[]::clone).toArray(int[][]::new);
    }

    /** @return the vertices no longer available (a copy) */
    public BitSet removed() {
        return (BitSet) removed.clone();
    }

    /** @return the vertices still available */
    public BitSet available() {
        BitSet out = new BitSet(neighbours.length);
        out.set(0, neighbours.length);
        out.andNot(removed);
        return out;
    }

    /** @return about how many bytes the position takes in memory */
    public long bytes() {
        long bytes = 64 + neighbours.length / 8;
        for (int[] around : neighbours) {
            bytes += 16 + 4L * around.length;
        }
        return bytes;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof KaylesGraph g && hash == g.hash && removed.equals(g.removed)
                && Arrays.deepEquals(neighbours, g.neighbours);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return "KaylesGraph" + Arrays.deepToString(neighbours) + " removed " + removed;
    }
}
