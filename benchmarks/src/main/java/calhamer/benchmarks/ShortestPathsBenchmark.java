package calhamer.benchmarks;

import calhamer.maps.Province;
import calhamer.maps.io.BundledMaps;
import calhamer.maps.paths.AllPairsShortestPaths;
import calhamer.maps.paths.IndexedGraph;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.jgrapht.Graph;
import org.jgrapht.alg.shortestpath.DijkstraManyToManyShortestPaths;
import org.jgrapht.alg.shortestpath.FloydWarshallShortestPaths;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * All-pairs shortest paths: Calhamer's breadth-first search from every vertex against JGraphT's Floyd–Warshall and
 * Dijkstra many-to-many, on the same graphs in the same run. Every variant starts from the JGraphT graph (ours
 * includes converting it to its indexed form) and ends with every distance computed.
 *
 * <p>Graphs: the standard board's border graph (75 vertices) and random sparse graphs (average degree 6, fixed
 * seed) of 1,000 and 10,000 vertices. Floyd–Warshall is O(n³) time and needs n² doubles, so it is left out at
 * 10,000 vertices (10¹² steps); run {@code FloydWarshall} only with {@code -p graph=standard,random-1000}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx12g"})
public class ShortestPathsBenchmark {

    @Param({"standard", "random-1000", "random-10000"})
    public String graph;

    private Graph<Integer, DefaultEdge> jgrapht;
    private List<Integer> vertices;
    private IndexedGraph indexed;

    @Setup(Level.Trial)
    public void setUp() {
        jgrapht = new SimpleGraph<>(DefaultEdge.class);
        if (graph.equals("standard")) {
            var map = BundledMaps.load("standard");
            for (Province p : map.provinces()) {
                jgrapht.addVertex(p.index());
            }
            for (Province p : map.provinces()) {
                for (Province q : map.adjacency().borderNeighbours(p)) {
                    jgrapht.addEdge(p.index(), q.index());
                }
            }
        } else {
            int n = Integer.parseInt(graph.substring("random-".length()));
            Random random = new Random(2026);
            for (int v = 0; v < n; v++) {
                jgrapht.addVertex(v);
            }
            while (jgrapht.edgeSet().size() < 3 * n) {
                int a = random.nextInt(n);
                int b = random.nextInt(n);
                if (a != b) {
                    jgrapht.addEdge(a, b);
                }
            }
        }
        vertices = IntStream.range(0, jgrapht.vertexSet().size()).boxed().toList();
        indexed = IndexedGraph.fromJGraphT(jgrapht, vertices);
    }

    /** Ours, end to end: JGraphT graph → indexed form → every distance. */
    @Benchmark
    public AllPairsShortestPaths calhamerBfs() {
        return AllPairsShortestPaths.compute(IndexedGraph.fromJGraphT(jgrapht, vertices));
    }

    /** Ours, from the indexed form a map keeps. */
    @Benchmark
    public AllPairsShortestPaths calhamerBfsIndexed() {
        return AllPairsShortestPaths.compute(indexed);
    }

    /** JGraphT Floyd–Warshall; asking one distance runs the whole O(n³) computation. */
    @Benchmark
    public double jgraphtFloydWarshall() {
        if (vertices.size() > 2000) {
            throw new IllegalStateException("Floyd–Warshall is not run on " + vertices.size() + " vertices");
        }
        return new FloydWarshallShortestPaths<>(jgrapht).getPathWeight(0, vertices.size() - 1);
    }

    /** JGraphT Dijkstra many-to-many, every source to every target, every distance read once. */
    @Benchmark
    public double jgraphtDijkstraManyToMany() {
        var all = new java.util.HashSet<>(vertices);
        var paths = new DijkstraManyToManyShortestPaths<>(jgrapht).getManyToManyPaths(all, all);
        double sum = 0;
        for (int u : vertices) {
            for (int v : vertices) {
                sum += paths.getWeight(u, v);
            }
        }
        return sum;
    }
}
