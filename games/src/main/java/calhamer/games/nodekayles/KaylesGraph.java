package calhamer.games.nodekayles;

import java.util.Arrays;
import java.util.BitSet;

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
