package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.position.Phase;
import calhamer.server.config.ServerConfig;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hot endpoints served on Grizzly directly answer exactly as Jersey does: one set of requests (good ones, and
 * every kind of bad body, map, media type and size) goes to a server with {@link FastEndpoints} and to one without,
 * and status, media type, Retry-After and body must be the same bytes.
 */
class FastEndpointsTest {
    private static final String POSITION = "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A PAR\", \"F BRE\"],"
            + " \"GERMANY\": [\"A MUN\"]}, \"centers\": {\"FRANCE\": [\"PAR\", \"BRE\"]}}";
    /** A retreat phase: German army dislodged from Burgundy by the French army now there, Picardy left vacant. */
    private static final String RETREAT = "{\"phase\": \"S1901R\", \"units\": {\"FRANCE\": [\"A BUR\", \"F BRE\"],"
            + " \"GERMANY\": [\"A MUN\"]}, \"centers\": {\"FRANCE\": [\"PAR\", \"BRE\"]}, \"dislodged\": {\"GERMANY\":"
            + " [{\"unit\": \"A BUR\", \"attackerFrom\": \"PAR\"}]}, \"contested\": [\"PIC\"]}";
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
                "{\"orders\": {\"FRANCE\": [\"A PAR - BUR\"], \"ATLANTIS\": [\"A XYZ H\"]}, \"position\": " + POSITION + "}",
                "{\"position\": " + POSITION + ", \"orders\": {\"FRANCE\": [\"A PAR - BUR\"]}, \"orders\": {}}",
                "{\"position\": " + POSITION + ", \"orders\": {\"FRANCE\": [\"A PAR - BUR\"], \"FRANCE\": []}}",
                "{\"position\": " + POSITION + ", \"orders\": null}",
                "{\"position\": " + POSITION.replace("S1901M", "F" + Phase.MAX_YEAR + "M") + "}",
                "{\"position\": " + POSITION.replace("S1901M", "S1901R") + ", \"orders\": {}}",
                "{\"position\": " + POSITION.replace("A MUN", "F MUN") + ", \"orders\": {}}",
                "{\"position\": " + POSITION + ", \"orders\": {\"FRANCE\": [\"A PAR - BUR\"]}} {}",
                "{\"position\": " + POSITION + ", \"orders\": {\"FRANCE\": [\"A PAR H\"]}, \"pad\": \""
                        + "x".repeat(3000) + "\"}",
                "{\"position\": " + RETREAT + ", \"orders\": {\"GERMANY\": [\"A BUR R PIC\"]}}",
                "{\"position\": " + RETREAT + ", \"orders\": {\"GERMANY\": [\"A BUR R RUH\"]}}",
                "{\"position\": " + RETREAT.replace("\"PAR\"}", "\"XYZ\"}") + ", \"orders\": {}}",
                "{\"position\": " + RETREAT.replace("PIC", "BRE") + ", \"orders\": {}}",
                // positions alone (the body of orders/legal), plain and not
                RETREAT, RETREAT.replace(", \"contested\": [\"PIC\"]", ""), RETREAT.replace("S1901R", "S1901M"),
                POSITION + " trailing", POSITION + " {}", POSITION.replace("S1901M", "S1901R"),
                POSITION.replace("S1901M", "W1901A"), POSITION.replace("A MUN", "F MUN"),
                POSITION.replace("\"centers\"", "\"units\": {}, \"centers\""),
                POSITION.replace("{\"phase\": \"S1901M\", ", "{").replace("}}", "}, \"phase\": \"S1901M\"}")));
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

    /**
     * A body that arrives after its headers cannot be answered on the selector thread (which must not wait for it):
     * it goes to a worker and gets the same answer as a body sent at once; so does a body over 64 KB, on a server
     * whose limit allows it.
     */
    @Test
    @Timeout(60)
    void bodiesThatArriveLateOrAreLargeAreAnsweredByWorkersAlike() throws Exception {
        String body = bodies().get(0);
        String expected = send(fast, "/maps/standard/adjudicate", body, "application/json").body();
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        String answer;
        try (Socket socket = new Socket(fast.uri("/").getHost(), fast.uri("/").getPort())) {
            OutputStream out = socket.getOutputStream();
            out.write(("POST /maps/standard/adjudicate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json"
                    + "\r\nContent-Length: " + bytes.length + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.write(bytes, 0, 10);
            out.flush();
            Thread.sleep(300);
            out.write(bytes, 10, bytes.length - 10);
            out.flush();
            answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(answer.startsWith("HTTP/1.1 200"), answer);
        assertEquals(expected, answer.substring(answer.indexOf("\r\n\r\n") + 4));

        ServerConfig config = ServerConfig.defaults().withPort(0).withDataDir(dir.resolve("large"));
        try (ServerHarness large = new ServerHarness(config, true)) {
            String many = "{\"position\": " + POSITION + ", \"orders\": {\"FRANCE\": [\"A PAR - BUR\""
                    + ", \"A PAR H\"".repeat(7_000) + "]}}";
            HttpResponse<String> a = send(large, "/maps/standard/adjudicate", many, "application/json");
            HttpResponse<String> b = send(large, "/maps/standard/adjudicate", body, "application/json");
            assertTrue(many.length() > 64 * 1024);
            assertEquals(200, a.statusCode(), a.body());
            assertEquals(7_001, new ObjectMapper().readTree(a.body()).get("results").size());
            assertEquals(expected, b.body());
        }
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
