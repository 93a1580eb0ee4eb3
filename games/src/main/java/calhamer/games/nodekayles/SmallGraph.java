package calhamer.games.nodekayles;

/**
 * A graph of at most 64 vertices with its vertex sets as single {@code long}s: each vertex's neighbours and closed
 * neighbourhood as a set. What {@link KaylesOutcome} works on ({@link KaylesFacts} walks its components); immutable,
 * so the threads of one solve share it.
 */
final class SmallGraph {
    /** The most vertices a one-word set holds. */
    static final int MAX_VERTICES = 64;

    private final long[] neighbours;
    private final long[] closed;

    /** @param adj each vertex's neighbours; at most {@link #MAX_VERTICES} vertices */
    SmallGraph(int[][] adj) {
        if (adj.length > MAX_VERTICES) {
            throw new IllegalArgumentException("at most " + MAX_VERTICES + " vertices, not " + adj.length);
        }
        neighbours = new long[adj.length];
        closed = new long[adj.length];
        for (int v = 0; v < adj.length; v++) {
            for (int w : adj[v]) {
                neighbours[v] |= 1L << w;
            }
            closed[v] = neighbours[v] | 1L << v;
        }
    }

    /** @return vertex v and its neighbours, as a set */
    long closed(int v) {
        return closed[v];
    }

    /** @return the neighbours of vertex v, as a set */
    long neighbours(int v) {
        return neighbours[v];
    }
}
