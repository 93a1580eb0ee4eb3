package calhamer.benchmarks;

import calhamer.games.influencegame.InfluenceRules;
import calhamer.games.influencegame.Segment;
import calhamer.games.influencegame.Shape;
import calhamer.strategy.game.Budget;
import calhamer.strategy.solve.ScoringSolver;
import calhamer.strategy.solve.SolveLimits;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The INFLUENCE scoring solver from scratch (a new table each time) on the segment S_n (Duchêne et al., Table 1;
 * C− when n is odd): Ls and Rs, with the root's options shared by {@code threads} threads.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar InfluenceSolverBenchmark -f 1 -wi 1 -i 3 -w 5s -r 5s}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class InfluenceSolverBenchmark {

    @Param({"40", "60", "80"})
    public int n;

    @Param({"1", "2"})
    public int threads;

    @Benchmark
    public ScoringSolver.Value segment() {
        ScoringSolver<Shape> solver = new ScoringSolver<>(new InfluenceRules(), threads);
        return solver.value(List.of(Segment.of(n, n % 2 == 0)), new SolveLimits("S_" + n, Budget.unlimited()));
    }
}
