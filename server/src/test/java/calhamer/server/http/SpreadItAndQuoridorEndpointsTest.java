package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.http.ServerHarness.Answer;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Spread-It and 4-player Quoridor over real HTTP: listing, play, every agent with a budget, and the 4xx answers. */
class SpreadItAndQuoridorEndpointsTest extends SharedServerTest {
    private static final String TRIANGLE = "{\"graph\": {\"vertices\": 3, \"edges\": [[0, 1], [1, 2], [0, 2]]}, "
            + "\"thresholds\": [2, 2, 2], \"variant\": \"zero-loyalty\", \"order\": \"majority\", "
            + "\"tokens\": {\"black\": [0, 0, 0], \"red\": [0, 1, 1]}, \"lastArrival\": [null, \"red\", \"red\"], "
            + "\"hand\": {\"black\": 1, \"red\": 1}, \"fixed\": {\"black\": [], \"red\": []}, \"toMove\": \"black\", "
            + "\"result\": null}";

    @Test
    void bothGamesAreListedWithTheirAgents() {
        assertTrue(http.get("/games").body().toString().contains("\"spread-it\""));
        JsonNode spreadIt = http.get("/games/spread-it").body();
        assertEquals(List.of("random", "mcts", "alphabeta", "maxn", "paranoid", "sos", "sos-learning"),
                names(spreadIt.get("agents")));
        assertEquals(24, spreadIt.get("exampleState").get("graph").get("vertices").asInt());
        JsonNode quoridor = http.get("/games/quoridor").body();
        assertEquals(List.of("random", "mcts", "maxn", "paranoid", "sos", "sos-learning"),
                names(quoridor.get("agents")));
        assertEquals("ties", quoridor.get("agentDetails").get(1).get("options").fieldNames().next());
        assertEquals("sequential games", quoridor.get("agentDetails").get(1).get("plays").asText());
        assertEquals("[\"south\",\"west\",\"north\",\"east\"]", quoridor.get("game").get("players").toString());
    }

    private static List<String> names(JsonNode array) {
        List<String> out = new java.util.ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    @Test
    void spreadItPlaysAGivenGraphAndEndsInBlacksEndlessCascade() {
        Answer applied = http.post("/games/spread-it/apply", "{\"state\": " + TRIANGLE
                + ", \"moves\": {\"black\": \"2\"}}");
        assertEquals(200, applied.status(), applied.body().toString());
        assertTrue(applied.body().get("terminal").asBoolean(), "Figure 1 (e): Black on v3 sets off an endless black cascade");
        assertEquals(1.0, applied.body().get("returns").get("black").asDouble());
        assertEquals("endless cascade", applied.body().get("state").get("result").get("reason").asText());
        Answer legal = http.post("/games/spread-it/legal", "{\"state\": " + TRIANGLE + "}");
        assertEquals("[\"0\",\"1\",\"2\"]", legal.body().get("moves").get("black").toString());
        Answer evaluate = http.post("/games/spread-it/evaluate", "{\"state\": " + TRIANGLE + "}");
        assertEquals(-evaluate.body().get("values").get("black").asDouble(),
                evaluate.body().get("values").get("red").asDouble(), 1e-9);
    }

    @Test
    void everyAgentMovesWithinItsBudget() {
        for (String agent : List.of("random", "mcts", "alphabeta", "maxn", "paranoid", "sos", "sos-learning")) {
            Answer a = http.post("/games/spread-it/move", "{\"agent\": \"" + agent + "\", \"seed\": 5, "
                    + "\"budget\": {\"millis\": 300, \"iterations\": 300, \"depth\": 2}}");
            assertEquals(200, a.status(), agent + ": " + a.body());
            assertEquals("black", a.body().get("player").asText());
        }
        for (String agent : List.of("random", "mcts", "maxn", "paranoid", "sos", "sos-learning")) {
            Answer a = http.post("/games/quoridor/move", "{\"agent\": \"" + agent + "\", \"seed\": 5, "
                    + "\"budget\": {\"millis\": 500, \"iterations\": 100, \"depth\": 2}}");
            assertEquals(200, a.status(), agent + ": " + a.body());
            assertEquals("south", a.body().get("player").asText());
        }
        Answer same = http.post("/games/spread-it/move", "{\"agent\": \"mcts\", \"seed\": 9, \"budget\": "
                + "{\"iterations\": 200}}");
        assertEquals(same.body(), http.post("/games/spread-it/move", "{\"agent\": \"mcts\", \"seed\": 9, "
                + "\"budget\": {\"iterations\": 200}}").body(), "same seed and iterations, same move");
    }

    @Test
    void quoridorMovesAndWalls() {
        Answer step = http.post("/games/quoridor/apply", "{\"moves\": {\"south\": \"e2\"}}");
        assertEquals(200, step.status(), step.body().toString());
        assertEquals("e2", step.body().get("state").get("pawns").get("south").asText());
        assertEquals("west", step.body().get("state").get("toMove").asText());
        Answer wall = http.post("/games/quoridor/apply", "{\"state\": " + step.body().get("state")
                + ", \"moves\": {\"west\": \"h:e3\"}}");
        assertEquals(200, wall.status(), wall.body().toString());
        assertEquals("[\"e3\"]", wall.body().get("state").get("walls").get("horizontal").toString());
        assertEquals(4, wall.body().get("state").get("wallsLeft").get("west").asInt());
    }

    @Test
    void badStatesAndIllegalMovesGet422NamingTheProblem() {
        Answer cut = http.post("/games/spread-it/legal", "{\"state\": " + TRIANGLE.replace("[[0, 1], [1, 2], [0, 2]]",
                "[[0, 1], [0, 1]]") + "}");
        assertEquals(422, cut.status());
        assertTrue(cut.body().toString().contains("edge [0, 1] is given twice"), cut.body().toString());
        Answer offBoard = http.post("/games/spread-it/apply", "{\"state\": " + TRIANGLE
                + ", \"moves\": {\"black\": \"7\"}}");
        assertEquals(422, offBoard.status());
        assertEquals("moves.black", offBoard.body().get("errors").get(0).get("field").asText());
        assertTrue(offBoard.body().toString().contains("vertex 7 is not on the board"), offBoard.body().toString());
        Answer unstable = http.post("/games/spread-it/legal", "{\"state\": " + TRIANGLE.replace(
                "\"red\": [0, 1, 1]", "\"red\": [0, 2, 1]") + "}");
        assertEquals(422, unstable.status());
        assertTrue(unstable.body().toString().contains("at least its threshold"), unstable.body().toString());
        assertEquals("state.tokens", unstable.body().get("errors").get(0).get("field").asText());
        Answer fixedUnderZeroLoyalty = http.post("/games/spread-it/legal", "{\"state\": " + TRIANGLE.replace(
                "\"fixed\": {\"black\": []", "\"fixed\": {\"black\": [0]") + "}");
        assertEquals(422, fixedUnderZeroLoyalty.status());
        assertEquals("state.fixed.black", fixedUnderZeroLoyalty.body().get("errors").get(0).get("field").asText());
        assertTrue(fixedUnderZeroLoyalty.body().toString().contains("under zero loyalty no vertex is fixed"),
                fixedUnderZeroLoyalty.body().toString());
        Answer overlap = http.post("/games/quoridor/apply", "{\"state\": {\"pawns\": {\"south\": \"e1\", \"west\": "
                + "\"a5\", \"north\": \"e9\", \"east\": \"i5\"}, \"walls\": {\"horizontal\": [\"e3\"], \"vertical\": "
                + "[]}, \"wallsLeft\": {\"south\": 5, \"west\": 5, \"north\": 5, \"east\": 5}, \"toMove\": \"south\", "
                + "\"ply\": 0, \"winner\": null, \"draw\": false}, \"moves\": {\"south\": \"v:e3\"}}");
        assertEquals(422, overlap.status());
        assertTrue(overlap.body().toString().contains("overlaps or crosses"), overlap.body().toString());
        Answer goalReached = http.post("/games/quoridor/legal", "{\"state\": {\"pawns\": {\"south\": \"e9\", "
                + "\"west\": \"a5\", \"north\": \"e8\", \"east\": \"i5\"}, \"walls\": {\"horizontal\": [], \"vertical\": "
                + "[]}, \"wallsLeft\": {\"south\": 5, \"west\": 5, \"north\": 5, \"east\": 5}, \"toMove\": \"west\", "
                + "\"ply\": 7, \"winner\": null, \"draw\": false}}");
        assertEquals(422, goalReached.status());
        assertEquals("state.pawns.south", goalReached.body().get("errors").get(0).get("field").asText());
        Answer noPath = http.post("/games/quoridor/move", "{\"state\": {\"pawns\": {\"south\": \"e1\"}}}");
        assertEquals(422, noPath.status());
        assertEquals("state.wallsLeft", noPath.body().get("errors").get(0).get("field").asText());
        Answer badOption = http.post("/games/spread-it/legal", "{\"options\": {\"graph\": \"lattice\"}}");
        assertEquals(422, badOption.status());
        assertTrue(badOption.body().toString().contains("lattice"));
        Answer badDensity = http.post("/games/spread-it/legal", "{\"options\": {\"density\": \"sparse\"}}");
        assertEquals(422, badDensity.status());
        assertEquals("board density 'sparse' is not one of [paper, range]",
                badDensity.body().get("errors").get(0).get("message").asText());
    }

    /** Generated boards take the paper's density (3 edges a vertex on a Watts–Strogatz ring) or the sparser range. */
    @Test
    void spreadItBoardsComeInTwoDensities() {
        String options = "{\"options\": {\"graph\": \"watts-strogatz\", \"vertices\": \"14\"%s}, "
                + "\"moves\": {\"black\": \"0\"}}";
        Answer paper = http.post("/games/spread-it/apply", String.format(options, ""));
        assertEquals(200, paper.status(), paper.body().toString());
        assertEquals(42, paper.body().get("state").get("graph").get("edges").size());
        Answer range = http.post("/games/spread-it/apply", String.format(options, ", \"density\": \"range\""));
        assertEquals(200, range.status(), range.body().toString());
        assertEquals(28, range.body().get("state").get("graph").get("edges").size());
    }

    @Test
    void socialSearchTakesItsMatrixAndHistoryAsAgentOptions() {
        Answer paranoid = http.post("/games/quoridor/move", "{\"agent\": \"sos\", \"budget\": {\"depth\": 2}, "
                + "\"agentOptions\": {\"social\": [[1, 0, 0, 0], [-1, 0, 0, 0], [-1, 0, 0, 0], [-1, 0, 0, 0]]}}");
        assertEquals(200, paranoid.status(), paranoid.body().toString());
        assertEquals(http.post("/games/quoridor/move", "{\"agent\": \"paranoid\", \"budget\": {\"depth\": 2}}")
                .body().get("move"), paranoid.body().get("move"), "Property 2 over HTTP");
        Answer first = http.post("/games/quoridor/apply", "{\"moves\": {\"south\": \"e2\"}}");
        Answer learning = http.post("/games/quoridor/move", "{\"agent\": \"sos-learning\", \"state\": "
                + first.body().get("state") + ", \"budget\": {\"depth\": 1}, \"agentOptions\": {\"k\": 5, "
                + "\"history\": [{\"state\": " + http.get("/games/quoridor").body().get("exampleState")
                + ", \"moves\": {\"south\": \"e2\"}}]}}");
        assertEquals(200, learning.status(), learning.body().toString());
        assertEquals("west", learning.body().get("player").asText());
        Answer badMatrix = http.post("/games/quoridor/move", "{\"agent\": \"sos\", \"agentOptions\": "
                + "{\"social\": [[1, 2, 0, 0]]}}");
        assertEquals(422, badMatrix.status());
        assertEquals("agentOptions", badMatrix.body().get("errors").get(0).get("field").asText());
        Answer badHistory = http.post("/games/quoridor/move", "{\"agent\": \"sos-learning\", \"agentOptions\": "
                + "{\"history\": [{\"state\": {}, \"moves\": {\"south\": \"e2\"}}]}}");
        assertEquals(422, badHistory.status());
        assertTrue(badHistory.body().toString().contains("history[0].state"), badHistory.body().toString());
        Answer noOptions = http.post("/games/quoridor/move", "{\"agent\": \"random\", \"agentOptions\": {}}");
        assertEquals(422, noOptions.status());
        assertTrue(noOptions.body().toString().contains("takes no options"));
        Answer refused = http.post("/games/quoridor/move", "{\"agent\": \"mcts\", \"budget\": "
                + "{\"iterations\": 20}}");
        assertEquals(200, refused.status(), "MCTS plays 4-player games");
        Answer unsupported = http.post("/games/quoridor/move", "{\"agent\": \"alphabeta\"}");
        assertEquals(422, unsupported.status());
        assertEquals("no agent 'alphabeta' for game 'quoridor': it plays two-player zero-sum sequential games; agents"
                + " for 'quoridor': random, mcts, maxn, paranoid, sos, sos-learning",
                unsupported.body().get("detail").asText());
        assertEquals("agent", unsupported.body().get("errors").get(0).get("field").asText());
    }

    @Test
    void mctsTakesHowItScoresTiesAsAnAgentOption() {
        Answer shared = http.post("/games/spread-it/move", "{\"agent\": \"mcts\", \"budget\": {\"iterations\": "
                + "200}, \"agentOptions\": {\"ties\": \"share\"}}");
        assertEquals(200, shared.status(), shared.body().toString());
        assertEquals("mcts", shared.body().get("agent").asText());
        Answer bad = http.post("/games/spread-it/move", "{\"agent\": \"mcts\", \"agentOptions\": {\"ties\": "
                + "\"half\"}}");
        assertEquals(422, bad.status());
        assertEquals("agentOptions", bad.body().get("errors").get(0).get("field").asText());
        assertTrue(bad.body().toString().contains("ties are 'lose', 'share' or 'opponents', not 'half'"), bad.body().toString());
    }
}
