package calhamer.games.nodekayles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.games.impartial.NormalPlayGame;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.GameRegistry;
import calhamer.strategy.search.SearchBudgetException;
import calhamer.strategy.solve.ImpartialGameSolver;
import calhamer.strategy.solve.SolveLimits;
import calhamer.strategy.solve.SpragueGrundySolver;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link KaylesOutcome}'s outcomes (through {@link KaylesSolver#losing}) against the nimbers of the general
 * Sprague–Grundy solver over the game's own rules, which shares nothing with it: on random graphs of fixed seeds, for
 * the whole graph and for positions one and two moves away, with one solver kept across the positions (its table
 * reused); then the game API's answer when the budget runs out after the outcome.
 */
class KaylesOutcomeTest {
    private static final SolveLimits UNLIMITED = new SolveLimits("test", Budget.unlimited());

    private static KaylesGraph after(KaylesGraph g, int... vertices) {
        BitSet removed = g.removed();
        for (int v : vertices) {
            removed.set(v);
            for (int w : g.neighbours()[v]) {
                removed.set(w);
            }
        }
        return new KaylesGraph(g.neighbours(), removed);
    }

    private static void assertAgrees(KaylesSolver outcomes, KaylesGraph g, String what) {
        int nimber = new SpragueGrundySolver<>(NodeKayles.RULES).nimber(g, UNLIMITED);
        assertEquals(nimber == 0, outcomes.losing(g, UNLIMITED), what + " of nimber " + nimber + ": " + g);
        assertEquals(nimber, outcomes.nimber(g, UNLIMITED), what + ": " + g);
    }

    @Test
    void theOutcomeIsNimberZeroOnRandomGraphsAndTheirOptions() {
        for (long seed = 1; seed <= 40; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int n = 6 + random.nextInt(21);
            int m = n / 2 + random.nextInt(2 * n);
            KaylesGraph g = KaylesGraph.random(n, Math.min(m, n * (n - 1) / 2), seed);
            KaylesSolver outcomes = new KaylesSolver();
            assertAgrees(outcomes, g, "seed " + seed);
            BitSet available = g.available();
            for (int v = available.nextSetBit(0); v >= 0; v = available.nextSetBit(v + 1)) {
                KaylesGraph one = after(g, v);
                assertAgrees(outcomes, one, "seed " + seed + " after " + v);
                int w = one.available().nextSetBit(random.nextInt(n));
                if (w >= 0) {
                    assertAgrees(outcomes, after(one, w), "seed " + seed + " after " + v + ", " + w);
                }
            }
        }
    }

    @Test
    void denseAndSparseGraphsOfUpTo64Vertices() {
        for (long seed = 1; seed <= 8; seed++) {
            assertAgrees(new KaylesSolver(), KaylesGraph.random(30, 45, seed), "G(30, 45) seed " + seed);
            assertAgrees(new KaylesSolver(), KaylesGraph.random(20, 120, seed), "G(20, 120) seed " + seed);
            assertAgrees(new KaylesSolver(), KaylesGraph.random(64, 40, seed), "G(64, 40) seed " + seed);
        }
        assertTrue(new KaylesSolver().losing(KaylesGraph.random(0, 0, 1), UNLIMITED), "the empty graph is lost");
    }

    @Test
    void aWonPositionsOutcomeSearchProvesAWinningMoveAndNothingFalse() {
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int n = 8 + random.nextInt(33);
            KaylesGraph g = KaylesGraph.random(n, n + random.nextInt(n), seed);
            KaylesSolver outcomes = new KaylesSolver();
            boolean losing = outcomes.losing(g, UNLIMITED);
            int proved = 0;
            BitSet available = g.available();
            for (int v = available.nextSetBit(0); v >= 0; v = available.nextSetBit(v + 1)) {
                KaylesGraph option = after(g, v);
                if (outcomes.provedLosing(option)) {
                    proved++;
                    assertEquals(0, new SpragueGrundySolver<>(NodeKayles.RULES).nimber(option, UNLIMITED),
                            "seed " + seed + ": the option after " + v + " is proved lost");
                }
            }
            assertEquals(losing, proved == 0, "seed " + seed + ": a won position's search proves its winning move");
        }
    }

    @Test
    void aSolveStoppedRightAfterTheOutcomeStillNamesAWinningMove() {
        NormalPlayGame<KaylesGraph, Integer> game = game();
        KaylesGraph g = KaylesGraph.random(36, 54, 2);
        assertTrue(36 < KaylesOutcome.RACE_FROM, "one thread, so that the states counted repeat");
        KaylesSolver outcomes = new KaylesSolver();
        assertFalse(outcomes.losing(g, UNLIMITED), "a won position");
        ImpartialGameSolver.Result<Integer> cut = result(game, g, Budget.ofIterations(outcomes.states() + 1));
        assertFalse(cut.losing());
        assertEquals(SearchBudgetException.Limit.STATES, cut.unfinished().limit());
        assertFalse(cut.winningMoves().isEmpty(), "the move the outcome search found: " + cut.unfinished());
        for (int v : cut.winningMoves()) {
            assertTrue(new KaylesSolver().losing(after(g, v), UNLIMITED), v + " wins");
        }
        assertTrue(cut.unfinished().getMessage().contains("the one the outcome search proved"),
                cut.unfinished().getMessage());
    }

    @Test
    void theRaceOnTwoThreadsAgreesWithTheNimberAndLeavesNoThreadBehind() {
        for (long seed = 1; seed <= 12; seed++) {
            int n = KaylesOutcome.RACE_FROM + (int) (seed % 5);
            KaylesGraph g = KaylesGraph.random(n, 3 * n / 2, seed);
            KaylesSolver raced = new KaylesSolver();
            boolean losing = raced.losing(g, UNLIMITED);
            assertEquals(new KaylesSolver().nimber(g, UNLIMITED) == 0, losing, "G(" + n + ") seed " + seed);
            BitSet available = g.available();
            int proved = 0;
            for (int v = available.nextSetBit(0); v >= 0; v = available.nextSetBit(v + 1)) {
                proved += raced.provedLosing(after(g, v)) ? 1 : 0;
            }
            assertEquals(losing, proved == 0, "seed " + seed + ": the winner's move is known after the race");
        }
        assertFalse(raceThreadAlive(), "every race's helper has ended");
    }

    @Test
    void aRaceStoppedByItsBudgetStopsBothThreads() throws InterruptedException {
        SearchBudgetException e = assertThrows(SearchBudgetException.class, () -> new KaylesSolver()
                .losing(KaylesGraph.random(60, 90, 114), new SolveLimits("test", Budget.ofTime(
                        java.time.Duration.ofMillis(300)))));
        assertEquals(SearchBudgetException.Limit.TIME, e.limit());
        assertFalse(raceThreadAlive(), "the helper ended with the answer");
    }

    private static boolean raceThreadAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(t -> t.getName().equals("node-kayles-race") && t.isAlive());
    }

    @Test
    void theBudgetStopsTheOutcomeSearch() {
        SearchBudgetException e = assertThrows(SearchBudgetException.class, () -> new KaylesSolver()
                .losing(KaylesGraph.random(50, 75, 3), new SolveLimits("test", Budget.ofIterations(50))));
        assertEquals(SearchBudgetException.Limit.STATES, e.limit());
    }

    @Test
    void anAnswerCutShortAfterTheOutcomeKeepsWhatWasFinished() {
        NormalPlayGame<KaylesGraph, Integer> game = game();
        KaylesGraph g = KaylesGraph.random(40, 60, 1);
        int nimber = new KaylesSolver().nimber(g, UNLIMITED);
        assertTrue(nimber != 0, "a won position");
        ImpartialGameSolver.Result<Integer> whole = result(game, g, Budget.unlimited());
        assertEquals(nimber, whole.nimber());
        assertEquals(null, whole.unfinished());
        List<Integer> winning = new ArrayList<>();
        for (int v = 0; v < 40; v++) {
            if (new KaylesSolver().nimber(after(g, v), UNLIMITED) == 0) {
                winning.add(v);
            }
        }
        assertEquals(winning, whole.winningMoves(), "every move to a lost position");

        ImpartialGameSolver.Result<Integer> cut = result(game, g, Budget.ofIterations(whole.states() / 2));
        assertFalse(cut.losing());
        assertEquals(null, cut.nimber(), "the nimber needs more states than the budget gives");
        assertNotNull(cut.unfinished());
        assertEquals(SearchBudgetException.Limit.STATES, cut.unfinished().limit());
        assertTrue(winning.containsAll(cut.winningMoves()), "only moves that win: " + cut.winningMoves());
        JsonNode answer = game.solver().orElseThrow().solve(new NormalPlayGame.Turn<>(g, 0),
                Budget.ofIterations(whole.states() / 2));
        assertEquals("win", answer.get("outcome").asText());
        assertTrue(answer.get("nimber").isNull());
        assertEquals("STATES", answer.get("unfinished").get("limit").asText());
        assertTrue(answer.get("unfinished").get("detail").asText().contains("The player to move wins"),
                answer.toString());
    }

    @SuppressWarnings("unchecked")
    private static NormalPlayGame<KaylesGraph, Integer> game() {
        return (NormalPlayGame<KaylesGraph, Integer>) GameRegistry.load().get("node-kayles").create();
    }

    @SuppressWarnings("unchecked")
    private static ImpartialGameSolver.Result<Integer> result(NormalPlayGame<KaylesGraph, Integer> game,
                                                              KaylesGraph g, Budget budget) {
        return ((ImpartialGameSolver<NormalPlayGame.Turn<KaylesGraph>, Integer, KaylesGraph>) game.solver()
                .orElseThrow()).result(new NormalPlayGame.Turn<>(g, 0), budget);
    }
}
