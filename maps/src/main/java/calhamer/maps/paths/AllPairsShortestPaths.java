package calhamer.maps.paths;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Shortest-path lengths between every ordered pair of vertices of an unweighted graph, computed once and looked up
 * in O(1).
 *
 * <p>Algorithm: one breadth-first search from every vertex, as Utkin's "Influence Graphs" (section V) proposes for
 * a province graph G = (P, B): O(P·(P+B)) time in all, and, on unweighted graphs, faster than Dijkstra's
 * O(P·(P+B)·log P) or Floyd–Warshall's O(P³). Sources are independent, so they are spread over the available
 * cores. The result is one flat row-major matrix whose cell type is chosen from an upper bound on the longest
 * distance, found by one breadth-first search per connected component before the matrix is allocated (twice the
 * eccentricity of any vertex bounds its component's diameter): {@code byte} cells when every distance fits in
 * 0..254, otherwise {@code char} cells (0..65534). The largest value of each type marks "no path".
 *
 * <p>Memory: n² bytes or 2·n² bytes (10,000 vertices: 100 MB or 200 MB). Before allocating, the required size is
 * compared with a memory budget (by default the heap that is still free); a graph that would not fit is refused
 * with a {@link GraphTooLargeException} and no work is done. Unreachable pairs are never a number:
 * {@link #distance} throws {@link NoPathException} for them, {@link #isReachable} tells beforehand, and
 * {@link #distanceOr} lets hot loops name their own value for "unreachable".
 */
public final class AllPairsShortestPaths {
    private static final int BYTE_LIMIT = 254;
    private static final int CHAR_LIMIT = 65534;
    /** The largest vertex count whose n² matrix fits a Java array. */
    public static final int MAX_VERTICES = 46_340;
    private static final int SOURCES_PER_TASK = 32;

    private final IndexedGraph graph;
    private final int n;
    private final byte[] bytes;
    private final char[] chars;

    private AllPairsShortestPaths(IndexedGraph graph, byte[] bytes, char[] chars) {
        this.graph = graph;
        this.n = graph.vertexCount();
        this.bytes = bytes;
        this.chars = chars;
    }

    /** Computes every distance of the graph with the default memory budget ({@link #freeHeapBytes()}). */
    public static AllPairsShortestPaths compute(IndexedGraph graph) {
        return compute(graph, freeHeapBytes());
    }

    /**
     * Computes every distance of the graph.
     *
     * @param memoryBudgetBytes the most the distance matrix may take
     * @throws GraphTooLargeException before any work when the matrix would exceed the budget or a Java array
     */
    public static AllPairsShortestPaths compute(IndexedGraph graph, long memoryBudgetBytes) {
        int n = graph.vertexCount();
        if (n > MAX_VERTICES) {
            throw new GraphTooLargeException("graph of " + n + " vertices is too large for an all-pairs distance matrix"
                    + " (at most " + MAX_VERTICES + " vertices)");
        }
        // Cheapest possible check first: even the byte form must fit.
        long cells = (long) n * n;
        if (cells > memoryBudgetBytes) {
            throw tooLarge(n, cells, memoryBudgetBytes);
        }
        int bound = diameterBound(graph);
        boolean narrow = bound <= BYTE_LIMIT;
        long required = narrow ? cells : 2 * cells;
        if (required > memoryBudgetBytes) {
            throw tooLarge(n, required, memoryBudgetBytes);
        }
        byte[] bytes = narrow ? new byte[(int) cells] : null;
        char[] chars = narrow ? null : new char[(int) cells];
        int tasks = (n + SOURCES_PER_TASK - 1) / SOURCES_PER_TASK;
        IntStream.range(0, tasks).parallel().forEach(t -> {
            int[] queue = new int[Math.max(n, 1)];
            int from = t * SOURCES_PER_TASK;
            int to = Math.min(n, from + SOURCES_PER_TASK);
            for (int s = from; s < to; s++) {
                if (narrow) {
                    bfsBytes(graph, s, bytes, queue);
                } else {
                    bfsChars(graph, s, chars, queue);
                }
            }
        });
        return new AllPairsShortestPaths(graph, bytes, chars);
    }

    private static GraphTooLargeException tooLarge(int n, long required, long budget) {
        return new GraphTooLargeException(String.format(
                "graph of %d vertices needs %,d bytes for its distance matrix but only %,d bytes are allowed;"
                        + " raise the JVM heap (-Xmx) or use a smaller graph", n, required, budget));
    }

    /** @return the heap still free for new objects: maximum heap minus what is in use now */
    public static long freeHeapBytes() {
        Runtime rt = Runtime.getRuntime();
        return rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    }

    /** An upper bound on every finite distance: max over components of 2·eccentricity(first vertex). O(n + m). */
    private static int diameterBound(IndexedGraph graph) {
        int n = graph.vertexCount();
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        int[] queue = new int[Math.max(n, 1)];
        long bound = 0;
        for (int root = 0; root < n; root++) {
            if (dist[root] >= 0) {
                continue;
            }
            // Directed graphs: a BFS from one root need not reach its whole weak component, so the bound
            // falls back to the number of vertices reached by then (a path visits each vertex at most once).
            int head = 0;
            int tail = 0;
            queue[tail++] = root;
            dist[root] = 0;
            int ecc = 0;
            while (head < tail) {
                int v = queue[head++];
                for (int i = graph.start(v); i < graph.end(v); i++) {
                    int w = graph.target(i);
                    if (dist[w] < 0) {
                        dist[w] = dist[v] + 1;
                        ecc = Math.max(ecc, dist[w]);
                        queue[tail++] = w;
                    }
                }
            }
            bound = Math.max(bound, 2L * ecc);
        }
        return isSymmetric(graph) ? (int) Math.min(bound, n) : n;
    }

    private static boolean isSymmetric(IndexedGraph graph) {
        for (int v = 0; v < graph.vertexCount(); v++) {
            for (int i = graph.start(v); i < graph.end(v); i++) {
                if (!graph.hasArc(graph.target(i), v)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static void bfsBytes(IndexedGraph graph, int s, byte[] m, int[] queue) {
        int n = graph.vertexCount();
        int row = s * n;
        Arrays.fill(m, row, row + n, (byte) 0xFF);
        m[row + s] = 0;
        int head = 0;
        int tail = 0;
        queue[tail++] = s;
        while (head < tail) {
            int v = queue[head++];
            byte next = (byte) ((m[row + v] & 0xFF) + 1);
            for (int i = graph.start(v), end = graph.end(v); i < end; i++) {
                int w = graph.target(i);
                if (m[row + w] == (byte) 0xFF) {
                    m[row + w] = next;
                    queue[tail++] = w;
                }
            }
        }
    }

    private static void bfsChars(IndexedGraph graph, int s, char[] m, int[] queue) {
        int n = graph.vertexCount();
        int row = s * n;
        Arrays.fill(m, row, row + n, Character.MAX_VALUE);
        m[row + s] = 0;
        int head = 0;
        int tail = 0;
        queue[tail++] = s;
        while (head < tail) {
            int v = queue[head++];
            char next = (char) (m[row + v] + 1);
            for (int i = graph.start(v), end = graph.end(v); i < end; i++) {
                int w = graph.target(i);
                if (m[row + w] == Character.MAX_VALUE) {
                    m[row + w] = next;
                    queue[tail++] = w;
                }
            }
        }
    }

    /** @return the number of vertices */
    public int vertexCount() {
        return n;
    }

    /** @return the graph the distances are of */
    public IndexedGraph graph() {
        return graph;
    }

    /** @return bytes per matrix cell: 1 or 2 */
    public int cellBytes() {
        return bytes != null ? 1 : 2;
    }

    /** @return whether some path leads from u to v (always true for u == v) */
    public boolean isReachable(int u, int v) {
        return raw(u, v) >= 0;
    }

    /**
     * @return the number of edges on a shortest path from u to v
     * @throws NoPathException when no path leads from u to v
     */
    public int distance(int u, int v) {
        int d = raw(u, v);
        if (d < 0) {
            throw new NoPathException("no path from vertex " + u + " to vertex " + v);
        }
        return d;
    }

    /** @return the distance from u to v, or {@code unreachable} when no path leads there; O(1), no allocation */
    public int distanceOr(int u, int v, int unreachable) {
        int d = raw(u, v);
        return d < 0 ? unreachable : d;
    }

    private int raw(int u, int v) {
        checkVertex(u);
        checkVertex(v);
        int i = u * n + v;
        if (bytes != null) {
            int d = bytes[i] & 0xFF;
            return d == 0xFF ? -1 : d;
        }
        char d = chars[i];
        return d == Character.MAX_VALUE ? -1 : d;
    }

    private void checkVertex(int v) {
        if (v < 0 || v >= n) {
            throw new IndexOutOfBoundsException("vertex " + v + " is outside 0.." + (n - 1));
        }
    }

    /**
     * One shortest path, both ends included; O(length · degree), reconstructed from the matrix by stepping to any
     * neighbour one step closer to the target (no predecessor table is stored).
     *
     * @throws NoPathException when no path leads from u to v
     */
    public int[] path(int u, int v) {
        int length = distance(u, v);
        int[] path = new int[length + 1];
        path[0] = u;
        int x = u;
        for (int step = 1; step <= length; step++) {
            int want = length - step;
            int next = -1;
            for (int i = graph.start(x); i < graph.end(x) && next < 0; i++) {
                int w = graph.target(i);
                if (raw(w, v) == want) {
                    next = w;
                }
            }
            path[step] = next;
            x = next;
        }
        return path;
    }

    /** @return the longest finite distance between any two vertices (0 for graphs of at most one vertex) */
    public int longestShortestPath() {
        int best = 0;
        for (int u = 0; u < n; u++) {
            for (int v = 0; v < n; v++) {
                best = Math.max(best, raw(u, v));
            }
        }
        return best;
    }
}
