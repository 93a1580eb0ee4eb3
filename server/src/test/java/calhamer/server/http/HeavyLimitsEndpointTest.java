package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.config.ServerConfig;
import calhamer.server.testgames.Gate;
import calhamer.server.http.ServerHarness.Answer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The limits on heavy requests over real HTTP: one more than the concurrency limit gets 503 with Retry-After, and
 * work over its time budget is answered 422 and stopped. The test game {@link Gate} holds a request at a known point.
 */
class HeavyLimitsEndpointTest {
    @TempDir
    Path data;

    private ServerHarness server(long searchMillis) {
        ServerConfig d = ServerConfig.defaults().withPort(0).withDataDir(data);
        return new ServerHarness(d.withLimits(d.maxBodyBytes(), d.maxOrderSets(), d.maxMatrixCells(),
                Duration.ofMillis(searchMillis), 1));
    }

    @Test
    void aHeavyRequestBeyondTheLimitGets503WithRetryAfter() throws Exception {
        try (ServerHarness http = server(30_000)) {
            Gate.close();
            CompletableFuture<Answer> first = CompletableFuture.supplyAsync(
                    () -> http.post("/games/gate/move", "{}"));
            Gate.awaitWaiting();
            Answer busy = http.post("/matrix/solve", "{\"matrix\": [[1, 2], [3, 4]]}");
            assertEquals(503, busy.status(), String.valueOf(busy.body()));
            assertEquals("1", busy.raw().headers().firstValue("Retry-After").orElse(""));
            assertTrue(busy.contentType().startsWith("application/problem+json"));
            assertEquals(200, http.get("/health").status(), "light requests are not limited");
            Gate.open();
            assertEquals(200, first.get().status());
            assertEquals(200, http.post("/matrix/solve", "{\"matrix\": [[1, 2], [3, 4]]}").status());
        }
    }

    @Test
    void workOverTheTimeBudgetIsAnswered422AndStopped() throws Exception {
        try (ServerHarness http = server(200)) {
            // Warm up: the first matrix solve loads the LP solver, which may take longer than 200 ms on a busy machine.
            http.post("/matrix/solve", "{\"matrix\": [[0, 1], [1, 0]]}");
            Gate.close();
            Answer over = http.post("/games/gate/move", "{}");
            assertEquals(422, over.status(), String.valueOf(over.body()));
            assertTrue(over.body().get("detail").asText().contains("--search-millis"), over.body().toString());
            Gate.open();
            assertEquals(200, http.post("/matrix/solve", "{\"matrix\": [[0, 1], [1, 0]]}").status(),
                    "the permit of the stopped request is free again");
        }
    }
}
