import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Compares one method of a JMH benchmark class between two builds on a machine shared with other work, where JMH's
 * wall-clock throughput varies several fold between runs: both builds' benchmarks.jar are loaded into one JVM, each in
 * its own class loader, set up alike, warmed up, then timed in alternating chunks on the thread's CPU clock. Each pair
 * of chunks gives a ratio after/before; the median and quartiles of the ratios are printed per setting. Run it a few
 * times, and once with the two jars swapped: a run's JIT decisions bias it by a few per cent either way, and on the
 * roll-outs (much inlined code shared by both builds' callers) the build loaded second was 20 to 40% slower whichever
 * it was, so only the geometric mean of a run and its swapped run is a comparison there.
 *
 * <p>Usage: {@code java benchmarks/tools/PairedBenchmark.java BEFORE.jar AFTER.jar [Class.method] [pairs] [calls]
 * [field=v1|v2 ...]}. The class is found by its simple name in {@code calhamer.benchmarks} or, for builds before the
 * package was flattened, in one of its old sub-packages. Without settings, MovementBenchmark runs every combination
 * of {@code positions=start|crowded} and {@code matching=0|0.5}, RolloutBenchmark {@code position=start|midgame}.
 * Defaults: {@code MovementBenchmark.engine} (before the rules engine: {@code kernel}), 20 pairs, 5,000 calls per
 * chunk.
 */
public class PairedBenchmark {
    private static final String[] PACKAGES = {"calhamer.benchmarks", "calhamer.benchmarks.adjudicator",
        "calhamer.benchmarks.strategy", "calhamer.benchmarks.influence", "calhamer.benchmarks.maps",
        "calhamer.benchmarks.games"};

    public static void main(String[] args) throws Exception {
        String target = args.length > 2 ? args[2] : "MovementBenchmark.engine";
        String simple = target.substring(0, target.indexOf('.'));
        String method = target.substring(target.indexOf('.') + 1);
        int pairs = args.length > 3 ? Integer.parseInt(args[3]) : 20;
        int calls = args.length > 4 ? Integer.parseInt(args[4]) : 5_000;
        List<String[]> settings = new ArrayList<>();
        for (int i = 5; i < args.length; i++) {
            String[] kv = args[i].split("=", 2);
            settings.add(new String[] {kv[0], kv[1]});
        }
        if (settings.isEmpty() && simple.equals("RolloutBenchmark")) {
            settings.add(new String[] {"position", "start|midgame"});
        } else if (settings.isEmpty() && simple.equals("MovementBenchmark")) {
            settings.add(new String[] {"positions", "start|crowded"});
            settings.add(new String[] {"matching", "0|0.5"});
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (String[] combination : combinations(settings)) {
            Object[] bench = new Object[2];
            Method[] call = new Method[2];
            for (int k = 0; k < 2; k++) {
                ClassLoader loader = new URLClassLoader(new URL[] {Path.of(args[k]).toUri().toURL()},
                        ClassLoader.getPlatformClassLoader());
                Class<?> c = find(loader, simple);
                Object b = c.getConstructor().newInstance();
                for (int s = 0; s < settings.size(); s++) {
                    var field = c.getField(settings.get(s)[0]);
                    String value = combination[s];
                    field.set(b, field.getType() == double.class ? (Object) Double.parseDouble(value)
                            : field.getType() == int.class ? (Object) Integer.parseInt(value) : value);
                }
                c.getMethod("setUp").invoke(b);
                bench[k] = b;
                call[k] = method(c, k == 0 && method.equals("engine") ? "kernel" : method, method);
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
            System.out.printf("%s %-16s before %.0f ns  after %.0f ns (medians of CPU time per call)  "
                    + "after/before %.3f [%.3f..%.3f]%s%n", target, String.join(" ", combination),
                    ns[0][pairs / 2], ns[1][pairs / 2], ratio[pairs / 2], ratio[pairs / 4], ratio[3 * pairs / 4],
                    sink == 42 ? " " : "");
        }
    }

    private static Class<?> find(ClassLoader loader, String simple) throws ClassNotFoundException {
        for (String p : PACKAGES) {
            try {
                return loader.loadClass(p + "." + simple);
            } catch (ClassNotFoundException e) {
                // try the next package
            }
        }
        throw new ClassNotFoundException(simple + " in " + Arrays.toString(PACKAGES));
    }

    /** @return the method, or the other name for it (a benchmark renamed between the builds) */
    private static Method method(Class<?> c, String preferred, String fallback) throws NoSuchMethodException {
        try {
            return c.getMethod(preferred);
        } catch (NoSuchMethodException e) {
            return c.getMethod(fallback);
        }
    }

    private static List<String[]> combinations(List<String[]> settings) {
        List<String[]> all = new ArrayList<>();
        all.add(new String[0]);
        for (String[] s : settings) {
            List<String[]> next = new ArrayList<>();
            for (String[] prefix : all) {
                for (String v : s[1].split("\\|")) {
                    String[] c = Arrays.copyOf(prefix, prefix.length + 1);
                    c[prefix.length] = v;
                    next.add(c);
                }
            }
            all = next;
        }
        return all;
    }
}
