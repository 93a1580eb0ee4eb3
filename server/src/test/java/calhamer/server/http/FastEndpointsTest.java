package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.config.ServerConfig;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hot endpoints served on Grizzly directly answer exactly as Jersey does: one set of requests (good ones, and
 * every kind of bad body, map, media type and size) goes to a server with {@link FastEndpoints} and to one without,
 * and status, media type, Retry-After and body must be the same bytes.
 */
class FastEndpointsTest {
    private static final String POSITION = "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A PAR\", \"F BRE\"],"
            + " \"GERMANY\": [\"A MUN\"]}, \"centers\": {\"FRANCE\": [\"PAR\", \"BRE\"]}}";
    @TempDir
    static Path dir;
    private static ServerHarness fast;
    private static ServerHarness jersey;

    @BeforeAll
    static void start() {
        ServerConfig config = ServerConfig.defaults().withPort(0).withDataDir(dir);
        ServerConfig small = config.withLimits(2048, config.maxOrderSets(), config.maxMatrixCells(),
                config.searchTime(), config.maxHeavyRequests());
        fast = new ServerHarness(small, true);
        jersey = new ServerHarness(small, false);
    }

    @AfterAll
    static void stop() {
        fast.close();
        jersey.close();
    }

    private static List<String> bodies() {
        List<String> bodies = new ArrayList<>(List.of(
                "{\"position\": " + POSITION + ", \"orders\": {\"FRANCE\": [\"A PAR - BUR\", \"F BRE - MAO\"]}}",
                "{\"position\": " + POSITION + ", \"orders\": {\"FRANCE\": [\"A PAR - MUN\"]},"
                        + " \"options\": {\"edition\": \"2023\", \"strict\": true}}",
                "{\"position\": " + POSITION + ", \"orders\": {\"FRANCE\": [\"A PAR - BUR\"]},"
                        + " \"options\": {\"edition\": \"1971\"}}",
                "{\"position\": " + POSITION + "}",
                POSITION,
                "{\"position\": " + POSITION + ", \"weights\": {\"ownCenter\": 5}}",
                "{\"position\": " + POSITION + ", \"decay\": {\"type\": \"nonsense\"}}",
                "", "   \n", "{", "{\"position\": ", "[]", "null", "42", "\"text\"",
                "{\"position\": " + POSITION + "} trailing",
                "{\"position\": " + POSITION + "}{}",
                "{\"unknown\": 1}", "{\"position\": 7}", "{\"orders\": [1, 2]}", "{\"options\": \"fast\"}",
                "{\"position\": {\"phase\": \"X\", \"units\": {\"ATLANTIS\": [\"A XYZ\"]}}}",
                "{\"phase\": \"S1901M\", \"units\": {}, \"centers\": {}, \"extra\": true}",
                "{\"position\": " + POSITION + ", \"orders\": {\"FRANCE\": \"A PAR H\"}}",
                "{\"position\": " + POSITION + ", \"orders\": {\"FRANCE\": [\"A PAR H\"]}, \"pad\": \""
                        + "x".repeat(3000) + "\"}"));
        return bodies;
    }

    @Test
    void answersAreJerseysByteForByte() {
        int compared = 0;
        for (String endpoint : List.of("adjudicate", "influence", "orders/legal")) {
            for (String map : List.of("standard", "atlantis", "austria-germany")) {
                for (String body : bodies()) {
                    compare("/maps/" + map + "/" + endpoint, body, "application/json");
                    compared++;
                }
            }
            compare("/maps/standard/" + endpoint, bodies().get(0), "application/json; charset=UTF-8");
            compare("/maps/standard/" + endpoint, bodies().get(0), "text/plain");
            compare("/maps/st%61ndard/" + endpoint, bodies().get(0), "application/json");
        }
        assertTrue(compared > 200);
    }

    @Test
    void otherRequestsPassThroughToJersey() {
        HttpResponse<String> health = fast.get("/health").raw();
        assertEquals(200, health.statusCode());
        assertEquals(jersey.get("/maps/standard/adjudicate").raw().statusCode(),
                fast.get("/maps/standard/adjudicate").raw().statusCode());
        compare("/maps/standard/orders/choose", "{}", "application/json");
        compare("/maps//adjudicate", bodies().get(0), "application/json");
    }

    private static void compare(String path, String body, String type) {
        HttpResponse<String> a = send(fast, path, body, type);
        HttpResponse<String> b = send(jersey, path, body, type);
        String what = path + " " + type + " " + (body.length() > 80 ? body.substring(0, 80) + "..." : body);
        assertEquals(b.statusCode(), a.statusCode(), what);
        assertEquals(b.headers().firstValue("Content-Type"), a.headers().firstValue("Content-Type"), what);
        assertEquals(b.headers().firstValue("Retry-After"), a.headers().firstValue("Retry-After"), what);
        assertEquals(b.body(), a.body(), what);
    }

    private static HttpResponse<String> send(ServerHarness server, String path, String body, String type) {
        return server.send(HttpRequest.newBuilder(server.uri(path)).header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build()).raw();
    }
}
