package calhamer.games.influencegame;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.strategy.game.Budget;
import calhamer.strategy.solve.ScoringGameSolver;
import calhamer.strategy.solve.ScoringSolver;
import calhamer.strategy.solve.SolveLimits;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The numbers of Duchêne, Gonzalez, Parreau, Rémila and Solal, "INFLUENCE: a partizan scoring game on graphs"
 * (TCS 2021): Table 1, Example 3 and the statements of sections 4.1 and 4.3.
 */
class InfluencePaperTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** S_n: the segment of n vertices, in C− when n is odd (the paper's convention for Table 1). */
    private static List<Shape> s(int n) {
        return List.of(Segment.of(n, n % 2 == 0));
    }

    @Test
    void table1LeftAndRightScoresOfSegmentsOneTo38() {
        int[] ls = {-1, 2, 3, 4, 1, 2, 3, 2, 1, 2, 3, 2, 1, 4, 3, 2, 1, 2, 3,
            2, 1, 4, 3, 2, 1, 2, 3, 2, 1, 4, 3, 2, 1, 2, 3, 2, 1, 2};
        int[] rs = {-1, -2, -3, -4, -5, -2, -1, -2, -3, -2, -1, -2, -3, -4, -3, -2, -3, -2, -3,
            -2, -5, -4, -3, -2, -3, -2, -3, -2, -5, -4, -3, -2, -3, -2, -3, -2, -5, -2};
        ScoringSolver<Shape> solver = new ScoringSolver<>(new InfluenceRules(), 2);
        int[] gotLs = new int[38];
        int[] gotRs = new int[38];
        // S_1 is a single R vertex: forced for Right whoever starts (Ls = Rs = -1); the rest are components.
        gotLs[0] = -1;
        gotRs[0] = -1;
        for (int n = 2; n <= 38; n++) {
            ScoringSolver.Value v = solver.value(s(n), new SolveLimits("S_" + n, Budget.unlimited()));
            gotLs[n - 1] = v.ls();
            gotRs[n - 1] = v.rs();
        }
        assertArrayEquals(ls, gotLs, "Ls(S_n), n = 1..38");
        assertArrayEquals(rs, gotRs, "Rs(S_n), n = 1..38");
    }

    /**
     * Beyond Table 1, the values recorded in docs/games.md from earlier runs: from n = 39 on the scores repeat with
     * period 4 (n ≡ 0: 2, −2; 1: 1, −3; 2: 2, −2; 3: 3, −3) up to n = 76, before the break at 77.
     */
    @Test
    void segments39To60HaveTheRecordedPeriodFour() {
        int[][] byResidue = {{2, -2}, {1, -3}, {2, -2}, {3, -3}};
        ScoringSolver<Shape> solver = new ScoringSolver<>(new InfluenceRules(), 2);
        for (int n = 2; n <= 60; n++) {
            ScoringSolver.Value v = solver.value(s(n), new SolveLimits("S_" + n, Budget.unlimited()));
            if (n >= 39) {
                assertArrayEquals(byResidue[n % 4], new int[] {v.ls(), v.rs()}, "S_" + n);
            }
        }
    }

    /**
     * Not in the paper: S_{4k+2} is equivalent to S_{4k} + S_2 in every sum. In Milnor's universe G ≥ 0 exactly
     * when Rs(G) ≥ 0 (Milnor's inequalities, Corollary 14, give Ls(G + X) ≥ Ls(X) + Rs(G) and the same for Rs), so
     * G ≡ H when Ls and Rs of G − H are both 0; even segments are their own negatives.
     */
    @Test
    void segmentsOf4kPlus2AreEquivalentTo4kPlusS2() {
        ScoringSolver<Shape> solver = new ScoringSolver<>(new InfluenceRules(), 2);
        for (int n = 6; n <= 30; n += 4) {
            ScoringSolver.Value v = solver.value(List.of(Segment.of(n, true), Segment.of(n - 2, true),
                    Segment.of(2, true)), new SolveLimits("S_" + n, Budget.unlimited()));
            assertEquals(new ScoringSolver.Value(0, 0), v, "S_" + n + " − S_" + (n - 2) + " − S_2");
        }
        ScoringSolver.Value not = solver.value(List.of(Segment.of(8, true), Segment.of(6, true),
                Segment.of(2, true)), new SolveLimits("S_8", Budget.unlimited()));
        assertEquals(new ScoringSolver.Value(4, -4), not, "S_8 is not S_6 + S_2");
    }

    @Test
    void singleVertexSegmentThroughTheGame() throws Exception {
        Influence game = new Influence(InfluenceJson.read(JSON.readTree("{\"segments\": [{\"length\": 1, "
                + "\"first\": \"R\"}]}")));
        ScoringGameSolver.Result<String> r = new ScoringGameSolver<>(game, new InfluenceRules(), 1)
                .result(game.initialState(), Budget.unlimited());
        assertEquals(-1, r.ls());
        assertEquals(-1, r.rs());
    }

    /**
     * Example 3, Figure 1. The figure is not in the text; the board is rebuilt from what the text says of it:
     * Black (L) holds u and w, White (R) holds v, x, y and z; playing u removes u, w, y, z; White then ends the game
     * by playing v (removing v and x); White starting removes everything by playing y or z; v and x are forced.
     * Arcs u→w, w→y, w→z, x→v satisfy all of it.
     */
    @Test
    void example3() throws Exception {
        InfluenceState figure1 = InfluenceJson.read(JSON.readTree("{\"vertices\": {\"u\": \"L\", \"w\": \"L\", "
                + "\"v\": \"R\", \"x\": \"R\", \"y\": \"R\", \"z\": \"R\"}, "
                + "\"arcs\": [[\"u\", \"w\"], [\"w\", \"y\"], [\"w\", \"z\"], [\"x\", \"v\"]]}"));
        Influence game = new Influence(figure1);
        ObjectNode answer = game.solver().orElseThrow().solve(figure1, Budget.unlimited());
        assertEquals(4, answer.get("leftFirst").get("left").asInt(), "s1L = 4");
        assertEquals(2, answer.get("leftFirst").get("right").asInt(), "s2R = 2");
        assertEquals(6, answer.get("rightFirst").get("right").asInt(), "s1R = 6");
        assertEquals(0, answer.get("rightFirst").get("left").asInt(), "s2L = 0");
        assertEquals(2, answer.get("Ls").asInt());
        assertEquals(-6, answer.get("Rs").asInt());
        assertEquals("u", answer.get("bestMove").asText(), "Black plays u, removing four vertices");
        InfluenceState whiteFirst = new InfluenceState(figure1.board(), false, 0, 0);
        assertEquals("y", game.solver().orElseThrow().solve(whiteFirst, Budget.unlimited()).get("bestMove").asText(),
                "White removes everything by playing y (or z)");
    }

    @Test
    void section41SumsOfTwoSegments() {
        ScoringSolver<Shape> solver = new ScoringSolver<>(new InfluenceRules(), 2);
        // C−: segments of 10 and 17 vertices with |L| − |R| = −1 has Ls = −1 (the bound of Proposition 19 is tight).
        List<Shape> minus = List.of(Segment.of(10, true), Segment.of(17, false));
        assertEquals(-1, solver.value(minus, new SolveLimits("10+17", Budget.unlimited())).ls());
        // Two C+ segments of 5 and 17 vertices: Ls = 6, outside Proposition 19's sets (two odd segments).
        List<Shape> plus = List.of(Segment.of(5, true), Segment.of(17, true));
        assertEquals(6, solver.value(plus, new SolveLimits("5+17", Budget.unlimited())).ls());
    }

    @Test
    void section43RightScoreOfS77IsMinusFive() {
        ScoringSolver<Shape> solver = new ScoringSolver<>(new InfluenceRules(), 2);
        assertEquals(-5, solver.value(s(77), new SolveLimits("S_77", Budget.unlimited())).rs());
    }
}
