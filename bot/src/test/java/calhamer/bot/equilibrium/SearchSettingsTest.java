package calhamer.bot.equilibrium;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import calhamer.bot.BotBudget;
import calhamer.bot.BotOptions;
import calhamer.bot.rollout.GameEnd;
import org.junit.jupiter.api.Test;

/**
 * A longer budget widens the search: more candidates and draws, in proportion to the cells, up to a cap; roll-outs end
 * where the game ends in today's search only.
 */
class SearchSettingsTest {
    private static final SearchSettings DEFAULT = SearchSettings.DEFAULT;

    @Test
    void theDefaultBudgetAndShorterOnesKeepTheSettings() {
        assertSame(DEFAULT, DEFAULT.forCells(BotBudget.DEFAULT_CELLS));
        assertSame(DEFAULT, DEFAULT.forCells(6_666));
        assertSame(DEFAULT, DEFAULT.forCells(BotBudget.MIN_CELLS));
    }

    @Test
    void twiceTheCellsGiveTwiceTheCandidatesAndDraws() {
        SearchSettings wide = DEFAULT.forCells(2 * BotBudget.DEFAULT_CELLS);
        assertEquals(2 * DEFAULT.ownCandidates(), wide.ownCandidates());
        assertEquals(2 * DEFAULT.neighbourCandidates(), wide.neighbourCandidates());
        assertEquals(2 * DEFAULT.distantCandidates(), wide.distantCandidates());
        assertEquals(2 * DEFAULT.ownSamples(), wide.ownSamples());
        assertEquals(2 * DEFAULT.otherSamples(), wide.otherSamples());
        assertEquals(DEFAULT.horizon(), wide.horizon());
        assertEquals(DEFAULT.replyDraws(), wide.replyDraws());
    }

    @Test
    void theGrowthStopsAtItsCapAndTheFirstRoundSearchDoesNotGrow() {
        SearchSettings widest = DEFAULT.forCells(100 * BotBudget.DEFAULT_CELLS);
        assertEquals(Math.round(DEFAULT.maxBreadth() * DEFAULT.ownCandidates()), widest.ownCandidates());
        assertSame(SearchSettings.V1, SearchSettings.V1.forCells(100 * BotBudget.DEFAULT_CELLS));
    }

    @Test
    void theSearchEndsItsRolloutsWhereTheGameEndsAndTheFirstRoundSearchDoesNot() {
        BotOptions ending = BotOptions.defaults().withLastYear(1910);
        assertEquals(new GameEnd(true, 1910), DEFAULT.end(ending));
        assertEquals(new GameEnd(true, 1910), DEFAULT.forCells(100 * BotBudget.DEFAULT_CELLS).end(ending));
        assertEquals(new GameEnd(true, 0), DEFAULT.end(BotOptions.defaults()));
        assertSame(GameEnd.NEVER, SearchSettings.V1.end(ending));
    }

    @Test
    void aBreadthBelowOneIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new SearchSettings(16, 6, 2, 64, 24, 2, 3, 4, 0.25, 1.0,
                true, 32, 1.0, 0.5, true, true, true, true, true, true, 0.1, 0.125));
    }
}
