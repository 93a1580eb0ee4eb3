package calhamer.games.friendcircle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * A Friend Circle position (Burke, Ferland and Teng, Ruleset 4): an undirected graph on vertices 0..n−1 whose
 * edges are marked true (the two friends have spoken about the product) or false, and the seed set. Edges are kept
 * sorted by their ends (u &lt; v). Immutable, with value equality.
 */
public final class Circle {
    private final int vertices;
    private final int[][] edges;
    private final BitSet truth;
    private final BitSet seeds;
    private final int[][] incident;

    /**
     * @param vertices the number of vertices
     * @param edges    the edges {u, v}, distinct, u ≠ v (reordered here)
     * @param truth    which edges are true, by index in {@code edges}
     * @param seeds    the seed vertices
     */
    public Circle(int vertices, int[][] edges, BitSet truth, BitSet seeds) {
        Integer[] order = new Integer[edges.length];
        for (int i = 0; i < edges.length; i++) {
            order[i] = i;
        }
        int[][] normal = Arrays.stream(edges).map(e -> new int[] {Math.min(e[0], e[1]), Math.max(e[0], e[1])})
                .toArray(int[][]::new);
        Arrays.sort(order, (a, b) -> Arrays.compare(normal[a], normal[b]));
        this.vertices = vertices;
        this.edges = new int[edges.length][];
        this.truth = new BitSet(edges.length);
        for (int i = 0; i < edges.length; i++) {
            this.edges[i] = normal[order[i]];
            if (truth.get(order[i])) {
                this.truth.set(i);
            }
        }
        this.seeds = (BitSet) seeds.clone();
        List<List<Integer>> around = new ArrayList<>();
        for (int v = 0; v < vertices; v++) {
            around.add(new ArrayList<>());
        }
        for (int i = 0; i < this.edges.length; i++) {
            around.get(this.edges[i][0]).add(i);
            around.get(this.edges[i][1]).add(i);
        }
        this.incident = around.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray())
                .toArray(int[][]::new);
    }

    public int vertices() {
        return vertices;
    }

    /** @return the number of edges */
    public int edgeCount() {
        return edges.length;
    }

    /** @return edge i as {u, v}, u &lt; v */
    public int[] edge(int i) {
        return edges[i].clone();
    }

    /** @return whether edge i is true */
    public boolean isTrue(int i) {
        return truth.get(i);
    }

    /** @return the true edges */
    public BitSet truth() {
        return (BitSet) truth.clone();
    }

    /** @return the seeds */
    public BitSet seeds() {
        return (BitSet) seeds.clone();
    }

    /** @return the indices of the edges at vertex v */
    public int[] incident(int v) {
        return incident[v].clone();
    }

    /** @return the other end of edge i from v */
    public int other(int i, int v) {
        return edges[i][0] == v ? edges[i][1] : edges[i][0];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Circle c && vertices == c.vertices && Arrays.deepEquals(edges, c.edges)
                && truth.equals(c.truth) && seeds.equals(c.seeds);
    }

    @Override
    public int hashCode() {
        return ((31 * vertices + Arrays.deepHashCode(edges)) * 31 + truth.hashCode()) * 31 + seeds.hashCode();
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("Circle(" + vertices + ", seeds " + seeds + ",");
        for (int i = 0; i < edges.length; i++) {
            s.append(' ').append(edges[i][0]).append('-').append(edges[i][1]).append(truth.get(i) ? "t" : "f");
        }
        return s.append(')').toString();
    }
}
