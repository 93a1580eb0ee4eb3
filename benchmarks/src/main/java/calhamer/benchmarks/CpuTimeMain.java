package calhamer.benchmarks;

import calhamer.strategy.search.SearchClock;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * The games' JMH benchmark operations, and the automatic layout of the maps given as arguments, timed on the running
 * thread's CPU clock instead of the wall clock: on a machine shared with other work a JMH throughput is the share of
 * a core the benchmark got, while this is what one core does. Warms up for 5 s of CPU, then prints three 3-second
 * measurements per operation. Prints on standard output (a command-line tool).
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar calhamer.benchmarks.CpuTimeMain [MAP...]}; with maps
 * (bundled names or map files, as {@link AutoLayoutBenchmark} takes them) it times only their layouts.
 */
public final class CpuTimeMain {
    private static final long WARM_UP = 5_000_000_000L;
    private static final long MEASURE = 3_000_000_000L;

    private CpuTimeMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0) {
            for (String map : args) {
                AutoLayoutBenchmark b = new AutoLayoutBenchmark();
                b.map = map;
                b.setUp();
                measure("automatic layouts of " + map, 1, b::layout);
            }
            return;
        }
        for (String variant : new String[] {"zero-loyalty", "full-loyalty"}) {
            for (int plies : new int[] {0, 30}) {
                SpreadItMctsBenchmark b = new SpreadItMctsBenchmark();
                b.variant = variant;
                b.plies = plies;
                b.setUp();
                measure("MCTS iterations, Barabási–Albert 24, " + variant + ", " + plies + " plies in", 1000,
                        b::mctsIterations);
            }
        }
        QuoridorWallBenchmark q = new QuoridorWallBenchmark();
        q.setUp();
        measure("Quoridor wall-legality checks", 32 * 128, q::wallLegality);
        measure("Quoridor wall checks with a flood fill for every wall", 32 * 128, q::floodFillEveryWall);
        measure("Quoridor four distance maps of a new wall layout", 32, q::distanceMaps);
    }

    private static void measure(String name, int operationsPerCall, Supplier<Object> call) {
        long warmEnd = SearchClock.THREAD_CPU.nanos() + WARM_UP;
        while (SearchClock.THREAD_CPU.nanos() < warmEnd) {
            call.get();
        }
        StringBuilder line = new StringBuilder(name).append(':');
        for (int round = 0; round < 3; round++) {
            long start = SearchClock.THREAD_CPU.nanos();
            long calls = 0;
            while (SearchClock.THREAD_CPU.nanos() - start < MEASURE) {
                call.get();
                calls++;
            }
            double seconds = (SearchClock.THREAD_CPU.nanos() - start) / 1e9;
            line.append(String.format(Locale.ROOT, " %.0f", calls * operationsPerCall / seconds));
        }
        System.out.println(line.append(" per CPU second"));
    }
}
