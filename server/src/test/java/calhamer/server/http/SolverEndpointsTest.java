package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.games.nodekayles.KaylesGraph;
import calhamer.games.nodekayles.NodeKayles;
import calhamer.server.http.ServerHarness.Answer;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The exact solvers over real HTTP: INFLUENCE's scores and every impartial game's nimber and winning moves from
 * {@code POST /games/{game}/solve}, the games' own state forms, and the 4xx answers to states that are not states
 * and to solves over their budget.
 */
class SolverEndpointsTest extends SharedServerTest {
    private static final List<String> IMPARTIAL = List.of("transverse-wave", "crosswise-and", "crosswise-or",
            "friend-circle", "node-kayles", "nim", "demi-quantum-nim", "avoid-true", "demographic-influence");

    private static Answer solve(String game, String body) {
        return http.post("/games/" + game + "/solve", body);
    }

    @Test
    void influenceAnswersBothScoresBothOrdersAndABestMove() {
        Answer sum = solve("influence", "{\"state\": {\"segments\": [{\"length\": 10, \"first\": \"L\"}, "
                + "{\"length\": 17, \"first\": \"R\"}], \"toMove\": \"L\"}}");
        assertEquals(200, sum.status(), String.valueOf(sum.body()));
        assertEquals(-1, sum.body().get("Ls").asInt(), "Duchêne et al., section 4.1: C− sum of 10 and 17");
        assertEquals("scoring", sum.body().get("solver").asText());
        JsonNode leftFirst = sum.body().get("leftFirst");
        assertEquals(27, leftFirst.get("left").asInt() + leftFirst.get("right").asInt());
        assertEquals(-1, leftFirst.get("left").asInt() - leftFirst.get("right").asInt());
        assertEquals("left", sum.body().get("player").asText());
        Answer applied = http.post("/games/influence/apply", "{\"state\": {\"segments\": [{\"length\": 10, "
                + "\"first\": \"L\"}, {\"length\": 17, \"first\": \"R\"}]}, \"moves\": {\"left\": \""
                + sum.body().get("bestMove").asText() + "\"}}");
        assertEquals(200, applied.status(), String.valueOf(applied.body()));
        Answer after = http.post("/games/influence/solve", "{\"state\": " + applied.body().get("state") + "}");
        int taken = applied.body().get("state").get("scores").get("left").asInt();
        assertEquals(-1, taken + after.body().get("Rs").asInt(), "the best move keeps Left's score");

        Answer figure1 = solve("influence", "{\"state\": {\"vertices\": {\"u\": \"L\", \"w\": \"L\", \"v\": \"R\", "
                + "\"x\": \"R\", \"y\": \"R\", \"z\": \"R\"}, \"arcs\": [[\"u\", \"w\"], [\"w\", \"y\"], "
                + "[\"w\", \"z\"], [\"x\", \"v\"]], \"toMove\": \"L\"}}");
        assertEquals(2, figure1.body().get("Ls").asInt());
        assertEquals(-6, figure1.body().get("Rs").asInt());
        assertEquals(4, figure1.body().get("leftFirst").get("left").asInt());
        assertEquals(2, figure1.body().get("leftFirst").get("right").asInt());
        assertEquals(0, figure1.body().get("rightFirst").get("left").asInt());
        assertEquals(6, figure1.body().get("rightFirst").get("right").asInt());
        assertEquals("u", figure1.body().get("bestMove").asText());
    }

    @Test
    void everyImpartialGameAnswersItsNimberAndWinningMoves() {
        for (String game : IMPARTIAL) {
            Answer a = solve(game, "{}");
            assertEquals(200, a.status(), game + ": " + a.body());
            assertEquals("sprague-grundy", a.body().get("solver").asText(), game);
            assertTrue(a.body().get("nimber").isInt(), game);
            assertTrue(a.body().get("winningMoves").isArray(), game);
            assertEquals(a.body().get("nimber").asInt() == 0, a.body().get("winningMoves").isEmpty(), game);
            assertEquals(a.body().get("nimber").asInt() == 0 ? "loss" : "win", a.body().get("outcome").asText(),
                    game);
        }
        Answer star3 = solve("transverse-wave", "{\"state\": {\"grid\": [\"PPGG\", \"GGPG\"]}}");
        assertEquals(3, star3.body().get("nimber").asInt(), "Table 2: rows (01), (2), column 3");
        Answer nim = solve("nim", "{\"state\": {\"heaps\": [1, 2, 3]}}");
        assertEquals(0, nim.body().get("nimber").asInt());
        assertTrue(nim.body().get("winningMoves").isEmpty());
        Answer nim2 = solve("nim", "{\"state\": {\"heaps\": [3, 4, 5]}}");
        assertEquals(2, nim2.body().get("nimber").asInt());
        assertEquals("[\"0:2\"]", nim2.body().get("winningMoves").toString(), "3 xor 4 xor 5 = 2: only 3 drops to 1");
        Answer path = solve("node-kayles", "{\"state\": {\"vertices\": 3, \"edges\": [[0, 1], [1, 2]]}}");
        assertEquals(2, path.body().get("nimber").asInt());
        assertEquals("[\"1\"]", path.body().get("winningMoves").toString(), "take the middle");
    }

    @Test
    void aSolveCutShortAfterTheOutcomeAnswersWhatItFinished() {
        KaylesGraph g = KaylesGraph.random(40, 60, 1);
        Answer a = solve("node-kayles", "{\"state\": " + NodeKayles.RULES.toJson(g)
                + ", \"budget\": {\"iterations\": 5000}}");
        assertEquals(200, a.status(), String.valueOf(a.body()));
        assertEquals("win", a.body().get("outcome").asText());
        assertTrue(a.body().get("nimber").isNull(), a.body().toString());
        JsonNode unfinished = a.body().get("unfinished");
        assertEquals("STATES", unfinished.get("limit").asText());
        assertTrue(unfinished.get("detail").asText().contains("raise the request's budget.iterations (now 5000"),
                unfinished.toString());
    }

    private static void refused(String game, String state, String field) {
        Answer a = http.post("/games/" + game + "/legal", "{\"state\": " + state + "}");
        assertEquals(422, a.status(), game + " " + state + ": " + a.body());
        assertTrue(a.contentType().startsWith("application/problem+json"), a.contentType());
        assertEquals(field, a.body().get("errors").get(0).get("field").asText(), a.body().toString());
        assertFalse(a.body().toString().contains("Exception"), a.body().toString());
    }

    @Test
    void statesThatAreNotStatesAreRefusedNamingTheField() {
        refused("transverse-wave", "{\"grid\": [\"GPG\", \"GP\"]}", "state.grid[1]");
        refused("transverse-wave", "{\"grid\": [\"GXG\"]}", "state.grid[0]");
        refused("transverse-wave", "{\"grid\": []}", "state.grid");
        refused("transverse-wave", "{\"rows\": [\"G\"]}", "state.grid");
        refused("crosswise-and", "{\"matrix\": [\"012\"]}", "state.matrix[0]");
        refused("node-kayles", "{\"vertices\": 3, \"edges\": [[0, 5]]}", "state.edges[0][1]");
        refused("node-kayles", "{\"vertices\": 3, \"edges\": [[1, 1]]}", "state.edges[0]");
        refused("friend-circle", "{\"vertices\": 2, \"edges\": [[0, 1]], \"seeds\": [0]}", "state.edges[0]");
        refused("demographic-influence", "{\"thresholds\": [1], \"edges\": [], \"demographics\": [[3]]}",
                "state.demographics[0][0]");
        refused("avoid-true", "{\"variables\": 2, \"clauses\": [[3]]}", "state.clauses[0][0]");
        refused("demi-quantum-nim", "{\"realizations\": [[1, 2], [1]]}", "state.realizations[1]");
        refused("nim", "{\"heaps\": [-1]}", "state.heaps[0]");
        refused("influence", "{\"segments\": [{\"length\": 0, \"first\": \"L\"}]}", "state.segments[0].length");
        refused("influence", "{\"segments\": [{\"length\": 3, \"first\": \"B\"}]}", "state.segments[0].first");
        refused("influence", "{\"vertices\": {\"1\": \"L\"}, \"arcs\": [[\"1\", \"9\"]]}", "state.arcs[0][1]");
        refused("influence", "{\"vertices\": {\"1\": \"W\"}}", "state.vertices.1");
        refused("influence", "{\"vertices\": {\"1\": \"L\"}, \"toMove\": \"X\"}", "state.toMove");
        refused("influence", "\"a string\"", "state");
        assertEquals(400, http.post("/games/nim/solve", "{\"state\": {\"heaps\": [1, 2}").status(), "malformed JSON");
    }

    @Test
    void solvesOverTheirBudgetAre422NamingTheSettingAndStopEveryThread() throws Exception {
        Answer states = solve("influence", "{\"state\": {\"segments\": [{\"length\": 300}]}, "
                + "\"budget\": {\"iterations\": 2000}}");
        assertEquals(422, states.status(), String.valueOf(states.body()));
        String detail = states.body().get("detail").asText();
        assertTrue(detail.contains("budget.iterations") && detail.contains("--max-solve-states"), detail);
        Answer time = solve("influence", "{\"state\": {\"segments\": [{\"length\": 400}]}, "
                + "\"budget\": {\"millis\": 300}}");
        assertEquals(422, time.status(), String.valueOf(time.body()));
        String timeDetail = time.body().get("detail").asText();
        assertTrue(timeDetail.contains("budget.millis") && timeDetail.contains("--search-millis"), timeDetail);
        Answer impartial = solve("node-kayles", "{\"state\": {\"vertices\": 40, \"edges\": " + chordedCycle(40)
                + "}, \"budget\": {\"iterations\": 5}}");
        assertEquals(422, impartial.status(), String.valueOf(impartial.body()));
        Answer race = solve("node-kayles", "{\"state\": " + randomGraph(60, 90, 114)
                + ", \"budget\": {\"millis\": 300}}");
        assertEquals(422, race.status(), String.valueOf(race.body()));
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (solverThreads() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(0, solverThreads(), "no solver thread keeps working after the answer");
        StringBuilder heaps = new StringBuilder("[1000000");
        for (int h = 1; h < 100; h++) {
            heaps.append(", ").append(1_000_000 - h);
        }
        String huge = "{\"state\": {\"heaps\": " + heaps.append(']') + "}}";
        assertEquals(422, http.post("/games/nim/legal", huge).status(), "about 10^8 moves: over --max-order-sets");
        Answer hugeSolve = solve("nim", huge.replace("}}", "}, \"budget\": {\"millis\": 500}}"));
        assertTrue(hugeSolve.status() == 200 || hugeSolve.status() == 422, String.valueOf(hugeSolve.body()));
        assertEquals(200, solve("nim", "{}").status(), "the server goes on");
    }

    private static long solverThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("scoring-solver")
                || t.getName().startsWith("node-kayles-race")).count();
    }

    /**
     * The random graph G(n, m) of the seed as a Node-Kayles state: its outcome search races on two threads where a
     * heavy request may use two (three cores or more; the command line on two).
     */
    private static String randomGraph(int n, int m, long seed) {
        return NodeKayles.RULES.toJson(KaylesGraph.random(n, m, seed)).toString();
    }

    /** The cycle of n vertices with a chord from every third vertex (not a path or cycle, answered at once). */
    private static String chordedCycle(int n) {
        StringBuilder s = new StringBuilder("[");
        for (int v = 0; v < n; v++) {
            s.append(v == 0 ? "" : ", ").append('[').append(v).append(", ").append((v + 1) % n).append(']');
            if (v % 3 == 0) {
                s.append(", [").append(v).append(", ").append((v + n / 2) % n).append(']');
            }
        }
        return s.append(']').toString();
    }
}
