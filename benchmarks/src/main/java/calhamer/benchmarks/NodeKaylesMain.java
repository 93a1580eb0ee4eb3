package calhamer.benchmarks;

import calhamer.games.nodekayles.KaylesGraph;
import calhamer.games.nodekayles.KaylesSolver;
import calhamer.games.nodekayles.NodeKayles;
import calhamer.strategy.game.Budget;
import calhamer.strategy.search.SearchBudgetException;
import calhamer.strategy.solve.SolveLimits;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.BitSet;

/**
 * Node-Kayles on random graphs G(n, m) ({@link KaylesGraph#random}), each seed from an empty table, by
 * {@link KaylesSolver}. Too long for JMH at 60 vertices; smaller sizes are in {@link NodeKaylesBenchmark}.
 *
 * <ul>
 *   <li>{@code nimber N M FIRST LAST}: the nimber of the whole graph, the distinct components stored, wall-clock
 *       and CPU seconds;</li>
 *   <li>{@code outcome N M FIRST LAST}: who wins (the outcome search) and its CPU seconds, then every winning move
 *       (each option's outcome, the same table) and the CPU seconds of the two together, and the sets stored;</li>
 *   <li>{@code first N M FIRST LAST}: who wins, CPU and wall-clock seconds, and the winning moves the outcome
 *       search proved on the way (what {@code solve} lists before searching the other moves), each seed stopped
 *       after 60 s of wall clock;</li>
 *   <li>{@code json N M SEED}: the graph as the body of {@code POST /games/node-kayles/solve}, for the command
 *       line and the server.</li>
 * </ul>
 *
 * <p>Run: {@code java -Xmx8g -cp benchmarks/target/benchmarks.jar calhamer.benchmarks.NodeKaylesMain outcome 60 90
 * 1 10}.
 */
public final class NodeKaylesMain {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private NodeKaylesMain() {
    }

    public static void main(String[] args) {
        String mode = args.length > 0 ? args[0] : "nimber";
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 50;
        int m = args.length > 2 ? Integer.parseInt(args[2]) : 75;
        long first = args.length > 3 ? Long.parseLong(args[3]) : 1;
        long last = args.length > 4 ? Long.parseLong(args[4]) : first + 2;
        switch (mode) {
            case "nimber" -> nimbers(n, m, first, last);
            case "outcome" -> outcomes(n, m, first, last);
            case "first" -> firstWins(n, m, first, last);
            case "json" -> System.out.println(json(KaylesGraph.random(n, m, first)));
            default -> throw new IllegalArgumentException("modes: nimber, outcome, first, json; not " + mode);
        }
    }

    private static void nimbers(int n, int m, long first, long last) {
        System.out.println("vertices\tedges\tseed\tnimber\tcomponents\tseconds\tcpu seconds");
        for (long seed = first; seed <= last; seed++) {
            KaylesGraph g = KaylesGraph.random(n, m, seed);
            KaylesSolver solver = new KaylesSolver();
            long wall = System.nanoTime();
            long cpu = THREADS.getCurrentThreadCpuTime();
            int nimber = solver.nimber(g, limits(n, m, seed));
            System.out.printf("%d\t%d\t%d\t%d\t%d\t%.2f\t%.2f%n", n, m, seed, nimber, solver.states(),
                    (System.nanoTime() - wall) / 1e9, (THREADS.getCurrentThreadCpuTime() - cpu) / 1e9);
        }
    }

    private static void outcomes(int n, int m, long first, long last) {
        System.out.println("vertices\tedges\tseed\toutcome\tcpu seconds\twinning moves\tcpu seconds with them\tsets");
        for (long seed = first; seed <= last; seed++) {
            KaylesGraph g = KaylesGraph.random(n, m, seed);
            KaylesSolver solver = new KaylesSolver();
            SolveLimits limits = limits(n, m, seed);
            long cpu = THREADS.getCurrentThreadCpuTime();
            boolean losing = solver.losing(g, limits);
            double outcome = (THREADS.getCurrentThreadCpuTime() - cpu) / 1e9;
            int winning = 0;
            BitSet available = g.available();
            for (int v = available.nextSetBit(0); !losing && v >= 0; v = available.nextSetBit(v + 1)) {
                winning += solver.losing(after(g, v), limits) ? 1 : 0;
            }
            System.out.printf("%d\t%d\t%d\t%s\t%.2f\t%d\t%.2f\t%d%n", n, m, seed, losing ? "loss" : "win", outcome,
                    winning, (THREADS.getCurrentThreadCpuTime() - cpu) / 1e9, solver.states());
        }
    }

    private static void firstWins(int n, int m, long first, long last) {
        System.out.println("vertices\tedges\tseed\toutcome\tcpu seconds\tseconds\twinning moves proved\tsets");
        for (long seed = first; seed <= last; seed++) {
            KaylesGraph g = KaylesGraph.random(n, m, seed);
            KaylesSolver solver = new KaylesSolver();
            SolveLimits limits = new SolveLimits("G(" + n + ", " + m + ") seed " + seed,
                    Budget.ofTime(Duration.ofSeconds(60)), Long.MAX_VALUE);
            long wall = System.nanoTime();
            long cpu = THREADS.getCurrentThreadCpuTime();
            String outcome;
            int proved = 0;
            try {
                outcome = solver.losing(g, limits) ? "loss" : "win";
                BitSet available = g.available();
                for (int v = available.nextSetBit(0); v >= 0; v = available.nextSetBit(v + 1)) {
                    proved += solver.provedLosing(after(g, v)) ? 1 : 0;
                }
            } catch (SearchBudgetException e) {
                outcome = "stopped";
            }
            System.out.printf("%d\t%d\t%d\t%s\t%.2f\t%.2f\t%d\t%d%n", n, m, seed, outcome,
                    (THREADS.getCurrentThreadCpuTime() - cpu) / 1e9, (System.nanoTime() - wall) / 1e9, proved,
                    solver.states());
        }
    }

    private static KaylesGraph after(KaylesGraph g, int v) {
        BitSet removed = g.removed();
        removed.set(v);
        for (int w : g.neighbours()[v]) {
            removed.set(w);
        }
        return new KaylesGraph(g.neighbours(), removed);
    }

    private static SolveLimits limits(int n, int m, long seed) {
        return new SolveLimits("G(" + n + ", " + m + ") seed " + seed, Budget.unlimited(), Long.MAX_VALUE);
    }

    private static String json(KaylesGraph g) {
        return "{\"state\": " + NodeKayles.RULES.toJson(g) + "}";
    }
}
