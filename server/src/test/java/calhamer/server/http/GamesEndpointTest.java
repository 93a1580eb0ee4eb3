package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.http.ServerHarness.Answer;
import org.junit.jupiter.api.Test;

/** The game endpoints over real HTTP, on the test game {@code take-away} registered through ServiceLoader. */
class GamesEndpointTest extends SharedServerTest {

    @Test
    void listsAndDescribesRegisteredGames() {
        Answer list = http.get("/games");
        assertEquals(200, list.status());
        assertTrue(list.body().toString().contains("\"take-away\""), list.body().toString());
        Answer one = http.get("/games/take-away");
        assertEquals(7, one.body().get("exampleState").get("pile").asInt());
        assertEquals("random", one.body().get("agents").get(0).asText());
        assertEquals("sequential", one.body().get("game").get("moveOrder").asText());
        assertEquals(404, http.get("/games/chess").status());
    }

    @Test
    void legalApplyAndEvaluate() {
        Answer legal = http.post("/games/take-away/legal", "{\"state\": {\"pile\": 1, \"toMove\": 1}}");
        assertEquals("[\"second\"]", legal.body().get("actors").toString());
        assertEquals("[\"1\"]", legal.body().get("moves").get("second").toString());
        Answer applied = http.post("/games/take-away/apply", "{\"state\": {\"pile\": 1, \"toMove\": 1}, "
                + "\"moves\": {\"second\": \"1\"}}");
        assertEquals(200, applied.status(), applied.body().toString());
        assertTrue(applied.body().get("terminal").asBoolean());
        assertEquals(1.0, applied.body().get("returns").get("second").asDouble());
        Answer notToMove = http.post("/games/take-away/apply", "{\"moves\": {\"second\": \"1\"}}");
        assertEquals(422, notToMove.status());
        assertTrue(notToMove.body().get("errors").toString().contains("moves.first"), notToMove.body().toString());
        Answer illegal = http.post("/games/take-away/apply", "{\"moves\": {\"first\": \"3\"}}");
        assertEquals(422, illegal.status());
        assertEquals("moves.first", illegal.body().get("errors").get(0).get("field").asText());
        Answer badState = http.post("/games/take-away/legal", "{\"state\": {\"pile\": -4}}");
        assertEquals(422, badState.status());
        Answer badOption = http.post("/games/take-away/legal", "{\"options\": {\"colour\": \"red\"}}");
        assertEquals(422, badOption.status());
        assertTrue(badOption.body().toString().contains("colour"));
        Answer unfinished = http.post("/games/take-away/evaluate", "{}");
        assertEquals(422, unfinished.status(), "the default evaluator scores only finished games");
        Answer finished = http.post("/games/take-away/evaluate", "{\"state\": {\"pile\": 0, \"toMove\": 0}}");
        assertEquals(-1.0, finished.body().get("values").get("first").asDouble());
    }

    @Test
    void moveAndSolve() {
        Answer move = http.post("/games/take-away/move", "{\"agent\": \"random\", \"seed\": 3}");
        assertEquals(200, move.status(), move.body().toString());
        assertEquals(move.body(), http.post("/games/take-away/move", "{\"agent\": \"random\", \"seed\": 3}").body());
        Answer oracle = http.post("/games/take-away/move", "{\"agent\": \"oracle\"}");
        assertEquals(422, oracle.status());
        assertTrue(oracle.body().get("detail").asText().startsWith("no agent 'oracle' for game 'take-away': no agent"
                + " of that name is registered; agents for 'take-away': random, mcts"), oracle.body().toString());
        assertEquals("agent", oracle.body().get("errors").get(0).get("field").asText());
        Answer solved = http.post("/games/take-away/solve", "{\"options\": {\"pile\": \"7\"}}");
        assertEquals(1.0, solved.body().get("values").get("first").asDouble(), "7 is not a multiple of 3");
        assertEquals("1", solved.body().get("bestMove").asText(), "take 1, leaving 6");
        Answer lost = http.post("/games/take-away/solve", "{\"state\": {\"pile\": 9, \"toMove\": 0}}");
        assertEquals(-1.0, lost.body().get("values").get("first").asDouble());
        Answer budget = http.post("/games/take-away/solve", "{\"options\": {\"pile\": \"200\"}, "
                + "\"budget\": {\"iterations\": 5}}");
        assertEquals(422, budget.status());
        assertTrue(budget.body().get("detail").asText().contains("budget"), budget.body().toString());
        Answer negative = http.post("/games/take-away/move", "{\"agent\": \"random\", "
                + "\"budget\": {\"millis\": -5, \"iterations\": 10, \"depth\": 0}}");
        assertEquals(422, negative.status());
        assertEquals(2, negative.body().get("errors").size(), negative.body().toString());
        assertEquals("budget.millis", negative.body().get("errors").get(0).get("field").asText());
        assertEquals("expected a whole number of at least 1 (milliseconds, at most the server's --search-millis, "
                + "10000; left out: that), found -5",
                negative.body().get("errors").get(0).get("message").asText());
        assertEquals("budget.depth", negative.body().get("errors").get(1).get("field").asText());
    }
}
