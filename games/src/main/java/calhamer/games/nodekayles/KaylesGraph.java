package calhamer.games.nodekayles;

import java.util.Arrays;
import java.util.BitSet;

/**
 * A Node-Kayles position: an undirected graph on vertices 0..n−1 and the vertices no longer available (chosen, or
 * next to a chosen one). Immutable, with value equality.
 *
 * @param neighbours each vertex's neighbours, sorted
 * @param removed    the vertices no longer available
 */
public record KaylesGraph(int[][] neighbours, BitSet removed) {

    public KaylesGraph {
        neighbours = Arrays.stream(neighbours).map(int[]::clone).toArray(int[][]::new);
        removed = (BitSet) removed.clone();
    }

    /** @return the number of vertices */
    public int size() {
        return neighbours.length;
    }

    /** @return the vertices still available */
    public BitSet available() {
        BitSet out = new BitSet(neighbours.length);
        out.set(0, neighbours.length);
        out.andNot(removed);
        return out;
    }

    @Override
    public BitSet removed() {
        return (BitSet) removed.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof KaylesGraph g && Arrays.deepEquals(neighbours, g.neighbours) && removed.equals(g.removed);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.deepHashCode(neighbours) + removed.hashCode();
    }

    @Override
    public String toString() {
        return "KaylesGraph" + Arrays.deepToString(neighbours) + " removed " + removed;
    }
}
