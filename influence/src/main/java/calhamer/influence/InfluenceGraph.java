package calhamer.influence;

import calhamer.maps.paths.AllPairsShortestPaths;
import java.util.Collection;

/**
 * Influence spreading over a graph: every source of weight w adds w·decay(d) to each vertex d shortest-path steps
 * away, and the combined influence graph is the sum over the sources (Utkin, "Influence Graphs", section V; with
 * all distances precomputed, combining m sources over n vertices costs O(n·m)).
 *
 * <p>Vertices no path reaches from a source get nothing from it. The decay factors are tabulated once per graph
 * (O(n²) to find the longest distance); every value is the product {@code weight * factor} of one source at one
 * vertex, and combined values add those products in the order the sources are given, so callers that precompute
 * rows with {@link #spread} and add them in the same order get bit-for-bit the same sums. Immutable and
 * thread-safe.
 */
public final class InfluenceGraph {
    private final AllPairsShortestPaths paths;
    private final Decay decay;
    private final int n;
    /** factors[d] for d = 0..longest distance, then one more slot, 0, for "unreachable". */
    private final double[] factors;
    private final int unreachable;

    /**
     * @param paths the distances of the graph influence spreads over
     * @param decay how influence wanes with distance
     */
    public InfluenceGraph(AllPairsShortestPaths paths, Decay decay) {
        if (paths == null || decay == null) {
            throw new IllegalArgumentException("an influence graph needs the graph's distances and a decay");
        }
        this.paths = paths;
        this.decay = decay;
        this.n = paths.vertexCount();
        int longest = paths.longestShortestPath();
        this.unreachable = longest + 1;
        this.factors = new double[longest + 2];
        System.arraycopy(decay.factors(longest), 0, factors, 0, longest + 1);
    }

    /** @return the number of vertices */
    public int vertexCount() {
        return n;
    }

    /** @return the decay */
    public Decay decay() {
        return decay;
    }

    /** @return the distances influence spreads along */
    public AllPairsShortestPaths paths() {
        return paths;
    }

    /** @return the share of a source's weight at {@code from} that reaches {@code to} (0 when unreachable); O(1) */
    public double factor(int from, int to) {
        return factors[paths.distanceOr(from, to, unreachable)];
    }

    /** @return the influence one source exerts on one vertex: weight · factor; O(1) */
    public double influence(Source source, int vertex) {
        return source.weight() * factor(checked(source), vertex);
    }

    /**
     * The influence graph of one source: its influence on every vertex; O(n).
     *
     * @return a new array, index = vertex
     */
    public double[] spread(int vertex, double weight) {
        double[] row = new double[n];
        for (int v = 0; v < n; v++) {
            row[v] = weight * factors[paths.distanceOr(vertex, v, unreachable)];
        }
        return row;
    }

    /**
     * The combined influence graph: the sum over the sources, added in the order given; O(n·m) for m sources.
     *
     * @return a new array, index = vertex
     * @throws IndexOutOfBoundsException when a source stands outside the graph
     */
    public double[] combine(Collection<Source> sources) {
        double[] values = new double[n];
        for (Source s : sources) {
            int from = checked(s);
            double w = s.weight();
            for (int v = 0; v < n; v++) {
                values[v] += w * factors[paths.distanceOr(from, v, unreachable)];
            }
        }
        return values;
    }

    private int checked(Source s) {
        if (s.vertex() >= n) {
            throw new IndexOutOfBoundsException("source vertex " + s.vertex() + " is outside 0.." + (n - 1));
        }
        return s.vertex();
    }
}
