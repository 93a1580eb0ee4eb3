package calhamer.games.spreadit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import calhamer.strategy.game.Budget;
import calhamer.strategy.search.SearchClock;
import calhamer.strategy.search.mcts.MctsAgent;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class SpreadItTournamentTest {
    private static SpreadItTournament.Settings settings(long millis, long mctsMillis, long iterations, int depth) {
        return new SpreadItTournament.Settings(List.of(Variant.ZERO_LOYALTY), List.of(GraphClass.values()),
                BoardDensity.PAPER, List.of(14), 1, 1, SpreadItTournament.Settings.allPairings(), 1, 1, millis,
                mctsMillis, iterations, depth, SearchClock.THREAD_CPU, false, MctsAgent.Ties.LOSE,
                CascadeOrder.MAJORITY);
    }

    /** Each agent plays with its own budget: time odds give MCTS its own time, the caps stay each agent's. */
    @Test
    void eachAgentGetsItsOwnBudget() {
        SpreadItTournament.Settings even = settings(250, 0, 0, 0);
        assertEquals(Budget.ofTime(Duration.ofMillis(250)), even.budget("mcts"));
        assertEquals(Budget.ofTime(Duration.ofMillis(250)), even.budget("alphabeta"));
        assertEquals(250, even.mctsTime());
        assertEquals(Budget.unlimited(), even.budget("random"));

        SpreadItTournament.Settings odds = settings(250, 1000, 5000, 4);
        assertEquals(Budget.ofTime(Duration.ofMillis(1000)).withIterations(5000), odds.budget("mcts"));
        assertEquals(Budget.ofTime(Duration.ofMillis(250)).withDepth(4), odds.budget("alphabeta"));
        assertEquals(Budget.unlimited(), odds.budget("random"));
        assertEquals(1000L, odds.recorded().get("mctsMillis"));
        assertEquals(250L, odds.recorded().get("millis"));

        SpreadItTournament.Settings mctsTimedOnly = settings(0, 100, 0, 0);
        assertEquals(Budget.ofTime(Duration.ofMillis(100)), mctsTimedOnly.budget("mcts"));
        assertFalse(mctsTimedOnly.budget("alphabeta").isTimeLimited());
    }

    @Test
    void negativeTimeOddsAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> settings(250, -1, 0, 0));
        assertEquals("time, iterations and depth must not be negative", e.getMessage());
    }
}
