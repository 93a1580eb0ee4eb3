package calhamer.benchmarks;

import calhamer.strategy.matrix.LinearProgramSolver;
import calhamer.strategy.matrix.Objective;
import calhamer.strategy.matrix.PayoffMatrix;
import calhamer.strategy.matrix.RegretMatchingSolver;
import calhamer.strategy.matrix.ZeroSumSolution;
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
 * Mixed strategies of random zero-sum games (entries uniform in [−1, 1), seed 42): the exact LP (two ojAlgo simplex
 * solves) against regret matching+ stopped at a duality gap of 1e-4 and 1e-6 of the payoff range.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar MatrixSolverBenchmark -f 1 -wi 2 -i 3 -w 2s -r 2s}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class MatrixSolverBenchmark {

    @Param({"50", "200"})
    public int size;

    private PayoffMatrix matrix;
    private final LinearProgramSolver lp = new LinearProgramSolver();
    private final RegretMatchingSolver regretMatching4 = new RegretMatchingSolver(1e-4, 10_000_000);
    private final RegretMatchingSolver regretMatching6 = new RegretMatchingSolver(1e-6, 10_000_000);

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(42);
        double[][] entries = new double[size][size];
        for (double[] row : entries) {
            for (int c = 0; c < size; c++) {
                row[c] = random.nextDouble(-1, 1);
            }
        }
        matrix = PayoffMatrix.of(entries);
    }

    @Benchmark
    public ZeroSumSolution linearProgram() {
        return lp.solve(matrix, Objective.MAX);
    }

    @Benchmark
    public ZeroSumSolution regretMatchingGap1e4() {
        return regretMatching4.solve(matrix, Objective.MAX);
    }

    @Benchmark
    public ZeroSumSolution regretMatchingGap1e6() {
        return regretMatching6.solve(matrix, Objective.MAX);
    }
}
