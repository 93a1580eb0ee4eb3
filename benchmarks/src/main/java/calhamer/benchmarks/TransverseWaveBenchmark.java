package calhamer.benchmarks;

import calhamer.games.impartial.BitMatrix;
import calhamer.games.transversewave.GridRules;
import calhamer.strategy.game.Budget;
import calhamer.strategy.solve.SolveLimits;
import calhamer.strategy.solve.SpragueGrundySolver;
import java.util.SplittableRandom;
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
 * Transverse Wave positions solved per second: the nimber of random 6 × 12 grids (each cell purple with the given
 * probability, seed 42; 1,024 grids cycled), each solved from scratch by the Sprague–Grundy solver.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar TransverseWaveBenchmark -f 1 -wi 2 -i 3 -w 2s -r 2s}
 * (add {@code -t 2} for both cores).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class TransverseWaveBenchmark {
    private static final int GRIDS = 1024;

    @Param({"0.25", "0.5"})
    public double purple;

    private BitMatrix[] grids;
    private int next;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(42);
        grids = new BitMatrix[GRIDS];
        for (int g = 0; g < GRIDS; g++) {
            long[] rows = new long[6];
            for (int r = 0; r < 6; r++) {
                for (int c = 0; c < 12; c++) {
                    if (random.nextDouble() < purple) {
                        rows[r] |= 1L << c;
                    }
                }
            }
            grids[g] = new BitMatrix(12, rows);
        }
    }

    @Benchmark
    public int nimberOfARandomGrid() {
        BitMatrix grid = grids[next++ & (GRIDS - 1)];
        return new SpragueGrundySolver<>(GridRules.TRANSVERSE_WAVE).nimber(grid,
                new SolveLimits("benchmark", Budget.unlimited()));
    }
}
