package calhamer.benchmarks;

import calhamer.games.nodekayles.KaylesGraph;
import calhamer.games.nodekayles.KaylesSolver;
import calhamer.strategy.game.Budget;
import calhamer.strategy.solve.SolveLimits;
import java.util.BitSet;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Seconds to solve Node-Kayles exactly from an empty table: random graphs G(n, 1.5 n) (average degree 3, seed 1,
 * {@link KaylesGraph#random}) by {@link KaylesSolver}, and the path of 10,000 vertices (the octal game's formula).
 * Larger random graphs: {@link NodeKaylesMain}.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar NodeKaylesBenchmark -f 1 -wi 1 -i 3}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class NodeKaylesBenchmark {

    @Param({"30", "40", "45"})
    public int vertices;

    private KaylesGraph random;
    private KaylesGraph path;

    @Setup
    public void setUp() {
        random = KaylesGraph.random(vertices, vertices * 3 / 2, 1);
        int[][] adj = new int[10_000][];
        for (int v = 0; v < adj.length; v++) {
            adj[v] = v == 0 ? new int[] {1} : v == adj.length - 1 ? new int[] {v - 1} : new int[] {v - 1, v + 1};
        }
        path = new KaylesGraph(adj, new BitSet());
    }

    @Benchmark
    public int randomGraph() {
        return new KaylesSolver().nimber(random, new SolveLimits("benchmark", Budget.unlimited()));
    }

    @Benchmark
    public int pathOf10000() {
        return new KaylesSolver().nimber(path, new SolveLimits("benchmark", Budget.unlimited()));
    }
}
