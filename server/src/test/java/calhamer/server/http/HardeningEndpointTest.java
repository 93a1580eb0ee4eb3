package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.testgames.Gate;
import calhamer.server.http.ServerHarness.Answer;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The defects of issue 11 reproduced against the real server: client input that gave 500, error answers outside the
 * contract (bare HTTP-layer errors, Jackson's wording, wrong statuses), non-numbers in answers, a bug passing for a
 * client error, and maps that could not be played. Every error must be problem+json with a detail.
 */
class HardeningEndpointTest extends SharedServerTest {
    private static final String SMALL = "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A PAR\", \"F BRE\"], "
            + "\"GERMANY\": [\"A MUN\"]}, \"centers\": {\"FRANCE\": [\"PAR\", \"BRE\"]}}";
    private static final List<String> POSTS = List.of("/maps/standard/adjudicate", "/maps/standard/orders/legal",
            "/maps/standard/orders/choose", "/maps/standard/influence", "/matrix/solve", "/games/nim/legal",
            "/games/nim/apply", "/games/nim/evaluate", "/games/nim/move", "/games/nim/solve");

    /** @return the problem body, after checking status, media type and detail */
    static JsonNode problem(Answer a, int status) {
        assertEquals(status, a.status(), String.valueOf(a.body()));
        assertTrue(a.contentType().startsWith("application/problem+json"), a.contentType());
        assertEquals(status, a.body().get("status").asInt());
        assertFalse(a.body().path("detail").asText().isBlank(), a.body().toString());
        return a.body();
    }

    private static List<String> fields(JsonNode problem) {
        return problem.path("errors").findValuesAsText("field");
    }

    @Test
    void emptyAndNullBodiesAre400SayingWhatTheBodyMustBe() {
        for (String path : POSTS) {
            for (String body : new String[] {"", "null"}) {
                JsonNode p = problem(http.post(path, body), 400);
                assertTrue(p.get("detail").asText().contains("body"), path + ": " + p);
            }
        }
        JsonNode adjudicate = problem(http.post("/maps/standard/adjudicate", ""), 400);
        assertTrue(adjudicate.get("detail").asText().contains("\"orders\": ... (optional)"), adjudicate.toString());
    }

    @Test
    void jsonDeeperThanTheParserAllowsIs400OnEveryPostAndPut() {
        String deep = "[".repeat(2000) + "]".repeat(2000);
        String deepObject = "{\"a\": ".repeat(2000) + "1" + "}".repeat(2000);
        for (String path : POSTS) {
            problem(http.post(path, deep), 400);
            JsonNode p = problem(http.post(path, deepObject), 400);
            assertTrue(p.get("detail").asText().contains("nest"), p.toString());
        }
        JsonNode put = problem(http.put("/maps/deep", deepObject), 400);
        assertFalse(put.get("detail").asText().contains("StreamReadConstraints"), put.toString());
    }

    @Test
    void overflowingNumbersAre422NamingTheField() {
        JsonNode matrix = problem(http.post("/matrix/solve", "{\"matrix\": [[1e308, -1e308], [-1e308, 1e308]]}"), 422);
        assertEquals(List.of("matrix"), fields(matrix));
        JsonNode infinite = problem(http.post("/matrix/solve", "{\"matrix\": [[1, 2e308]]}"), 422);
        assertEquals(List.of("matrix[0][1]"), fields(infinite));
        JsonNode weights = problem(http.post("/maps/standard/influence", "{\"position\": " + SMALL
                + ", \"weights\": {\"ownCenter\": 1e308, \"otherUnit\": -1e308}}"), 422);
        assertEquals(List.of("weights.ownCenter", "weights.otherUnit"), fields(weights));
        Answer fine = http.post("/maps/standard/influence", "{\"position\": " + SMALL
                + ", \"weights\": {\"ownCenter\": 1e12}}");
        assertEquals(200, fine.status());
        assertFalse(fine.raw().body().contains("NaN") || fine.raw().body().contains("Infinity"), fine.raw().body());
    }

    @Test
    void aContentLengthOverTwoToTheThirtyOneIs413AndANegativeOneIs400() {
        String huge = http.raw("POST /matrix/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Content-Length: 3000000000\r\nConnection: close\r\n\r\n{}");
        assertTrue(huge.startsWith("HTTP/1.1 413"), huge);
        assertTrue(huge.contains("application/problem+json"), huge);
        assertTrue(ServerHarness.rawBody(huge).get("detail").asText().contains("3000000000"), huge);
        String negative = http.raw("POST /matrix/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Content-Length: -1\r\nConnection: close\r\n\r\n{}");
        assertTrue(negative.startsWith("HTTP/1.1 400"), negative);
        assertTrue(negative.contains("application/problem+json"), negative);
        assertTrue(ServerHarness.rawBody(negative).get("detail").asText().contains("Content-Length"), negative);
    }

    @Test
    void errorsOfTheHttpLayerAreProblems() {
        JsonNode longUrl = problem(http.get("/maps/" + "a".repeat(100_000)), 400);
        assertTrue(longUrl.get("detail").asText().contains("8192 bytes"), longUrl.toString());
        JsonNode method = problem(http.delete("/health"), 405);
        assertTrue(method.get("detail").asText().contains("GET"), method.toString());
        Answer noType = http.send(HttpRequest.newBuilder(http.uri("/matrix/solve"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"matrix\": [[1]]}")).build());
        assertTrue(problem(noType, 415).get("detail").asText().contains("Content-Type: application/json"));
        problem(http.get("/no/such/path"), 404);
        assertEquals(200, http.get("/health").status(), "the server still answers");
    }

    @Test
    void messagesCarryNoJacksonInternals() {
        for (String body : new String[] {"{\"matrix\": [[NaN]]}", "{\"matrix\": [[1]], \"extra\": 1}",
                "{'matrix': 1}", "{\"matrix\": [[1]], \"rowPlayer\": \"sideways\"}", "{\"matrix\": \"x\"}"}) {
            String detail = problem(http.post("/matrix/solve", body), 400).toString();
            for (String internal : new String[] {"JsonReadFeature", "not marked as ignorable", "`", "java.",
                    "com.fasterxml", "StreamReadConstraints"}) {
                assertFalse(detail.contains(internal), body + " → " + detail);
            }
        }
    }

    @Test
    void mapUploadsOfTheWrongShapeAre400InTheApisWords() {
        String map = http.get("/maps/austria-germany").body().toString()
                .replace("\"id\":\"austria-germany\"", "\"id\":\"shape\"")
                .replaceFirst("\"name\":", "\"bogus\": 1, \"name\":");
        JsonNode p = problem(http.put("/maps/shape", map), 400);
        assertEquals(List.of("bogus"), fields(p));
        assertFalse(p.toString().contains("not marked as ignorable") || p.toString().contains("calhamer.maps"),
                p.toString());
        assertEquals(List.of("(body)"), fields(problem(http.put("/maps/shape", "[]"), 400)));
        assertEquals(List.of("(body)"), fields(problem(http.put("/maps/shape", "null"), 400)));
    }

    @Test
    void legalOrdersRefuseABodyOfTheWrongShapeWith400LikeTheOthers() {
        for (String body : new String[] {"[]", "\"x\"", "123"}) {
            assertEquals(List.of("(body)"), fields(problem(http.post("/maps/standard/orders/legal", body), 400)));
        }
    }

    @Test
    void theLastPhaseIsRefusedInsteadOfProducingAnUnreadableOne() {
        JsonNode p = problem(http.post("/maps/standard/adjudicate", "{\"position\": {\"phase\": \"W999999A\", "
                + "\"units\": {}, \"centers\": {}}}"), 422);
        assertEquals(List.of("position.phase"), fields(p));
        JsonNode fall = problem(http.post("/maps/standard/adjudicate", "{\"position\": "
                + SMALL.replace("S1901M", "F999999M") + "}"), 422);
        assertEquals(List.of("position.phase"), fields(fall));
        Answer spring = http.post("/maps/standard/adjudicate", "{\"position\": " + SMALL.replace("S1901M", "S999999M")
                + "}");
        assertEquals("F999999M", spring.body().get("position").get("phase").asText(), spring.body().toString());
        problem(http.post("/maps/standard/adjudicate", "{\"position\": " + SMALL.replace("S1901M", "S1000000M")
                + "}"), 422);
        String late = "{\"state\": " + SMALL.replace("S1901M", "F999999M") + ", \"options\": {\"years\": "
                + "\"2000000000\"}, \"player\": \"FRANCE\", \"agent\": \"calhamer\"}";
        assertEquals(List.of("state"), fields(problem(http.post("/games/diplomacy/move", late), 422)),
                "the game ends with the years a phase may have");
    }

    @Test
    void unknownPowersInTheBotsOptionsAndAMissingPlayerAre422() {
        JsonNode opponents = problem(http.post("/maps/standard/orders/choose", "{\"position\": " + SMALL
                + ", \"power\": \"FRANCE\", \"options\": {\"opponents\": [\"GERMANY\", \"SPAIN\"], \"allies\": "
                + "[\"NARNIA\"]}}"), 422);
        assertEquals(List.of("options.opponents[1]", "options.allies[0]"), fields(opponents));
        JsonNode player = problem(http.post("/games/diplomacy/move", "{}"), 422);
        assertEquals(List.of("player"), fields(player));
    }

    @Test
    void aSocialRangeMatrixThatDoesNotFitTheMapIs422BeforeTheBotRuns() {
        for (String social : List.of("[[1, 0], [0, 1]]", "[null, [1]]", "[[2, 0, 0, 0, 0, 0, 0]]")) {
            JsonNode p = problem(http.post("/maps/standard/orders/choose", "{\"position\": " + SMALL
                    + ", \"power\": \"FRANCE\", \"options\": {\"social\": " + social + "}}"), 422);
            assertEquals(List.of("options.social"), fields(p), social);
        }
    }

    @Test
    void aBugIs500WithAnIdThatIsAlsoLogged() {
        PrintStream err = System.err;
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        System.setErr(new PrintStream(log, true, StandardCharsets.UTF_8));
        JsonNode p;
        try {
            p = problem(http.post("/games/gate/legal", "{\"state\": " + Gate.BUG + "}"), 500);
        } finally {
            System.setErr(err);
        }
        String instance = p.path("instance").asText();
        assertTrue(instance.startsWith("urn:calhamer:error:"), p.toString());
        String id = instance.substring("urn:calhamer:error:".length());
        assertTrue(p.get("detail").asText().contains(id), p.toString());
        assertFalse(p.toString().contains("IllegalStateException"), "no internals in the answer: " + p);
        String logged = log.toString(StandardCharsets.UTF_8);
        assertTrue(logged.contains(id) && logged.contains("breaks its contract"), logged);
    }

    @Test
    void uploadedMapsArePlayableAndIdsIgnoreCase() {
        String map = http.get("/maps/france-germany").body().toString()
                .replace("\"id\":\"france-germany\"", "\"id\":\"T1\"");
        assertEquals(201, http.put("/maps/T1", map).status());
        assertEquals("T1", http.get("/maps/t1").body().get("id").asText());
        assertEquals(200, http.put("/maps/t1", map).status(), "t1 is T1: replaced, not a second map");
        assertEquals(1, http.get("/maps").body().findValuesAsText("id").stream()
                .filter(id -> id.equalsIgnoreCase("t1")).count());
        Answer legal = http.post("/games/diplomacy/legal", "{\"options\": {\"map\": \"t1\"}, \"player\": \"FRANCE\"}");
        assertEquals(200, legal.status(), String.valueOf(legal.body()));
        assertNotNull(legal.body().get("moves").get("FRANCE"));
        JsonNode unknown = problem(http.post("/games/diplomacy/legal", "{\"options\": {\"map\": \"nowhere\"}}"), 422);
        assertEquals(List.of("options.map"), fields(unknown));
        assertEquals(204, http.delete("/maps/T1").status());
        problem(http.get("/maps/t1"), 404);
    }
}
