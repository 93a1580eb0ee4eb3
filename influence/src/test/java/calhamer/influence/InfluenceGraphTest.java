package calhamer.influence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import calhamer.maps.paths.AllPairsShortestPaths;
import calhamer.maps.paths.IndexedGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class InfluenceGraphTest {

    /** A rows × columns grid, cells numbered row by row, each joined to its four neighbours. */
    private static AllPairsShortestPaths grid(int rows, int columns) {
        List<List<Integer>> adjacency = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                List<Integer> out = new ArrayList<>();
                if (r > 0) {
                    out.add((r - 1) * columns + c);
                }
                if (r < rows - 1) {
                    out.add((r + 1) * columns + c);
                }
                if (c > 0) {
                    out.add(r * columns + c - 1);
                }
                if (c < columns - 1) {
                    out.add(r * columns + c + 1);
                }
                adjacency.add(out);
            }
        }
        return AllPairsShortestPaths.compute(IndexedGraph.fromAdjacency(adjacency));
    }

    /**
     * Utkin, "Influence Graphs", section V, Figures 8 and 9: an object of influence five in the centre of a 5×5
     * grid; its influence falls by one with every step of the shortest path, so each cell gets 5 minus its
     * Manhattan distance from the centre (1 in the corners).
     */
    @Test
    void paperGridExample() {
        InfluenceGraph graph = new InfluenceGraph(grid(5, 5), Decay.PAPER);
        double[] values = graph.combine(List.of(new Source(12, 5)));
        for (int r = 0; r < 5; r++) {
            for (int c = 0; c < 5; c++) {
                double expected = 5 - Math.abs(r - 2) - Math.abs(c - 2);
                assertEquals(expected, values[r * 5 + c], 0.0, "cell " + r + "," + c);
            }
        }
    }

    @Test
    void combinedValueIsTheSumOverSources() {
        AllPairsShortestPaths paths = grid(6, 7);
        Random random = new Random(20240501L);
        Decay[] decays = {Decay.PAPER, new Decay.Exponential(0.7), new Decay.Cutoff(3, new Decay.Linear(0.1))};
        for (Decay decay : decays) {
            InfluenceGraph graph = new InfluenceGraph(paths, decay);
            for (int trial = 0; trial < 20; trial++) {
                List<Source> sources = new ArrayList<>();
                int count = 1 + random.nextInt(10);
                for (int i = 0; i < count; i++) {
                    sources.add(new Source(random.nextInt(42), random.nextInt(101) - 50 + random.nextDouble()));
                }
                double[] combined = graph.combine(sources);
                for (int v = 0; v < 42; v++) {
                    double sum = 0;
                    for (Source s : sources) {
                        double one = s.weight() * decay.factor(paths.distance(s.vertex(), v));
                        assertEquals(one, graph.influence(s, v), 0.0);
                        sum += one;
                    }
                    assertEquals(sum, combined[v], 1e-9, decay + " vertex " + v);
                }
            }
        }
    }

    @Test
    void spreadIsTheGraphOfOneSource() {
        InfluenceGraph graph = new InfluenceGraph(grid(4, 4), new Decay.Exponential(0.3));
        assertArrayEquals(graph.combine(List.of(new Source(5, -7.25))), graph.spread(5, -7.25));
    }

    @Test
    void unreachableVerticesGetNothing() {
        // two components: 0-1-2 and 3-4
        AllPairsShortestPaths paths = AllPairsShortestPaths.compute(IndexedGraph.fromAdjacency(
                List.of(List.of(1), List.of(0, 2), List.of(1), List.of(4), List.of(3))));
        InfluenceGraph graph = new InfluenceGraph(paths, new Decay.Linear(0));
        assertArrayEquals(new double[] {3, 3, 3, 2, 2},
                graph.combine(List.of(new Source(0, 3), new Source(4, 2))));
        assertEquals(0.0, graph.factor(0, 3), 0.0);
    }

    @Test
    void refusesSourcesOutsideTheGraph() {
        InfluenceGraph graph = new InfluenceGraph(grid(2, 2), Decay.PAPER);
        assertThrows(IndexOutOfBoundsException.class, () -> graph.combine(List.of(new Source(4, 1))));
        assertThrows(IllegalArgumentException.class, () -> new Source(-1, 1));
        assertThrows(IllegalArgumentException.class, () -> new Source(0, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new InfluenceGraph(null, Decay.PAPER));
    }
}
