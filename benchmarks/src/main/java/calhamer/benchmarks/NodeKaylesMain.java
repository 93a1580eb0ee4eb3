package calhamer.benchmarks;

import calhamer.games.nodekayles.KaylesGraph;
import calhamer.games.nodekayles.KaylesSolver;
import calhamer.strategy.game.Budget;
import calhamer.strategy.solve.SolveLimits;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Node-Kayles on random graphs G(n, m) ({@link KaylesGraph#random}): for each seed, the nimber of the whole graph by
 * {@link KaylesSolver} from an empty table, the distinct components it stored, the wall-clock and CPU seconds of the
 * solve and the table's memory. Too long for JMH at 60 vertices (minutes per graph); smaller sizes are in
 * {@link NodeKaylesBenchmark}.
 *
 * <p>Run: {@code java -Xmx8g -cp benchmarks/target/benchmarks.jar calhamer.benchmarks.NodeKaylesMain 60 90 1 5}
 * (vertices, edges, first and last seed).
 */
public final class NodeKaylesMain {

    private NodeKaylesMain() {
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        int m = args.length > 1 ? Integer.parseInt(args[1]) : 75;
        long first = args.length > 2 ? Long.parseLong(args[2]) : 1;
        long last = args.length > 3 ? Long.parseLong(args[3]) : first + 2;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.out.println("vertices\tedges\tseed\tnimber\tcomponents\tseconds\tcpu seconds");
        for (long seed = first; seed <= last; seed++) {
            KaylesGraph g = KaylesGraph.random(n, m, seed);
            KaylesSolver solver = new KaylesSolver();
            long wall = System.nanoTime();
            long cpu = threads.getCurrentThreadCpuTime();
            int nimber = solver.nimber(g, new SolveLimits("G(" + n + ", " + m + ") seed " + seed,
                    Budget.unlimited(), Long.MAX_VALUE));
            System.out.printf("%d\t%d\t%d\t%d\t%d\t%.2f\t%.2f%n", n, m, seed, nimber, solver.states(),
                    (System.nanoTime() - wall) / 1e9, (threads.getCurrentThreadCpuTime() - cpu) / 1e9);
        }
    }
}
