package calhamer.maps.paths;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.jgrapht.Graph;
import org.jgrapht.alg.shortestpath.BFSShortestPath;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Property tests against JGraphT's own breadth-first shortest paths, on random graphs with fixed seeds. */
class AllPairsShortestPathsTest {

    static Graph<Integer, DefaultEdge> randomGraph(long seed, int n, int edges, boolean directed) {
        Random random = new Random(seed);
        Graph<Integer, DefaultEdge> g = directed ? new DefaultDirectedGraph<>(DefaultEdge.class)
                : new SimpleGraph<>(DefaultEdge.class);
        for (int v = 0; v < n; v++) {
            g.addVertex(v);
        }
        for (int e = 0; e < edges; e++) {
            int a = random.nextInt(n);
            int b = random.nextInt(n);
            if (a != b) {
                g.addEdge(a, b);
            }
        }
        return g;
    }

    private static List<Integer> vertices(int n) {
        return IntStream.range(0, n).boxed().toList();
    }

    private static void assertAgreesWithJGraphT(Graph<Integer, DefaultEdge> g, int n) {
        AllPairsShortestPaths apsp = AllPairsShortestPaths.compute(IndexedGraph.fromJGraphT(g, vertices(n)));
        for (int u = 0; u < n; u++) {
            var single = new BFSShortestPath<>(g).getPaths(u);
            for (int v = 0; v < n; v++) {
                var path = single.getPath(v);
                if (path == null) {
                    assertFalse(apsp.isReachable(u, v), u + "->" + v);
                    int uu = u;
                    int vv = v;
                    assertThrows(NoPathException.class, () -> apsp.distance(uu, vv));
                    assertEquals(-7, apsp.distanceOr(u, v, -7));
                } else {
                    assertEquals(path.getLength(), apsp.distance(u, v), u + "->" + v);
                    assertValidPath(g, apsp.path(u, v), u, v, path.getLength());
                }
            }
        }
    }

    private static void assertValidPath(Graph<Integer, DefaultEdge> g, int[] path, int u, int v, int length) {
        assertEquals(length + 1, path.length);
        assertEquals(u, path[0]);
        assertEquals(v, path[path.length - 1]);
        for (int i = 1; i < path.length; i++) {
            assertTrue(g.containsEdge(path[i - 1], path[i]), "edge " + path[i - 1] + "-" + path[i]);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void undirectedRandomGraphsIncludingDisconnectedOnes(long seed) {
        int n = 20 + (int) seed * 10;
        assertAgreesWithJGraphT(randomGraph(seed, n, n + (int) (seed % 3) * n / 2, false), n);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13})
    void directedRandomGraphs(long seed) {
        assertAgreesWithJGraphT(randomGraph(seed, 60, 150, true), 60);
    }

    @Test
    void longPathsUseWideCells() {
        int n = 600;
        Graph<Integer, DefaultEdge> g = new SimpleGraph<>(DefaultEdge.class);
        for (int v = 0; v < n; v++) {
            g.addVertex(v);
            if (v > 0) {
                g.addEdge(v - 1, v);
            }
        }
        AllPairsShortestPaths apsp = AllPairsShortestPaths.compute(IndexedGraph.fromJGraphT(g, vertices(n)));
        assertEquals(2, apsp.cellBytes());
        assertEquals(n - 1, apsp.distance(0, n - 1));
        assertEquals(n - 1, apsp.longestShortestPath());
        assertEquals(n, apsp.path(n - 1, 0).length);
    }

    @Test
    void shortDistancesUseByteCells() {
        Graph<Integer, DefaultEdge> g = randomGraph(99, 400, 1200, false);
        AllPairsShortestPaths apsp = AllPairsShortestPaths.compute(IndexedGraph.fromJGraphT(g, vertices(400)));
        assertEquals(1, apsp.cellBytes());
    }

    @Test
    void tenThousandVertexSparseGraphFitsInAHundredMegabytes() {
        int n = 10_000;
        List<List<Integer>> adj = new ArrayList<>();
        Random random = new Random(42);
        for (int v = 0; v < n; v++) {
            adj.add(new ArrayList<>());
        }
        for (int e = 0; e < 3 * n; e++) {
            int a = random.nextInt(n);
            int b = random.nextInt(n);
            adj.get(a).add(b);
            adj.get(b).add(a);
        }
        AllPairsShortestPaths apsp = AllPairsShortestPaths.compute(IndexedGraph.fromAdjacency(adj));
        assertEquals(1, apsp.cellBytes(), "random sparse graphs have small diameters: one byte per pair");
        int[] path = apsp.path(0, n - 1);
        assertEquals(apsp.distance(0, n - 1) + 1, path.length);
    }

    @Test
    void tooLargeForTheBudgetIsRefusedBeforeAnyWork() {
        IndexedGraph g = IndexedGraph.fromAdjacency(List.of(List.of(1), List.of(0), List.of()));
        GraphTooLargeException e = assertThrows(GraphTooLargeException.class,
                () -> AllPairsShortestPaths.compute(g, 8));
        assertTrue(e.getMessage().contains("3 vertices") && e.getMessage().contains("9 bytes"), e.getMessage());
        List<List<Integer>> huge = new ArrayList<>();
        for (int v = 0; v <= AllPairsShortestPaths.MAX_VERTICES; v++) {
            huge.add(List.of());
        }
        GraphTooLargeException e2 = assertThrows(GraphTooLargeException.class,
                () -> AllPairsShortestPaths.compute(IndexedGraph.fromAdjacency(huge)));
        assertTrue(e2.getMessage().contains("46341 vertices"), e2.getMessage());
    }

    @Test
    void outOfRangeVerticesAreNamed() {
        IndexedGraph g = IndexedGraph.fromAdjacency(List.of(List.of(1), List.of(0)));
        AllPairsShortestPaths apsp = AllPairsShortestPaths.compute(g);
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> apsp.distance(0, 5));
        assertTrue(e.getMessage().contains("vertex 5"));
        assertArrayEquals(new int[] {1, 0}, apsp.path(1, 0));
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> IndexedGraph.fromAdjacency(List.of(List.of(3))));
        assertTrue(bad.getMessage().contains("neighbour 3"));
    }
}
