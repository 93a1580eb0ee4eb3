package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A decision's time budget counts from the request's arrival (its headers read), not from when its body has been
 * read and parsed: a request whose body comes a second after its headers, with a budget shorter than that, finds its
 * budget spent and says so. (A lower bound only: the clock's start is checked, not the server's speed.)
 */
class DecisionClockTest extends SharedServerTest {
    private static final long PAUSE_MILLIS = 1_200;
    private static final int BUDGET_MILLIS = 1_000;

    @Test
    void theBudgetCountsFromTheHeaders() {
        JsonNode start = http.get("/maps/standard").body().get("start");
        String body = "{\"position\": " + start + ", \"power\": \"FRANCE\", \"options\": {\"seed\": 1, "
                + "\"budget\": {\"cells\": 20000, \"timeMillis\": " + BUDGET_MILLIS + "}}}";
        String head = "POST /maps/standard/orders/choose HTTP/1.1\r\nHost: localhost\r\n"
                + "Content-Type: application/json\r\nContent-Length: "
                + body.getBytes(StandardCharsets.UTF_8).length + "\r\nConnection: close\r\n\r\n";
        JsonNode answer = ServerHarness.rawBody(http.raw(head, body, PAUSE_MILLIS));
        JsonNode explanation = answer.get("explanation");
        assertTrue(explanation.get("elapsedMillis").asLong() >= PAUSE_MILLIS, answer.toString());
        assertTrue(explanation.get("timeLimitReached").asBoolean(), answer.toString());
    }
}
