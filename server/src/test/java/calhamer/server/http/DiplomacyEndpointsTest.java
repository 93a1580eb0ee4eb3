package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.http.ServerHarness.Answer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The bot over HTTP, and Diplomacy served through the game endpoints. */
class DiplomacyEndpointsTest extends SharedServerTest {
    private static String start;

    @BeforeAll
    static void begin() {
        start = http.get("/games/diplomacy").body().get("exampleState").toString();
    }

    private static Answer choose(String power, String options) {
        return http.post("/maps/standard/orders/choose", "{\"position\": " + start + ", \"power\": \"" + power
                + "\", \"options\": " + options + "}");
    }

    @Test
    void theBotPlaysByTheEditionTheOptionsName() {
        Answer rules2023 = choose("FRANCE", "{\"seed\": 1, \"budget\": {\"cells\": 300}, \"edition\": \"2023\"}");
        assertEquals(200, rules2023.status(), String.valueOf(rules2023.body()));
        assertEquals(3, rules2023.body().get("orders").size());
        Answer unknown = choose("FRANCE", "{\"edition\": \"1971\"}");
        assertEquals(422, unknown.status());
        assertEquals("options.edition", unknown.body().get("errors").get(0).get("field").asText());
        assertTrue(unknown.body().get("errors").get(0).get("message").asText().contains("2023"));
    }

    @Test
    void aKnownLastYearIsTakenFromThePositionsYearOn() {
        Answer now = choose("FRANCE", "{\"seed\": 1, \"budget\": {\"cells\": 300}, \"lastYear\": 1901}");
        assertEquals(200, now.status(), String.valueOf(now.body()));
        assertEquals(3, now.body().get("orders").size());
        Answer before = choose("FRANCE", "{\"lastYear\": 1900}");
        assertEquals(422, before.status());
        JsonNode error = before.body().get("errors").get(0);
        assertEquals("options.lastYear", error.get("field").asText());
        assertTrue(error.get("message").asText().contains("before the position's year 1901"), error.toString());
    }

    @Test
    void theSearchIsTheDefaultAndShowsEveryPowersCandidates() {
        Answer a = choose("ENGLAND", "{\"seed\": 42, \"budget\": {\"cells\": 3000}}");
        assertEquals(200, a.status(), String.valueOf(a.body()));
        assertEquals(3, a.body().get("orders").size());
        JsonNode e = a.body().get("explanation");
        assertEquals("search", e.get("method").asText());
        JsonNode powers = e.get("search").get("powers");
        assertEquals(7, powers.size());
        assertEquals("ENGLAND", powers.get(0).get("power").asText());
        assertTrue(powers.get(0).get("candidates").size() > 1);
        assertEquals(a.body().get("orders"), e.get("search").get("chosen"));
        assertEquals(a.body().get("orders"), choose("ENGLAND", "{\"seed\": 42, \"budget\": {\"cells\": 3000}}")
                .body().get("orders"), "same seed, same orders");
    }

    @Test
    void thePreviousPhaseIsTheBotsMemory() {
        String previous = "{\"position\": " + start + ", \"orders\": {\"ENGLAND\": [\"F LON - NTH\"],"
                + " \"FRANCE\": [\"F BRE - ENG\"]}}";
        Answer a = choose("ENGLAND", "{\"budget\": {\"cells\": 2000}, \"previous\": " + previous + "}");
        assertEquals(200, a.status(), String.valueOf(a.body()));
        assertFalse(a.body().has("warnings"), "a movement phase is taken whole");
        Answer unreadable = choose("ENGLAND", "{\"budget\": {\"cells\": 200}, \"previous\": {\"position\": " + start
                + ", \"orders\": {\"ENGLAND\": [\"F LON jumps\", \"F EDI - NTH\"], \"SPAIN\": [\"A MAD H\"]}}}");
        assertEquals(200, unreadable.status(), "an unreadable order is left out, not refused");
        assertEquals(List.of("options.previous.orders.ENGLAND[0]", "options.previous.orders.SPAIN"),
                fields(unreadable.body().get("warnings")));
        Answer noPosition = choose("ENGLAND", "{\"budget\": {\"cells\": 200}, \"previous\": {\"orders\": {}}}");
        assertEquals(200, noPosition.status());
        assertEquals(List.of("options.previous.position"), fields(noPosition.body().get("warnings")));
        assertTrue(noPosition.body().get("warnings").get(0).get("message").asText().endsWith("the previous phase is"
                + " ignored"), noPosition.body().toString());
        Answer method = choose("ENGLAND", "{\"method\": \"oracle\"}");
        assertEquals(422, method.status());
        assertTrue(method.body().toString().contains("method is 'search', 'matrix' or 'calhamer-v1'"),
                method.body().toString());
    }

    private static List<String> fields(JsonNode problems) {
        List<String> fields = new ArrayList<>();
        problems.forEach(p -> fields.add(p.get("field").asText()));
        return fields;
    }

    @Test
    void theBotOrdersEveryUnitAndExplainsItself() {
        Answer a = choose("ENGLAND", "{\"seed\": 42, \"method\": \"matrix\"}");
        assertEquals(200, a.status(), String.valueOf(a.body()));
        JsonNode orders = a.body().get("orders");
        assertEquals(3, orders.size(), orders.toString());
        JsonNode group = a.body().get("explanation").get("groups").get(0);
        assertTrue(group.get("cells").asInt() > 0 && group.has("eliminated") && group.has("strategy"),
                group.toString());
        JsonNode matrix = group.get("matrix");
        assertEquals(group.get("rows").asInt(), matrix.get("payoffs").size(), "the matrix's entries, row by row");
        assertEquals(group.get("columns").asInt(), matrix.get("payoffs").get(0).size());
        assertEquals(group.get("rows").asInt(), matrix.get("rows").size());
        assertTrue(matrix.get("complete").asBoolean());
        assertEquals(orders, choose("ENGLAND", "{\"seed\": 42, \"method\": \"matrix\"}").body().get("orders"),
                "same seed, same orders");
        JsonNode check = http.post("/maps/standard/adjudicate", "{\"position\": " + start + ", \"orders\": "
                + "{\"ENGLAND\": " + orders + "}, \"options\": {\"strict\": true}}").body();
        assertTrue(check.has("results"), "the bot's orders are all valid: " + check);
    }

    @Test
    void badChoicesAreRefusedWithTheirField() {
        Answer power = choose("SPAIN", "{}");
        assertEquals(422, power.status());
        assertEquals("power", power.body().get("errors").get(0).get("field").asText());
        Answer depth = choose("FRANCE", "{\"depth\": 3, \"method\": \"matrix\"}");
        assertEquals(422, depth.status());
        assertEquals("options.depth", depth.body().get("errors").get(0).get("field").asText());
        assertTrue(depth.body().get("errors").get(0).get("message").asText().startsWith("expected a whole number "
                + "from 1 to 2"), depth.body().toString());
        Answer budget = choose("FRANCE", "{\"budget\": {\"cells\": 999999999}}");
        assertEquals(422, budget.status());
        assertTrue(budget.body().get("detail").asText().contains("--max-matrix-cells"));
        Answer opponent = choose("FRANCE", "{\"opponents\": [\"GERMANY\", \"SPAIN\"]}");
        assertEquals(422, opponent.status());
        assertEquals("options.opponents[1]", opponent.body().get("errors").get(0).get("field").asText());
    }

    /**
     * The game API's account of a Diplomacy move is the adjudication answer, written by the same writer (the game
     * lists each power's orders in province order, so the request does too).
     */
    @Test
    void theAccountOfAMoveIsTheAdjudicationAnswerWithoutThePosition() {
        String state = "{\"phase\": \"F1901M\", \"units\": {\"FRANCE\": [\"A BUR\", \"F MAO\"], \"GERMANY\": "
                + "[\"A MUN\", \"A RUH\", \"A KIE\"]}, \"centers\": {\"FRANCE\": [\"PAR\", \"BRE\", \"MAR\"], "
                + "\"GERMANY\": [\"MUN\", \"KIE\", \"BER\"]}}";
        JsonNode applied = http.post("/games/diplomacy/apply", "{\"state\": " + state + ", \"moves\": {\"FRANCE\": "
                + "\"A BUR H; F MAO - BRE\", \"GERMANY\": \"A MUN - BUR; A RUH S A MUN - BUR; A KIE - HOL\"}}").body();
        JsonNode adjudicated = http.post("/maps/standard/adjudicate", "{\"position\": " + state + ", \"orders\": "
                + "{\"FRANCE\": [\"A BUR H\", \"F MAO - BRE\"], \"GERMANY\": [\"A KIE - HOL\", \"A MUN - BUR\", "
                + "\"A RUH S A MUN - BUR\"]}}").body();
        assertEquals(adjudicated.get("position"), applied.get("state"));
        ObjectNode withoutPosition = ((ObjectNode) adjudicated).deepCopy();
        withoutPosition.remove("position");
        assertEquals(withoutPosition, applied.get("account"));
        assertEquals("DISLODGED", applied.get("account").get("results").get(0).get("outcome").asText());
    }

    @Test
    void diplomacyIsAGameLikeAnyOther() {
        assertTrue(http.get("/games").body().toString().contains("\"diplomacy\""));
        JsonNode detail = http.get("/games/diplomacy").body();
        assertTrue(detail.get("agents").toString().contains("calhamer"), detail.get("agents").toString());
        assertEquals("simultaneous", detail.get("game").get("moveOrder").asText());
        Answer move = http.post("/games/diplomacy/move", "{\"agent\": \"calhamer\", \"player\": \"FRANCE\", "
                + "\"seed\": 1}");
        assertEquals(200, move.status(), String.valueOf(move.body()));
        assertEquals(3, move.body().get("move").asText().split(";").length);
        Answer values = http.post("/games/diplomacy/evaluate", "{}");
        assertEquals(7, values.body().get("values").size());
        Answer missing = http.post("/games/diplomacy/apply", "{\"moves\": {\"FRANCE\": \"F BRE H; A PAR H; A MAR H\"}}");
        assertEquals(422, missing.status());
        assertTrue(missing.body().get("errors").toString().contains("moves.AUSTRIA"));
        Answer solve = http.post("/games/diplomacy/solve", "{}");
        assertEquals(422, solve.status(), "Diplomacy is not exactly solvable");
    }
}
