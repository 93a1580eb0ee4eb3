package calhamer.games.spreadit;

import calhamer.maps.paths.IndexedGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;
import org.jgrapht.Graph;
import org.jgrapht.alg.scoring.PageRank;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;

/**
 * The fixed part of a Spread-It game (Ben-Ishay, Sela and Ben-Gal, "Spread-It", section III.A): a finite connected
 * undirected graph without loops or parallel edges on vertices {@code 0..n-1}, each vertex's threshold (default its
 * degree), the variant (zero or full loyalty) and the cascade order. Immutable and shared by every state of a game;
 * precomputes what search reads often: the compressed adjacency, every vertex as a move list, the PageRank of each
 * vertex (for the hubs heuristic) and the token count above which a cascade can never stop.
 */
public final class SpreadItBoard {
    private final int vertices;
    private final int[][] edges;
    private final IndexedGraph graph;
    private final int[] thresholds;
    private final Variant variant;
    private final CascadeOrder order;
    private final double[] pageRank;
    private final List<Integer> everyVertex;
    private final boolean thresholdsAtMostDegrees;
    private final int stableCapacity;
    private final int hash;

    private SpreadItBoard(int vertices, int[][] edges, int[] thresholds, Variant variant, CascadeOrder order) {
        this.vertices = vertices;
        this.edges = edges;
        this.thresholds = thresholds;
        this.variant = variant;
        this.order = order;
        List<List<Integer>> adjacency = new ArrayList<>();
        for (int v = 0; v < vertices; v++) {
            adjacency.add(new ArrayList<>());
        }
        for (int[] e : edges) {
            adjacency.get(e[0]).add(e[1]);
            adjacency.get(e[1]).add(e[0]);
        }
        this.graph = IndexedGraph.fromAdjacency(adjacency);
        this.everyVertex = IntStream.range(0, vertices).boxed().toList();
        boolean atMost = true;
        int capacity = 0;
        for (int v = 0; v < vertices; v++) {
            atMost &= thresholds[v] <= graph.degree(v);
            capacity += thresholds[v] - 1;
        }
        this.thresholdsAtMostDegrees = atMost;
        this.stableCapacity = capacity;
        this.pageRank = pageRank(vertices, edges);
        this.hash = Objects.hash(vertices, Arrays.deepHashCode(edges), Arrays.hashCode(thresholds), variant, order);
    }

    /**
     * A board.
     *
     * @param vertices   the number of vertices, at least 3
     * @param edges      undirected edges {@code {u, v}}, 0 ≤ u, v &lt; vertices, u ≠ v, each at most once
     * @param thresholds one per vertex, each at least 1; null for every vertex's degree (the paper's default)
     * @throws IllegalArgumentException naming the first problem: too few vertices, a bad or repeated edge, a loop, a
     *                                  graph that is not connected, a bad threshold
     */
    public static SpreadItBoard of(int vertices, List<int[]> edges, int[] thresholds, Variant variant,
                                   CascadeOrder order) {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(order, "order");
        if (vertices < 3) {
            throw new IllegalArgumentException("a Spread-It graph needs at least 3 vertices, not " + vertices);
        }
        int[][] sorted = normalisedEdges(vertices, edges);
        int[] degrees = new int[vertices];
        for (int[] e : sorted) {
            degrees[e[0]]++;
            degrees[e[1]]++;
        }
        requireConnected(vertices, sorted);
        int[] k;
        if (thresholds == null) {
            k = degrees;
        } else {
            if (thresholds.length != vertices) {
                throw new IllegalArgumentException(thresholds.length + " thresholds for " + vertices + " vertices");
            }
            k = thresholds.clone();
            for (int v = 0; v < vertices; v++) {
                if (k[v] < 1) {
                    throw new IllegalArgumentException("vertex " + v + " has threshold " + k[v] + "; thresholds are "
                            + "at least 1");
                }
            }
        }
        return new SpreadItBoard(vertices, sorted, k, variant, order);
    }

    /** Every edge as {u, v} with u &lt; v, sorted; refuses loops, repeats and vertices out of range. */
    private static int[][] normalisedEdges(int vertices, List<int[]> edges) {
        int[][] out = new int[edges.size()][];
        for (int i = 0; i < edges.size(); i++) {
            int[] e = edges.get(i);
            if (e == null || e.length != 2) {
                throw new IllegalArgumentException("edge " + i + " is not a pair of vertices");
            }
            int u = Math.min(e[0], e[1]);
            int v = Math.max(e[0], e[1]);
            if (u < 0 || v >= vertices) {
                throw new IllegalArgumentException("edge " + i + " [" + e[0] + ", " + e[1] + "] has a vertex outside 0.."
                        + (vertices - 1));
            }
            if (u == v) {
                throw new IllegalArgumentException("edge " + i + " is a loop on vertex " + u + "; the graph has none");
            }
            out[i] = new int[] {u, v};
        }
        Arrays.sort(out, (a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        for (int i = 1; i < out.length; i++) {
            if (Arrays.equals(out[i], out[i - 1])) {
                throw new IllegalArgumentException("edge [" + out[i][0] + ", " + out[i][1] + "] is given twice");
            }
        }
        return out;
    }

    private static void requireConnected(int vertices, int[][] edges) {
        int[] parent = IntStream.range(0, vertices).toArray();
        for (int[] e : edges) {
            parent[root(parent, e[0])] = root(parent, e[1]);
        }
        BitSet roots = new BitSet();
        for (int v = 0; v < vertices; v++) {
            roots.set(root(parent, v));
        }
        if (roots.cardinality() != 1) {
            int stray = IntStream.range(0, vertices).filter(v -> root(parent, v) != root(parent, 0)).findFirst()
                    .orElse(0);
            throw new IllegalArgumentException("the graph is not connected: vertex " + stray + " cannot reach vertex 0");
        }
    }

    private static int root(int[] parent, int v) {
        while (parent[v] != v) {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        return v;
    }

    private static double[] pageRank(int vertices, int[][] edges) {
        Graph<Integer, DefaultEdge> g = new SimpleGraph<>(DefaultEdge.class);
        for (int v = 0; v < vertices; v++) {
            g.addVertex(v);
        }
        for (int[] e : edges) {
            g.addEdge(e[0], e[1]);
        }
        PageRank<Integer, DefaultEdge> ranks = new PageRank<>(g);
        double[] out = new double[vertices];
        for (int v = 0; v < vertices; v++) {
            out[v] = ranks.getVertexScore(v);
        }
        return out;
    }

    /** The number of vertices, n. */
    public int vertices() {
        return vertices;
    }

    /** The number of edges, m. */
    public int edgeCount() {
        return edges.length;
    }

    /** The edges as {u, v} pairs with u &lt; v, sorted (a copy). */
    public List<int[]> edges() {
        return Arrays.stream(edges).map(int[]::clone).toList();
    }

    /** The adjacency, shared and immutable. */
    public IndexedGraph graph() {
        return graph;
    }

    /** The degree of vertex v. */
    public int degree(int v) {
        return graph.degree(v);
    }

    /** The threshold k_v of vertex v. */
    public int threshold(int v) {
        return thresholds[v];
    }

    /** A copy of every threshold. */
    public int[] thresholds() {
        return thresholds.clone();
    }

    public Variant variant() {
        return variant;
    }

    public CascadeOrder order() {
        return order;
    }

    /** The PageRank of vertex v (damping 0.85; the scores sum to 1). */
    public double pageRank(int v) {
        return pageRank[v];
    }

    /** Every vertex, ascending: the legal moves of zero loyalty, shared. */
    List<Integer> everyVertex() {
        return everyVertex;
    }

    /**
     * The paper's tokens per player, ⌈m − n/2⌉ (section III.D.2: with thresholds equal to degrees the two hands
     * together hold 2m − n tokens, or one more when n is odd).
     */
    public int defaultHand() {
        return Math.max(1, (2 * edges.length - vertices + 1) / 2);
    }

    /** Whether every threshold is at most its vertex's degree (firing never destroys tokens). */
    boolean thresholdsAtMostDegrees() {
        return thresholdsAtMostDegrees;
    }

    /**
     * Σ (k_v − 1): the most tokens a stable board holds. With more tokens some vertex is always at its threshold,
     * and when no threshold exceeds its degree firing never lowers the count, so a cascade never stops (the
     * chip-firing bound 2m − n of section III.D.2 when thresholds equal degrees).
     */
    int stableCapacity() {
        return stableCapacity;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SpreadItBoard b && hash == b.hash && vertices == b.vertices && variant == b.variant
                && order == b.order && Arrays.equals(thresholds, b.thresholds) && Arrays.deepEquals(edges, b.edges);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return "SpreadItBoard[n=" + vertices + ", m=" + edges.length + ", " + variant + ", " + order + "]";
    }
}
