package calhamer.benchmarks.load;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.benchmarks.CrowdedPositions;
import calhamer.maps.Power;
import calhamer.maps.io.BundledMaps;
import calhamer.wire.orders.OrdersJson;
import calhamer.wire.positions.PositionJson;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A small closed-loop HTTP load generator for a running Calhamer server: {@code connections} clients each send the
 * next request as soon as the previous answer arrives, for {@code seconds} after a warm-up, against
 * {@code POST /maps/standard/adjudicate} (crowded positions, random legal orders for all units),
 * {@code POST /maps/standard/influence} or {@code POST /maps/standard/orders/legal}. Prints requests per second and
 * latency percentiles. With {@code heavy} greater than 0, as many heavy clients ({@link HeavyClients}: order choices
 * at depth 2) run beside them throughout, and the statuses of their answers are printed too.
 *
 * <p>Usage: {@code java -cp benchmarks/target/benchmarks.jar calhamer.benchmarks.load.LoadTestMain BASE_URL
 * adjudicate|influence|orders/legal [connections] [seconds] [heavy] [warm-up seconds, default 3]}, or {@code --write-bodies KIND FILE} to write
 * the request bodies one per line for wrk ({@code benchmarks/wrk-bodies.lua}), or {@code --write-phases COUNT FILE}
 * to write the phases of whole games for {@code adjudicate --jsonl} ({@link #phases}); {@code benchmarks/load-test.sh}
 * starts a server and runs the three kinds, with wrk when it is installed.
 */
public final class LoadTestMain {
    private LoadTestMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 3 && args[0].equals("--write-bodies")) {
            java.nio.file.Files.write(java.nio.file.Path.of(args[2]), bodies(args[1]));
            return;
        }
        if (args.length == 3 && args[0].equals("--write-phases")) {
            java.nio.file.Files.write(java.nio.file.Path.of(args[2]), phases(Integer.parseInt(args[1])));
            return;
        }
        if (args.length < 2) {
            System.err.println("usage: LoadTestMain BASE_URL adjudicate|influence|orders/legal [connections]"
                    + " [seconds] [heavy]\n"
                    + "       LoadTestMain --write-bodies adjudicate|influence|orders/legal FILE"
                    + "   (one request body per line, for wrk)");
            System.exit(2);
        }
        URI base = URI.create(args[0].endsWith("/") ? args[0] : args[0] + "/");
        String kind = args[1];
        int connections = args.length > 2 ? Integer.parseInt(args[2]) : 8;
        int seconds = args.length > 3 ? Integer.parseInt(args[3]) : 20;
        int heavy = args.length > 4 ? Integer.parseInt(args[4]) : 0;
        int warmUp = args.length > 5 ? Integer.parseInt(args[5]) : 3;
        List<String> bodies = bodies(kind);
        HeavyClients heavyClients = heavy > 0 ? new HeavyClients(base, heavy) : null;
        URI uri = base.resolve("maps/standard/" + kind);
        run(uri, bodies, connections, warmUp, null);
        long[] latencies = new long[2_000_000];
        AtomicLong count = new AtomicLong();
        long elapsed = run(uri, bodies, connections, seconds, new Recorder(latencies, count));
        int n = (int) Math.min(count.get(), latencies.length);
        long[] sorted = Arrays.copyOf(latencies, n);
        Arrays.sort(sorted);
        System.out.printf("%s: %d requests in %.1f s with %d connections: %.0f requests/s, latency p50 %.2f ms,"
                        + " p90 %.2f ms, p99 %.2f ms, max %.2f ms%n", kind, n, elapsed / 1e9, connections,
                n / (elapsed / 1e9), pct(sorted, 0.50), pct(sorted, 0.90), pct(sorted, 0.99), sorted[n - 1] / 1e6);
        if (heavyClients != null) {
            heavyClients.close();
            System.out.printf("beside %d heavy clients (orders/choose, depth 2), whose answers were %s (status=count)%n",
                    heavy, heavyClients.statuses());
        }
    }

    private static double pct(long[] sorted, double p) {
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(p * sorted.length))] / 1e6;
    }

    /** Where the measured run writes its latencies. */
    private record Recorder(long[] latencies, AtomicLong count) {
        void record(long nanos) {
            long i = count.getAndIncrement();
            if (i < latencies.length) {
                latencies[(int) i] = nanos;
            }
        }
    }

    private static long run(URI uri, List<String> bodies, int connections, int seconds, Recorder recorder)
            throws InterruptedException {
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).build();
        long start = System.nanoTime();
        long end = start + seconds * 1_000_000_000L;
        List<Thread> threads = new ArrayList<>();
        for (int c = 0; c < connections; c++) {
            int offset = c;
            Thread t = new Thread(() -> {
                int i = offset;
                while (System.nanoTime() < end) {
                    HttpRequest request = HttpRequest.newBuilder(uri).header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(bodies.get(i++ % bodies.size()))).build();
                    long t0 = System.nanoTime();
                    try {
                        HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString());
                        if (r.statusCode() != 200) {
                            throw new IllegalStateException("status " + r.statusCode() + ": " + r.body());
                        }
                    } catch (IOException e) {
                        throw new IllegalStateException(e);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                    if (recorder != null) {
                        recorder.record(System.nanoTime() - t0);
                    }
                }
            });
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        return System.nanoTime() - start;
    }

    /**
     * Phases of whole games as a bot sends them, for {@code adjudicate --jsonl}: seeded games on the standard board
     * from 1901 to 1910 (movement orders mostly grab supply centres, as in {@link CrowdedPositions#grabbing}; random
     * legal retreats and adjustments), one line per phase, {@code {"position": ..., "orders": ...}}, until there are
     * {@code count} lines. The same count gives the same lines.
     */
    static List<String> phases(int count) {
        var map = BundledMaps.load("standard");
        Adjudicator adjudicator = new Adjudicator(map);
        LegalOrders legal = new LegalOrders(adjudicator);
        List<String> lines = new ArrayList<>(count);
        for (long seed = 1; lines.size() < count; seed++) {
            Random random = new Random(seed);
            Position p = Position.start(map);
            while (p.phase().year() < 1911 && lines.size() < count) {
                Map<Power, List<Order>> orders = p.phase().type() == PhaseType.MOVEMENT
                        ? CrowdedPositions.grabbing(legal, p, random) : legal.random(p, random, 0.5);
                lines.add("{\"position\": " + PositionJson.write(p) + ", \"orders\": " + OrdersJson.toTree(orders)
                        + "}");
                p = adjudicator.adjudicateOrders(p, orders, AdjudicationOptions.DEFAULT).next();
            }
        }
        return lines;
    }

    /**
     * Request bodies of a kind ({@code adjudicate}: the six crowded positions, each with 32 sets of random legal
     * orders; {@code influence}: the six positions; {@code orders/legal}: the six positions as the body).
     */
    static List<String> bodies(String kind) {
        var map = BundledMaps.load("standard");
        Adjudicator adjudicator = new Adjudicator(map);
        LegalOrders legal = new LegalOrders(adjudicator);
        Random random = new Random(7);
        List<String> bodies = new ArrayList<>();
        for (Position p : CrowdedPositions.of(adjudicator, legal)) {
            String position = PositionJson.write(p);
            for (int i = 0; i < 32; i++) {
                if (kind.equals("influence")) {
                    bodies.add("{\"position\": " + position + "}");
                    break;
                }
                if (kind.equals("orders/legal")) {
                    bodies.add(position);
                    break;
                }
                Map<Power, List<Order>> orders = legal.random(p, random, 0.5);
                bodies.add("{\"position\": " + position + ", \"orders\": " + OrdersJson.toTree(orders) + "}");
            }
        }
        return bodies;
    }
}
