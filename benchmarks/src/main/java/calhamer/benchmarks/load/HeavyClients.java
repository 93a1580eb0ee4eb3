package calhamer.benchmarks.load;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Heavy clients for the load test: each asks {@code POST /maps/standard/orders/choose} at depth 2 with six candidates
 * per unit and a large cell budget, for the powers of the standard start in turn, one request after another; a 503
 * is honoured by waiting its Retry-After. They run beside the light clients to show whether heavy work slows light
 * requests down (issue 11: a lone adjudicate client fell from 1,976 to 287 requests/s beside eight of them).
 */
final class HeavyClients implements AutoCloseable {
    private static final List<String> POWERS = List.of("AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA",
            "TURKEY");
    private final List<Thread> threads = new ArrayList<>();
    private final Map<Integer, Long> statuses = new ConcurrentHashMap<>();
    private volatile boolean stopped;

    /** Starts {@code count} clients against the server at {@code base}. */
    HeavyClients(URI base, int count) throws Exception {
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).build();
        String start = client.send(HttpRequest.newBuilder(base.resolve("games/diplomacy")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        String position = start.substring(start.indexOf("\"exampleState\":") + "\"exampleState\":".length(),
                start.length() - 1);
        URI uri = base.resolve("maps/standard/orders/choose");
        for (int c = 0; c < count; c++) {
            int first = c;
            Thread t = new Thread(() -> loop(client, uri, position, first), "heavy-client-" + c);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
    }

    private void loop(HttpClient client, URI uri, String position, int first) {
        for (int i = first; !stopped; i++) {
            String body = "{\"position\": " + position + ", \"power\": \"" + POWERS.get(i % POWERS.size())
                    + "\", \"options\": {\"depth\": 2, \"candidatesPerUnit\": 6, \"seed\": " + i
                    + ", \"budget\": {\"cells\": 250000, \"timeMillis\": 100000}}}";
            try {
                HttpResponse<String> r = client.send(HttpRequest.newBuilder(uri)
                        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(), HttpResponse.BodyHandlers.ofString());
                statuses.merge(r.statusCode(), 1L, Long::sum);
                if (r.statusCode() == 503) {
                    Thread.sleep(1000L * Long.parseLong(r.headers().firstValue("Retry-After").orElse("1")));
                }
            } catch (InterruptedException e) {
                return;
            } catch (Exception e) {
                statuses.merge(-1, 1L, Long::sum);
            }
        }
    }

    /** @return how many answers of each status the heavy clients got (-1: no answer) */
    Map<Integer, Long> statuses() {
        return new TreeMap<>(statuses);
    }

    @Override
    public void close() throws InterruptedException {
        stopped = true;
        for (Thread t : threads) {
            t.interrupt();
            t.join(15_000);
        }
    }
}
