package calhamer.bot.arena;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.io.BundledMaps;
import calhamer.bot.BotBudget;
import calhamer.bot.BotOptions;
import calhamer.strategy.agents.UnknownAgentException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Small arenas: invariants only (the long runs are commands, see docs/strategy.md). */
class ArenaTest {
    private final BotOptions quick = BotOptions.defaults().withBudget(new BotBudget(2_000, 60_000));
    private final List<String> powers = BundledMaps.load("standard").powerNames();

    private static GameRecord withoutTimes(GameRecord g) {
        GameRecord.Play p = g.tested();
        return new GameRecord(g.key(), g.game(), g.seed(), g.seats(), g.winner(), g.finalPhase(),
                new GameRecord.Play(List.of(), List.of(), p.timeLimitHits(), p.illegalOrders(), p.moves(),
                        p.bounced(), p.repeatedBounces(), p.selfBlocking(), p.builds(), p.fleetBuilds(),
                        p.fallWalkOffLosses(), p.unsupportedRepeats(), p.fallCentresHeld(), p.fallCentresLost(),
                        p.buildsMissed(), p.predictedOrders(), p.predictedProbability(), p.unmodelledOrders()));
    }

    @Test
    void gamesAgainstRandomBotsAreLegalAndRepeatable() {
        ArenaOptions options = ArenaOptions.defaults().withGames(0, 3).withSeed(11).withYears(2)
                .withPowers(List.of("ITALY", "ENGLAND", "RUSSIA")).withBot(quick).withPlayers("matrix",
                        "random");
        ArenaReport a = new Arena().run(options);
        assertEquals(3, a.games().size());
        for (GameRecord g : a.games()) {
            assertEquals(0, g.tested().illegalOrders(), g.toString());
            assertTrue(g.tested().movementMillis().size() >= 4, "two Spring and two Fall movement phases: " + g);
            assertEquals("S1903M", g.finalPhase());
            assertEquals(0, g.tested().predictedOrders(), "the matrix method has no model of the others to score");
        }
        assertEquals(List.of("ITALY", "ENGLAND", "RUSSIA"), a.games().stream()
                .map(g -> g.seats().stream().filter(GameRecord.Seat::tested).findFirst().orElseThrow().power())
                .toList());
        assertEquals(4, a.table().size(), "three powers and ALL");
        assertEquals("ALL", a.table().get(3).power());
        ArenaReport b = new Arena().run(options.withThreads(1));
        assertEquals(a.games().stream().map(ArenaTest::withoutTimes).toList(),
                b.games().stream().map(ArenaTest::withoutTimes).toList(), "same seeds, same games, any threads");
        assertTrue(a.format().contains("ALL") && a.format().contains("survival"));
    }

    /**
     * A DumbBot-class player plays the blueprint the search models the others with, a random player anything: the
     * search's model must foretell the first far better than the second (a model scored wrongly, or not at all,
     * cannot tell them apart).
     */
    @Test
    void theSearchForetellsDumbBotClassPlayersBetterThanRandomOnes() {
        ArenaOptions options = ArenaOptions.defaults().withGames(0, 1).withSeed(3).withYears(1).withBot(quick)
                .withPowers(List.of("GERMANY")).withThreads(1);
        GameRecord.Play dumb = new Arena().run(options.withPlayers("search", "dumbbot")).games().get(0).tested();
        GameRecord.Play random = new Arena().run(options.withPlayers("search", "random")).games().get(0).tested();
        for (GameRecord.Play p : List.of(dumb, random)) {
            // the others' 19 units in Spring 1901, and about as many in the Fall: every unit's order is scored once
            assertTrue(p.predictedOrders() >= 30 && p.predictedOrders() <= 40, p.toString());
            assertTrue(p.unmodelledOrders() <= p.predictedOrders(), p.toString());
        }
        double dumbShare = dumb.predictedProbability() / dumb.predictedOrders();
        double randomShare = random.predictedProbability() / random.predictedOrders();
        assertTrue(dumbShare > 0.4, "DumbBot-class orders' mean probability " + dumbShare);
        assertTrue(randomShare < 0.2, "random orders' mean probability " + randomShare);
        assertTrue(dumb.unmodelledOrders() < random.unmodelledOrders(), dumb + " " + random);
    }

    @Test
    void oneGamePlayedAloneIsTheRunsGameAndItsWatcherSeesEveryPosition() {
        ArenaOptions options = ArenaOptions.defaults().withGames(0, 2).withSeed(5).withYears(2)
                .withPlayers("dumbbot", "random");
        GameRecord inRun = new Arena().run(options).games().get(1);
        List<String> phases = new ArrayList<>();
        GameRecord alone = new Arena().play(options, 1, position -> phases.add(position.phase().toString()));
        assertEquals(withoutTimes(inRun), withoutTimes(alone));
        assertEquals("S1901M", phases.get(0));
        assertTrue(phases.containsAll(List.of("F1901M", "S1902M", "F1902M")), phases.toString());
        assertEquals(alone.finalPhase(), phases.get(phases.size() - 1), "the position the game ends in, last");
        assertThrows(UnknownAgentException.class,
                () -> new Arena().play(options.withPlayers("dumbbot", "nobody"), 0, position -> { }));
    }

    @Test
    void everySeatKeepsItsCentresAtEachYearsEnd() {
        ArenaOptions options = ArenaOptions.defaults().withGames(0, 1).withSeed(2).withYears(3)
                .withPowers(List.of("FRANCE")).withPlayers("dumbbot", "dumbbot");
        GameRecord g = new Arena().run(options).games().get(0);
        assertEquals("S1904M", g.finalPhase());
        for (int year = 0; year < 3; year++) {
            int y = year;
            assertTrue(g.seats().stream().mapToInt(s -> s.centresByYear().get(y)).sum() <= 34, g.toString());
        }
        for (GameRecord.Seat s : g.seats()) {
            assertEquals(3, s.centresByYear().size(), s.toString());
            assertEquals(s.endCentres(), s.centresByYear().get(2), s.toString());
        }
    }

    @Test
    void oneGamePrintsNoIntervalAsNotAvailableNeverInfinite() {
        ArenaOptions one = ArenaOptions.defaults().withGames(0, 1).withSeed(3).withYears(1)
                .withPowers(List.of("FRANCE")).withPlayers("random", "random");
        String summary = new Arena().run(one).summary().format();
        assertTrue(summary.contains("mean centres ") && summary.contains("[n/a]"), summary);
        assertTrue(!summary.contains("Infinity") && !summary.contains("NaN"), summary);
    }

    @Test
    void aPlayerMayBringItsOwnTimeGuard() {
        ArenaOptions options = ArenaOptions.defaults().withGames(0, 1).withSeed(5).withYears(1)
                .withPowers(List.of("GERMANY")).withBot(quick).withPlayers("dumbbot", "search@40");
        GameRecord g = new Arena().run(options).games().get(0);
        assertEquals("S1902M", g.finalPhase());
        assertTrue(g.seats().stream().filter(s -> !s.tested()).allMatch(s -> s.player().equals("search@40")),
                g.toString());
        assertEquals(SeatPlayer.of("search@40"), new SeatPlayer("search", 40));
        assertEquals(SeatPlayer.of("daide:bot -h {host}@x"), new SeatPlayer("daide:bot -h {host}@x", 0));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Arena().run(
                options.withPlayers("dumbbot", "search@soon")));
        assertTrue(e.getMessage().contains("'soon'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Arena().run(options.withPlayers("dumbbot",
                "random@100")));
        assertTrue(e.getMessage().contains("takes no time guard"), e.getMessage());
    }

    @Test
    void seatsRotateSoThatEveryPowerPlaysEachSide() {
        ArenaOptions headToHead = ArenaOptions.defaults().withPlayers("search", "matrix")
                .withSeats(3, 3);
        int[] tested = new int[7];
        int[] opposing = new int[7];
        for (int g = 0; g < 7; g++) {
            Seats s = Seats.of(headToHead, powers, g);
            int t = 0;
            int o = 0;
            for (int p = 0; p < 7; p++) {
                if (s.tested()[p]) {
                    tested[p]++;
                    t++;
                } else if (s.kinds()[p].equals("matrix")) {
                    opposing[p]++;
                    o++;
                }
            }
            assertEquals(3, t);
            assertEquals(3, o);
        }
        assertArrayEquals(new int[] {3, 3, 3, 3, 3, 3, 3}, tested);
        assertArrayEquals(new int[] {3, 3, 3, 3, 3, 3, 3}, opposing);
        Seats one = Seats.of(ArenaOptions.defaults().withPlayers("search", "dumbbot"), powers, 9);
        assertTrue(one.tested()[2], "game 9 plays the third power");
    }

    @Test
    void aResultsFileResumesTheRun(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("games.jsonl");
        ArenaOptions options = ArenaOptions.defaults().withPlayers("dumbbot", "dumbbot")
                .withYears(3).withGames(0, 4);
        ArenaReport first = new Arena().run(options.withGames(0, 2), file, p -> { });
        assertEquals(2, Files.readAllLines(file).size());
        Files.writeString(file, Files.readString(file) + "{\"key\": \"cut sh", java.nio.file.StandardOpenOption
                .TRUNCATE_EXISTING);
        int[] resumed = {0};
        ArenaReport all = new Arena().run(options, file, p -> resumed[0] += p.resumed() ? 1 : 0);
        assertEquals(2, resumed[0], "the two games in the file are not played again");
        assertEquals(4, all.games().size());
        assertEquals(first.games(), all.games().subList(0, 2));
        assertEquals(all.games().stream().map(ArenaTest::withoutTimes).toList(), new Arena().run(options).games()
                .stream().map(ArenaTest::withoutTimes).toList(), "resumed games equal fresh ones");
        assertEquals(4, Files.readAllLines(file).size(), "the cut line is dropped, the two new games appended");
        Files.writeString(file, "{\"key\": \"another run\", \"game\": 0}\n", java.nio.file.StandardOpenOption.APPEND);
        ArenaReport again = new Arena().run(options.withGames(1, 3), file, p -> { });
        assertEquals(all.games().subList(1, 4), again.games(), "a file may hold other runs; each resumes its own");
    }

    @Test
    void playersAreTheRegistrysAgentsForDiplomacy() {
        ArenaOptions options = ArenaOptions.defaults().withGames(0, 1).withYears(1).withPlayers("Calhamer", "clever");
        String message = assertThrows(UnknownAgentException.class, () -> new Arena().run(options)).getMessage();
        assertEquals("no agent 'clever' for game 'diplomacy': no agent of that name is registered; agents for"
                + " 'diplomacy': calhamer, search, matrix, calhamer-v1, dumbbot, random, hold", message);
        String mcts = assertThrows(UnknownAgentException.class, () -> new Arena().run(options.withPlayers("mcts",
                "random"))).getMessage();
        assertTrue(mcts.startsWith("no agent 'mcts' for game 'diplomacy': it plays sequential games;"), mcts);
    }

    @Test
    void holdBotsAndLearningRun() {
        ArenaOptions base = ArenaOptions.defaults().withGames(0, 1).withSeed(5).withYears(1).withBot(quick)
                .withPlayers("matrix", "hold");
        ArenaReport hold = new Arena().run(base.withPowers(List.of("GERMANY")));
        assertEquals(0, hold.games().get(0).tested().illegalOrders());
        assertTrue(hold.summary().testedCentres().estimate() >= 3, "hold bots take nothing from Germany");
        ArenaReport learning = new Arena().run(base.withPowers(List.of("FRANCE")).withLearning(3)
                .withPlayers("matrix", "random"));
        assertEquals(0, learning.games().get(0).tested().illegalOrders());
    }

    @Test
    void percentilesAreNearestRank() {
        assertEquals(99, ArenaSummary.percentile(new long[] {1, 2, 3, 99}, 0.99));
        assertEquals(0, ArenaSummary.percentile(new long[0], 0.5));
    }
}
