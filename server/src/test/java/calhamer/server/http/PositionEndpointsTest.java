package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.io.BundledMaps;
import calhamer.server.http.ServerHarness.Answer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

/** Adjudication, legal orders, influence and matrix solving over real HTTP. */
class PositionEndpointsTest extends SharedServerTest {
    private static final String START_AG = "{\"phase\": \"S1901M\", \"units\": {\"AUSTRIA\": [\"A VIE\", \"A BUD\", "
            + "\"A TRI\"], \"GERMANY\": [\"A BER\", \"A KIE\", \"A MUN\"]}, \"centers\": {\"AUSTRIA\": [\"VIE\", \"BUD\","
            + " \"TRI\"], \"GERMANY\": [\"BER\", \"KIE\", \"MUN\"]}}";
    private static final String SMALL = "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A PAR\", \"F BRE\"], "
            + "\"GERMANY\": [\"A MUN\"]}, \"centers\": {\"FRANCE\": [\"PAR\", \"BRE\"]}}";

    private static JsonNode ok(Answer a) {
        assertEquals(200, a.status(), String.valueOf(a.body()));
        return a.body();
    }

    @Test
    void adjudicatesWithInvalidOrdersReportedNotRefused() {
        JsonNode r = ok(http.post("/maps/standard/adjudicate", "{\"position\": " + SMALL + ", \"orders\": "
                + "{\"FRANCE\": [\"A PAR - BUR\", \"F BRE - MAO\", \"A XYZ H\"], \"GERMANY\": [\"A MUN - BUR\"]}}"));
        assertEquals("BOUNCED", r.get("results").get(0).get("outcome").asText());
        assertEquals("SUCCEEDED", r.get("results").get(1).get("outcome").asText());
        assertEquals("INVALID", r.get("results").get(2).get("outcome").asText());
        assertEquals(2, r.get("results").get(2).get("index").asInt());
        assertTrue(r.get("results").get(2).get("detail").asText().contains("XYZ"));
        assertEquals("F1901M", r.get("position").get("phase").asText());
        assertEquals("[\"BUR\"]", r.get("contested").toString());
        assertTrue(r.get("position").get("units").get("FRANCE").toString().contains("F MAO"));
    }

    /**
     * A map's start, as {@code GET /maps/{id}} gives it (with its {@code year}, no phase), is a position every
     * endpoint takes as it is, on every bundled map: Spring movement of that year, the same as with the phase.
     */
    @Test
    void everyMapsStartIsAPositionAsItIs() {
        for (String id : BundledMaps.NAMES) {
            JsonNode start = ok(http.get("/maps/" + id)).get("start");
            assertFalse(start.has("phase"), "the map file's own form: " + start);
            String phase = "S" + start.get("year").asInt() + "M";
            ObjectNode withPhase = start.deepCopy();
            withPhase.remove("year");
            withPhase.put("phase", phase);
            JsonNode legal = ok(http.post("/maps/" + id + "/orders/legal", start.toString()));
            assertEquals(phase, legal.get("phase").asText(), id);
            assertEquals(legal, ok(http.post("/maps/" + id + "/orders/legal", withPhase.toString())), id);
            JsonNode next = ok(http.post("/maps/" + id + "/adjudicate", "{\"position\": " + start + "}"));
            assertEquals(phase, next.get("phase").asText(), id);
            assertEquals(next, ok(http.post("/maps/" + id + "/adjudicate", "{\"position\": " + withPhase + "}")), id);
        }
        JsonNode start = ok(http.get("/maps/austria-germany")).get("start");
        assertEquals(ok(http.post("/maps/austria-germany/influence", "{\"position\": " + START_AG + "}")),
                ok(http.post("/maps/austria-germany/influence", "{\"position\": " + start + "}")));
        JsonNode decision = ok(http.post("/maps/austria-germany/orders/choose", "{\"position\": " + start
                + ", \"power\": \"AUSTRIA\", \"options\": {\"seed\": 1, \"method\": \"matrix\"}}"));
        assertEquals("S1901M", decision.get("phase").asText());
        Answer disagreeing = http.post("/maps/austria-germany/adjudicate", "{\"position\": "
                + START_AG.replace("{\"phase\": \"S1901M\"", "{\"phase\": \"S1902M\", \"year\": 1901") + "}");
        assertEquals(422, disagreeing.status());
        assertEquals("position.year", disagreeing.body().get("errors").get(0).get("field").asText());
        assertEquals("1901 is not the year of the phase S1902M: give one of them, or both alike",
                disagreeing.body().get("errors").get(0).get("message").asText());
    }

    @Test
    void strictRefusesTheWholeRequest() {
        Answer a = http.post("/maps/standard/adjudicate", "{\"position\": " + SMALL + ", \"orders\": "
                + "{\"FRANCE\": [\"A PAR - BUR\", \"A XYZ H\"]}, \"options\": {\"strict\": true}}");
        assertEquals(422, a.status());
        assertEquals("orders.FRANCE[1]", a.body().get("errors").get(0).get("field").asText());
    }

    @Test
    void positionsThatDoNotFitAreRefusedWithEveryProblem() {
        Answer a = http.post("/maps/standard/adjudicate", "{\"position\": {\"phase\": \"S1901M\", \"units\": "
                + "{\"FRANCE\": [\"A PAR\", \"F MUN\"], \"SPAIN\": []}, \"centers\": {}}, \"orders\": {}}");
        assertEquals(422, a.status());
        assertTrue(a.contentType().startsWith("application/problem+json"));
        String errors = a.body().get("errors").toString();
        assertTrue(errors.contains("position.units.FRANCE[1]") && errors.contains("position.units.SPAIN"), errors);
        Answer retreat = http.post("/maps/standard/adjudicate", "{\"position\": {\"phase\": \"F1901R\", \"units\": "
                + "{\"FRANCE\": [\"A PAR\"]}, \"centers\": {}}}");
        assertEquals(422, retreat.status());
        assertTrue(retreat.body().get("errors").toString().contains("dislodged"), retreat.body().toString());
        assertEquals(404, http.post("/maps/nowhere/adjudicate", "{\"position\": " + SMALL + "}").status());
        Answer malformed = http.post("/maps/standard/adjudicate", "{\"position\": ");
        assertEquals(400, malformed.status());
        assertTrue(malformed.body().get("detail").asText().contains("line 1"), malformed.body().toString());
        Answer edition = http.post("/maps/standard/adjudicate", "{\"position\": " + SMALL
                + ", \"options\": {\"edition\": \"1971\"}}");
        assertEquals(422, edition.status());
        assertEquals("options.edition", edition.body().get("errors").get(0).get("field").asText());
    }

    @Test
    void legalOrdersOfEveryUnit() {
        JsonNode r = ok(http.post("/maps/standard/orders/legal", SMALL));
        assertEquals(3, r.get("units").size());
        String paris = r.get("units").get(0).get("orders").toString();
        assertTrue(paris.contains("A PAR - BUR") && paris.contains("A PAR S A MUN - BUR"), paris);
    }

    @Test
    void influenceReproducesThePaperAndTakesWeightsAndDecay() {
        JsonNode r = ok(http.post("/maps/austria-germany/influence", "{\"position\": " + START_AG + "}"));
        assertEquals(328.0, r.get("occupied").get("AUSTRIA").asDouble(), 1e-9);
        assertEquals(1366.0, r.get("totals").get("AUSTRIA").asDouble(), 1e-9);
        JsonNode heavier = ok(http.post("/maps/austria-germany/influence", "{\"position\": " + START_AG
                + ", \"weights\": {\"ownUnit\": 30}, \"decay\": {\"type\": \"exponential\", \"factor\": 0.5}}"));
        assertTrue(heavier.get("occupied").get("AUSTRIA").asDouble() != 328.0);
        Answer bad = http.post("/maps/austria-germany/influence", "{\"position\": " + START_AG
                + ", \"decay\": {\"type\": \"cubic\"}}");
        assertEquals(422, bad.status());
        assertEquals("decay.type", bad.body().get("errors").get(0).get("field").asText());
    }

    @Test
    void matrixSolveAndItsErrors() {
        JsonNode r = ok(http.post("/matrix/solve", "{\"matrix\": [[3, -1], [-2, 1]]}"));
        assertEquals(1.0 / 7, r.get("value").asDouble(), 1e-9);
        assertEquals(3.0 / 7, r.get("rowStrategy").get(0).asDouble(), 1e-9);
        JsonNode saddle = ok(http.post("/matrix/solve", "{\"matrix\": [[1, 2], [0, 3]], \"rowPlayer\": \"max\"}"));
        assertEquals(0, saddle.get("saddlePoint").get("row").asInt());
        Answer ragged = http.post("/matrix/solve", "{\"matrix\": [[1, 2], [3]]}");
        assertEquals(422, ragged.status());
        assertTrue(ragged.body().get("detail").asText().contains("ragged"));
        Answer unknown = http.post("/matrix/solve", "{\"matrix\": [[1]], \"players\": 2}");
        assertEquals(400, unknown.status());
        assertEquals("players", unknown.body().get("errors").get(0).get("field").asText());
    }
}
