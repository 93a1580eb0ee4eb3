package calhamer.benchmarks;

import calhamer.games.influencegame.InfluenceRules;
import calhamer.games.influencegame.Segment;
import calhamer.games.influencegame.Shape;
import calhamer.strategy.game.Budget;
import calhamer.strategy.solve.ScoringSolver;
import calhamer.strategy.solve.SolveLimits;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;

/**
 * Extends Table 1 of Duchêne et al., "INFLUENCE": Ls(S_n) and Rs(S_n) for n = 1..N (S_n in C− when n is odd), one
 * solver table shared by all n (each segment's subpositions are sums of smaller ones), and checks Conjecture 26
 * (n ≡ 1 mod 4: Ls = 1) and Conjecture 27 (n ≡ 0 mod 4, n > 4: Ls = 2) on what it computed. Prints one line per n
 * with the elapsed time, the table's entries and its memory, then a summary. The table may take three quarters of
 * the heap (about 27 bytes an entry).
 *
 * <p>Run: {@code java -Xmx1g -cp benchmarks/target/benchmarks.jar calhamer.benchmarks.InfluenceSegmentsMain
 * 120 [threads]}; or {@code ... InfluenceSegmentsMain fresh THREADS N...} for Ls and Rs of each S_N from an empty
 * table (what one request computes), with the process's CPU time (the solver's threads, the JIT's and the
 * collector's) beside the wall clock.
 */
public final class InfluenceSegmentsMain {

    private InfluenceSegmentsMain() {
    }

    public static void main(String[] args) {
        if (args.length > 0 && args[0].equals("fresh")) {
            fresh(Integer.parseInt(args[1]), Arrays.copyOfRange(args, 2, args.length));
            return;
        }
        int max = args.length > 0 ? Integer.parseInt(args[0]) : 80;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        ScoringSolver<Shape> solver = new ScoringSolver<>(new InfluenceRules(), threads);
        long memory = Runtime.getRuntime().maxMemory() / 4 * 3;
        long start = System.nanoTime();
        StringBuilder conjecture26 = new StringBuilder();
        StringBuilder conjecture27 = new StringBuilder();
        StringBuilder rare = new StringBuilder();
        System.out.println("n\tLs\tRs\tseconds\tstates\ttable MB");
        System.out.println("1\t-1\t-1\t0.0\t0\t0");
        for (int n = 2; n <= max; n++) {
            ScoringSolver.Value v = solver.value(List.of(Segment.of(n, n % 2 == 0)),
                    new SolveLimits("S_" + n, Budget.unlimited(), memory));
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf("%d\t%d\t%d\t%.1f\t%d\t%d%n", n, v.ls(), v.rs(), seconds, solver.states(),
                    solver.bytes() >> 20);
            if (n % 4 == 1 && n >= 5 && v.ls() != 1) {
                conjecture26.append(' ').append(n);
            }
            if (n % 4 == 0 && n > 4 && v.ls() != 2) {
                conjecture27.append(' ').append(n);
            }
            if (v.ls() == 4 && v.rs() == -4 || v.ls() == 1 && v.rs() == -5) {
                rare.append(" ").append(n).append(":(").append(v.ls()).append(',').append(v.rs()).append(')');
            }
        }
        System.out.printf("computed n = 1..%d in %.1f s, %d states, tables %d MB of a %d MB heap%n", max,
                (System.nanoTime() - start) / 1e9, solver.states(), solver.bytes() >> 20,
                Runtime.getRuntime().maxMemory() >> 20);
        System.out.println("Conjecture 26 (n = 1 mod 4, n >= 5: Ls = 1): "
                + (conjecture26.isEmpty() ? "holds" : "fails at" + conjecture26));
        System.out.println("Conjecture 27 (n = 0 mod 4, n > 4: Ls = 2): "
                + (conjecture27.isEmpty() ? "holds" : "fails at" + conjecture27));
        System.out.println("rare scores (4,-4) and (1,-5) at:" + rare);
    }

    private static void fresh(int threads, String[] sizes) {
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        System.out.println("n\tLs\tRs\twall s\tCPU s\tstates\ttable MB");
        for (String size : sizes) {
            int n = Integer.parseInt(size);
            ScoringSolver<Shape> solver = new ScoringSolver<>(new InfluenceRules(), threads);
            long cpu = os.getProcessCpuTime();
            long start = System.nanoTime();
            ScoringSolver.Value v = solver.value(List.of(Segment.of(n, n % 2 == 0)),
                    new SolveLimits("S_" + n, Budget.unlimited()));
            System.out.printf("%d\t%d\t%d\t%.2f\t%.2f\t%d\t%d%n", n, v.ls(), v.rs(), (System.nanoTime() - start) / 1e9,
                    (os.getProcessCpuTime() - cpu) / 1e9, solver.states(), solver.bytes() >> 20);
        }
    }
}
