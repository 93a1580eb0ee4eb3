package calhamer.games.nodekayles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.games.impartial.NormalPlayGame;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.GameRegistry;
import calhamer.strategy.search.SearchBudgetException;
import calhamer.strategy.solve.SolveLimits;
import calhamer.strategy.solve.SpragueGrundySolver;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link KaylesSolver} against two solvers that share nothing with it: a brute force over whole positions (a mex
 * over every vertex, remembered by the set of vertices left, never split) and the general Sprague–Grundy solver over
 * the game's own rules and components, on random graphs of fixed seeds, on graphs of more than 64 vertices (sets of
 * several words), on positions with vertices already removed, and through the game API's {@code solve}.
 */
class KaylesSolverTest {

    static KaylesGraph random(int n, int m, long seed) {
        return KaylesGraph.random(n, m, seed);
    }

    /** The mex over every available vertex of the whole position, remembered by the vertices left. */
    private static int bruteForce(int[][] adj, BitSet left, Map<BitSet, Integer> known) {
        Integer k = known.get(left);
        if (k != null) {
            return k;
        }
        BitSet seen = new BitSet();
        for (int v = left.nextSetBit(0); v >= 0; v = left.nextSetBit(v + 1)) {
            BitSet next = (BitSet) left.clone();
            next.clear(v);
            for (int w : adj[v]) {
                next.clear(w);
            }
            seen.set(bruteForce(adj, next, known));
        }
        int m = seen.nextClearBit(0);
        known.put(left, m);
        return m;
    }

    private static int solve(KaylesGraph g) {
        return new KaylesSolver().nimber(g, new SolveLimits("test", Budget.unlimited()));
    }

    @Test
    void randomGraphsAgreeWithTheBruteForce() {
        for (long seed = 1; seed <= 300; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int n = 1 + random.nextInt(16);
            int m = random.nextInt(Math.min(n * (n - 1) / 2, 2 * n) + 1);
            KaylesGraph g = random(n, m, seed);
            int expected = bruteForce(g.neighbours(), g.available(), new HashMap<>());
            assertEquals(expected, solve(g), "seed " + seed + ": " + g);
        }
    }

    @Test
    void sparseGraphsOfThirtyVerticesAgreeWithTheGeneralSolver() {
        for (long seed = 1; seed <= 12; seed++) {
            KaylesGraph g = random(30, 30 + (int) seed * 3, seed);
            int expected = new SpragueGrundySolver<>(NodeKayles.RULES).nimber(g,
                    new SolveLimits("test", Budget.unlimited()));
            assertEquals(expected, solve(g), "seed " + seed);
        }
    }

    @Test
    void positionsWithRemovedVerticesAndOneSolverForSeveralPositions() {
        KaylesSolver solver = new KaylesSolver();
        for (long seed = 1; seed <= 40; seed++) {
            KaylesGraph whole = random(14, 18, seed);
            BitSet removed = new BitSet();
            new SplittableRandom(seed).ints(4, 0, 14).forEach(removed::set);
            KaylesGraph g = new KaylesGraph(whole.neighbours(), removed);
            int expected = bruteForce(g.neighbours(), g.available(), new HashMap<>());
            assertEquals(expected, solver.nimber(g, new SolveLimits("test", Budget.unlimited())), "seed " + seed);
        }
    }

    @Test
    void graphsOfMoreThan64VerticesAgreeWithTheGeneralSolver() {
        for (long seed = 1; seed <= 6; seed++) {
            KaylesGraph g = random(150, 80, seed);
            int expected = new SpragueGrundySolver<>(NodeKayles.RULES).nimber(g,
                    new SolveLimits("test", Budget.unlimited()));
            assertEquals(expected, solve(g), "seed " + seed);
        }
        for (int n : new int[] {65, 128, 129, 3000}) {
            assertEquals(PathNimbers.path(n), solve(PathNimbersTest.graph(n, false)), "path " + n);
            assertEquals(PathNimbers.cycle(n), solve(PathNimbersTest.graph(n, true)), "cycle " + n);
        }
    }

    @Test
    void theGameApiSolvesALongPathWithThisSolver() throws Exception {
        @SuppressWarnings("unchecked")
        NormalPlayGame<KaylesGraph, Integer> game =
                (NormalPlayGame<KaylesGraph, Integer>) GameRegistry.load().get("node-kayles").create();
        int n = 4000;
        StringBuilder edges = new StringBuilder("[");
        for (int v = 0; v + 1 < n; v++) {
            edges.append(v == 0 ? "" : ",").append('[').append(v).append(',').append(v + 1).append(']');
        }
        JsonNode state = new ObjectMapper().readTree("{\"vertices\": " + n + ", \"edges\": " + edges + "]}");
        JsonNode answer = game.solver().orElseThrow().solve(game.fromJson(state), Budget.unlimited());
        assertEquals(PathNimbers.path(n), answer.get("nimber").asInt());
        List<Integer> winning = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            int left = Math.max(0, v - 1);
            int right = Math.max(0, n - v - 2);
            if ((PathNimbers.path(left) ^ PathNimbers.path(right)) == 0) {
                winning.add(v);
            }
        }
        List<Integer> answered = new ArrayList<>();
        answer.get("winningMoves").forEach(m -> answered.add(m.asInt()));
        assertEquals(winning, answered, "the moves to two paths of equal nimbers");
        assertEquals(0, answer.get("states").asLong(), "paths are never stored");
    }

    @Test
    void theBudgetStopsTheSolve() {
        KaylesGraph g = random(40, 60, 1);
        assertThrows(SearchBudgetException.class, () -> new KaylesSolver().nimber(g,
                new SolveLimits("test", Budget.ofIterations(100))));
        SearchBudgetException memory = assertThrows(SearchBudgetException.class, () -> new KaylesSolver()
                .nimber(g, new SolveLimits("test", Budget.unlimited(), 100_000)));
        assertEquals(SearchBudgetException.Limit.MEMORY, memory.limit());
        assertTrue(solve(random(0, 0, 1)) == 0, "the empty graph");
    }
}
