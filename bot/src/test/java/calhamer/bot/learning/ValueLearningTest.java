package calhamer.bot.learning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.bot.BotBudget;
import calhamer.bot.BotOptions;
import calhamer.bot.arena.ArenaOptions;
import calhamer.bot.rollout.LearnedValue;
import calhamer.bot.rollout.PositionFeatures;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.io.InputStream;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/**
 * The learned value in the repository is what its command makes (issue 27: offline learning reproducible from a seed
 * and a command), on any number of cores; so is a value learned from the arena's games.
 */
class ValueLearningTest {
    private static final DiplomacyMap STANDARD = BundledMaps.load("standard");

    @Test
    void theCommittedValueIsWhatItsSeedAndSettingsMake() throws Exception {
        LearnedValue committed;
        try (InputStream in = LearnedValue.class.getResourceAsStream(LearnedValue.resource("standard"))) {
            committed = LearnedValue.read(in);
        }
        LearnedValue again = ValueLearning.learn(STANDARD, committed.games(), committed.years(),
                committed.lastYear(), committed.seed(), committed.command());
        assertArrayEquals(committed.weights(), again.weights());
        assertEquals(committed.intercept(), again.intercept());
        assertEquals(committed.rows(), again.rows());
        assertEquals(committed.r2(), again.r2(), 1e-12);
        assertEquals("calhamer learn-value --map standard --games " + committed.games() + " --years "
                + committed.years() + " --last-year " + committed.lastYear() + " --seed " + committed.seed(),
                committed.command());
    }

    @Test
    void oneThreadAndManyLearnTheSame() throws Exception {
        LearnedValue many = ValueLearning.learn(STANDARD, 60, 1, 1910, 5, "");
        ForkJoinPool single = new ForkJoinPool(1);
        try {
            LearnedValue one = single.submit(() -> ValueLearning.learn(STANDARD, 60, 1, 1910, 5, "")).get();
            assertArrayEquals(many.weights(), one.weights());
            assertEquals(many.rows(), one.rows());
        } finally {
            single.shutdown();
        }
        // a row per power still in the game, each Spring 1901-1909 with its centres a year later
        long all = 60L * 9 * 7;
        assertTrue(many.rows() <= all && many.rows() > all * 9 / 10, "rows " + many.rows() + " of " + all);
        assertTrue(many.r2() > 0.5 && many.r2() < 1, "r2 " + many.r2());
        assertEquals(PositionFeatures.NAMES, many.features());
    }

    @Test
    void tooFewGamesOrYearsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> ValueLearning.learn(STANDARD, 0, 2, 1920, 1, ""));
        assertThrows(IllegalArgumentException.class, () -> ValueLearning.learn(STANDARD, 10, 0, 1920, 1, ""));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ValueLearning.learn(STANDARD, 10, 2, 1902, 1, ""));
        assertTrue(e.getMessage().contains("1901"), e.getMessage());
    }

    @Test
    void arenaGamesAreLearnedFromTheSameOnOneThreadAndMany() throws Exception {
        ArenaOptions run = ArenaOptions.defaults().withGames(0, 6).withYears(3).withPlayers("search", "search")
                .withBot(BotOptions.defaults().withBudget(new BotBudget(100, 600_000)));
        LearnedValue many = ValueLearning.learnFromArena(run, 1, "");
        ForkJoinPool single = new ForkJoinPool(1);
        try {
            LearnedValue one = single.submit(() -> ValueLearning.learnFromArena(run, 1, "")).get();
            assertArrayEquals(many.weights(), one.weights());
            assertEquals(many.rows(), one.rows());
        } finally {
            single.shutdown();
        }
        // a row per power, each Spring 1901-1903 with its centres a year later (1904's: where the games end)
        assertEquals(6L * 3 * 7, many.rows());
        assertEquals(run.key(), many.arenaRun());
        assertEquals(1903, many.lastYear());
        assertTrue(many.toJson().contains("\"arenaRun\""), many.toJson());
        assertFalse(ValueLearning.learn(STANDARD, 20, 1, 1906, 1, "").toJson().contains("arenaRun"),
                "the blueprint's self-play names no arena run");
    }

    @Test
    void arenaGamesTooShortOrOfUnknownPlayersAreRefused() {
        ArenaOptions run = ArenaOptions.defaults().withGames(0, 2).withYears(2).withPlayers("dumbbot", "dumbbot");
        IllegalArgumentException shortGames = assertThrows(IllegalArgumentException.class,
                () -> ValueLearning.learnFromArena(run, 2, ""));
        assertTrue(shortGames.getMessage().contains("2 years"), shortGames.getMessage());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> ValueLearning.learnFromArena(run.withPlayers("nobody", "nobody"), 1, ""));
        assertTrue(unknown.getMessage().contains("nobody"), unknown.getMessage());
    }
}
