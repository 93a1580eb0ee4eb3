package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.config.ServerConfig;
import calhamer.server.http.ServerHarness.Answer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Work past its budget is stopped, not only answered: after a heavy request's 422 no {@code calhamer-heavy} thread
 * is left running (issue 11, item 1: eight order choices at depth 2 left eight threads and 175% CPU behind; a large
 * matrix ran 4 s past its answer). The server runs with a 300 ms budget.
 */
class CancellationEndpointTest {
    /** How long a heavy thread may take to notice its pool was shut down and to end: one check and the thread's exit. */
    static final long STOP_MILLIS = 1_000;
    @TempDir
    static Path data;
    static ServerHarness http;

    @BeforeAll
    static void start() {
        ServerConfig d = ServerConfig.defaults().withPort(0).withDataDir(data);
        http = new ServerHarness(d.withLimits(d.maxBodyBytes(), d.maxOrderSets(), d.maxMatrixCells(),
                Duration.ofMillis(300), 2));
    }

    @AfterAll
    static void stop() {
        http.close();
    }

    /** @return the names of the live threads doing heavy work */
    static List<String> heavyThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(n -> n.startsWith("calhamer-heavy")).toList();
    }

    /** Asserts that no heavy thread is alive within {@link #STOP_MILLIS} of now. */
    static void assertNoHeavyThreadOutlives(String what) throws InterruptedException {
        long deadline = System.nanoTime() + STOP_MILLIS * 1_000_000;
        while (!heavyThreads().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(List.of(), heavyThreads(), what + ": heavy threads still alive " + STOP_MILLIS + " ms after");
    }

    @Test
    void orderChoicesOverTheBudgetLeaveNoHeavyThreadBehind() throws Exception {
        String start = http.get("/games/diplomacy").body().get("exampleState").toString();
        String body = "{\"position\": " + start + ", \"power\": \"%s\", \"options\": {\"method\": \"%s\", "
                + "\"depth\": 2, \"candidatesPerUnit\": 6, \"budget\": {\"cells\": 250000, \"timeMillis\": 100000}}}";
        int cut = 0;
        for (String power : List.of("FRANCE", "GERMANY", "RUSSIA", "AUSTRIA", "ITALY", "FRANCE", "GERMANY",
                "RUSSIA")) {
            for (String method : List.of("search", "matrix")) {
                Answer a = http.post("/maps/standard/orders/choose", String.format(body, power, method));
                // The bot's own guard is set a little inside the server's budget, so it answers in time with what
                // it found (timeLimitReached); if it did not stop, the server stops it and answers 422.
                if (a.status() == 422) {
                    assertTrue(a.body().get("detail").asText().contains("--search-millis"), a.body().toString());
                    cut++;
                } else {
                    assertEquals(200, a.status(), String.valueOf(a.body()));
                    cut += a.body().at("/explanation/timeLimitReached").asBoolean() ? 1 : 0;
                }
                assertNoHeavyThreadOutlives("orders/choose (" + method + ") for " + power);
            }
        }
        assertTrue(cut >= 8, "most of these choices need more than 300 ms; only " + cut + " were cut short");
    }

    @Test
    void aLargeMatrixOverTheBudgetLeavesNoHeavyThreadBehind() throws Exception {
        Random random = new Random(11);
        String matrix = IntStream.range(0, 450).mapToObj(i -> IntStream.range(0, 450)
                .mapToObj(j -> Integer.toString(random.nextInt(100))).collect(Collectors.joining(",", "[", "]")))
                .collect(Collectors.joining(",", "[", "]"));
        for (String dominance : List.of("strict", "none")) {
            Answer a = http.post("/matrix/solve", "{\"matrix\": " + matrix + ", \"dominance\": \"" + dominance + "\"}");
            assertEquals(422, a.status(), String.valueOf(a.body()));
            assertNoHeavyThreadOutlives("matrix/solve with dominance " + dominance);
        }
    }
}
