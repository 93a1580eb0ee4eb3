import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Compares one method of MovementBenchmark between two builds on a machine shared with other work, where JMH's
 * wall-clock throughput varies several fold between runs: both builds' benchmarks.jar are loaded into one JVM, each in
 * its own class loader, set up alike, warmed up, then timed in alternating chunks on the thread's CPU clock. Each pair
 * of chunks gives a ratio after/before; the median and quartiles of the ratios are printed per setting. Run it a few
 * times: a run's JIT decisions bias it by a few per cent either way.
 *
 * <p>Usage: {@code java benchmarks/tools/PairedBenchmark.java BEFORE.jar AFTER.jar [method] [pairs] [calls]}; the
 * method is one of MovementBenchmark's ({@code kernel} by default, {@code fastMode}, {@code facade},
 * {@code facadeText}), calls per chunk default to 60,000 ({@code kernel}) and pairs to 20.
 */
public class PairedBenchmark {
    public static void main(String[] args) throws Exception {
        String method = args.length > 2 ? args[2] : "kernel";
        int pairs = args.length > 3 ? Integer.parseInt(args[3]) : 20;
        int calls = args.length > 4 ? Integer.parseInt(args[4]) : method.equals("kernel") ? 60_000 : 5_000;
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (String positions : new String[] {"start", "crowded"}) {
            for (String matching : new String[] {"0", "0.5"}) {
                Object[] bench = new Object[2];
                Method[] call = new Method[2];
                for (int k = 0; k < 2; k++) {
                    ClassLoader loader = new URLClassLoader(new URL[] {Path.of(args[k]).toUri().toURL()},
                            ClassLoader.getPlatformClassLoader());
                    Class<?> c = loader.loadClass("calhamer.benchmarks.MovementBenchmark");
                    Object b = c.getConstructor().newInstance();
                    c.getField("positions").set(b, positions);
                    c.getField("matching").set(b, Double.parseDouble(matching));
                    c.getMethod("setUp").invoke(b);
                    bench[k] = b;
                    call[k] = c.getMethod(method);
                }
                long sink = 0;
                for (int w = 0; w < 4; w++) {
                    for (int k = 0; k < 2; k++) {
                        for (int i = 0; i < 3 * calls; i++) {
                            sink += call[k].invoke(bench[k]).hashCode();
                        }
                    }
                }
                double[][] ns = new double[2][pairs];
                double[] ratio = new double[pairs];
                for (int r = 0; r < pairs; r++) {
                    for (int kk = 0; kk < 2; kk++) {
                        int k = (r + kk) % 2;
                        long t0 = mx.getCurrentThreadCpuTime();
                        for (int i = 0; i < calls; i++) {
                            sink += call[k].invoke(bench[k]).hashCode();
                        }
                        ns[k][r] = (mx.getCurrentThreadCpuTime() - t0) / (double) calls;
                    }
                    ratio[r] = ns[1][r] / ns[0][r];
                }
                Arrays.sort(ratio);
                Arrays.sort(ns[0]);
                Arrays.sort(ns[1]);
                System.out.printf("%s %-8s %-4s before %.0f ns  after %.0f ns (medians of CPU time per call)  "
                        + "after/before %.3f [%.3f..%.3f]%s%n", method, positions, matching, ns[0][pairs / 2],
                        ns[1][pairs / 2], ratio[pairs / 2], ratio[pairs / 4], ratio[3 * pairs / 4],
                        sink == 42 ? " " : "");
            }
        }
    }
}
