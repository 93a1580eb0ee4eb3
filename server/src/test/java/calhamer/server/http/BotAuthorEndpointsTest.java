package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.http.ServerHarness.Answer;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * What a bot author meets in the API (issue 27): convoyed moves written with {@code VIA} and read with or without
 * it, power names in any case wherever a request names one, the explanation left out on request, and legal orders
 * unit by unit through the game API where the whole product of order sets is over the limit.
 */
class BotAuthorEndpointsTest extends SharedServerTest {
    private static final String CONVOY = "{\"phase\": \"S1901M\", \"units\": {\"england\": [\"A LON\", \"F NTH\"],"
            + " \"France\": [\"A PAR\"]}, \"centers\": {}}";

    @Test
    void aMoveThatNeedsAConvoyIsWrittenWithViaAndReadWithOrWithoutIt() {
        Answer legal = http.post("/maps/standard/orders/legal", CONVOY);
        assertEquals(200, legal.status(), String.valueOf(legal.body()));
        String orders = legal.body().toString();
        assertTrue(orders.contains("\"A LON - NWY VIA\"") && !orders.contains("\"A LON - NWY\""), orders);
        for (String move : new String[] {"A LON - NWY", "A LON - NWY VIA"}) {
            Answer applied = http.post("/games/diplomacy/apply", "{\"state\": " + CONVOY + ", \"moves\": {\"ENGLAND\":"
                    + " \"" + move + "; F NTH C A LON - NWY\", \"france\": \"A PAR H\"}}");
            assertEquals(200, applied.status(), String.valueOf(applied.body()));
            assertTrue(applied.body().get("state").get("units").get("ENGLAND").toString().contains("A NWY"),
                    move + ": " + applied.body());
        }
        Answer parts = http.post("/games/diplomacy/legal", "{\"state\": " + CONVOY + ", \"form\": \"parts\", "
                + "\"player\": \"england\"}");
        assertTrue(parts.body().get("parts").get("ENGLAND").get("choices").get("A LON").toString()
                .contains("\"A LON - NWY VIA\""), parts.body().toString());
    }

    @Test
    void powersAreNamedInAnyCaseAndAnswersKeepTheirOwnName() {
        Answer chosen = http.post("/maps/standard/orders/choose", "{\"position\": " + CONVOY + ", \"power\":"
                + " \"England\", \"options\": {\"opponents\": [\"france\"], \"budget\": {\"cells\": 200}}}");
        assertEquals(200, chosen.status(), String.valueOf(chosen.body()));
        assertEquals("ENGLAND", chosen.body().get("power").asText());
        Answer adjudicated = http.post("/maps/standard/adjudicate", "{\"position\": " + CONVOY + ", \"orders\":"
                + " {\"england\": [\"A LON - NWY\", \"F NTH C A LON - NWY\"]}}");
        assertEquals(200, adjudicated.status(), String.valueOf(adjudicated.body()));
        assertEquals("ENGLAND", adjudicated.body().get("results").get(0).get("power").asText());
        assertEquals("SUCCEEDED", adjudicated.body().get("results").get(0).get("outcome").asText());
        assertTrue(adjudicated.body().get("position").get("units").has("ENGLAND"));
        Answer move = http.post("/games/diplomacy/move", "{\"agent\": \"hold\", \"player\": \"italy\"}");
        assertEquals("ITALY", move.body().get("player").asText(), String.valueOf(move.body()));
        Answer twice = http.post("/games/diplomacy/apply", "{\"state\": " + CONVOY + ", \"moves\": {\"FRANCE\":"
                + " \"A PAR H\", \"france\": \"A PAR H\", \"ENGLAND\": \"A LON H; F NTH H\"}}");
        assertEquals(422, twice.status());
        assertTrue(twice.body().get("errors").get(0).get("message").asText().contains("FRANCE is named twice"),
                twice.body().toString());
    }

    @Test
    void explainFalseLeavesTheExplanationOut() {
        String request = "{\"position\": " + CONVOY + ", \"power\": \"ENGLAND\", \"options\": {\"seed\": 3,"
                + " \"budget\": {\"cells\": 200}}";
        JsonNode full = http.post("/maps/standard/orders/choose", request + "}").body();
        JsonNode bare = http.post("/maps/standard/orders/choose", request + ", \"explain\": false}").body();
        assertTrue(full.has("explanation"), "explained by default");
        assertFalse(bare.has("explanation"), bare.toString());
        assertEquals(full.get("orders"), bare.get("orders"), "the same decision");
        assertTrue(http.post("/maps/standard/orders/choose", request + ", \"explain\": true}").body()
                .has("explanation"));
        Answer wrong = http.post("/maps/standard/orders/choose", request + ", \"explain\": \"no\"}");
        assertEquals(400, wrong.status(), String.valueOf(wrong.body()));
    }

    @Test
    void theGameApiGivesLegalOrdersUnitByUnitWhereTheWholeSetsAreTooMany() {
        Answer whole = http.post("/games/diplomacy/legal", "{\"player\": \"RUSSIA\"}");
        assertEquals(422, whole.status());
        assertTrue(whole.body().get("detail").asText().contains("\"form\": \"parts\""), whole.body().toString());
        Answer parts = http.post("/games/diplomacy/legal", "{\"form\": \"parts\"}");
        assertEquals(200, parts.status(), String.valueOf(parts.body()));
        assertEquals(7, parts.body().get("actors").size());
        assertFalse(parts.body().get("terminal").asBoolean());
        JsonNode russia = parts.body().get("parts").get("RUSSIA");
        assertEquals(4, russia.get("choices").size(), russia.toString());
        assertEquals(4, russia.get("min").asInt());
        assertEquals("; ", russia.get("separator").asText());
        assertTrue(russia.get("choices").get("F STP/SC").toString().contains("\"F STP/SC - BOT\""), russia.toString());
        Answer quoridor = http.post("/games/quoridor/legal", "{\"form\": \"parts\"}");
        assertEquals(200, quoridor.status(), "a game without parts lists its moves whole: " + quoridor.body());
        assertTrue(quoridor.body().get("moves").size() > 0 && quoridor.body().get("parts").isEmpty());
        Answer form = http.post("/games/diplomacy/legal", "{\"form\": \"units\"}");
        assertEquals(422, form.status());
        assertEquals("form", form.body().get("errors").get(0).get("field").asText());
    }
}
