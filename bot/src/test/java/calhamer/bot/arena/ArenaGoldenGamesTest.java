package calhamer.bot.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.bot.BotBudget;
import calhamer.bot.BotOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The arena on the tournament runner and the agent registry plays the games it played before them: the records in
 * {@code golden-games.jsonl} were written by the arena of commit 1ad1948 (its own executor, players by enum), with
 * a cell budget and a time guard no decision reaches, so they repeat anywhere. Decision times and what the records
 * keep since (repeats without more support, Fall centres held and lost, each seat's centres by year) are left out,
 * and the run key of the one run with {@code --play} given (which the key did not say then). The search of then is
 * {@code calhamer-v1} now.
 */
class ArenaGoldenGamesTest {
    /** The search bot of the golden games, kept as it was (issue 27 changed the default search). */
    private static final String V1 = "calhamer-v1";
    private static final BotOptions QUICK = BotOptions.defaults().withBudget(new BotBudget(2_000, 60_000));

    private static GameRecord comparable(GameRecord g) {
        GameRecord.Play p = g.tested();
        List<GameRecord.Seat> seats = g.seats().stream().map(s -> new GameRecord.Seat(s.power(),
                s.player().replace(V1, "search"), s.tested(), s.startCentres(), s.endCentres(), s.eliminated(),
                List.of()))
                .toList();
        return new GameRecord(g.key().replace("/most-probable", "").replace(V1, "search"), g.game(), g.seed(), seats,
                g.winner(),
                g.finalPhase(), new GameRecord.Play(List.of(), List.of(), p.timeLimitHits(), p.illegalOrders(),
                        p.moves(), p.bounced(), p.repeatedBounces(), p.selfBlocking(), p.builds(), p.fleetBuilds(),
                        p.fallWalkOffLosses(), 0, 0, 0, 0, 0, 0, 0));
    }

    private static List<GameRecord> golden() throws IOException {
        List<GameRecord> games = new ArrayList<>();
        try (InputStream in = ArenaGoldenGamesTest.class.getResourceAsStream("golden-games.jsonl")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                games.add(comparable(GameRecord.JSON.readValue(line, GameRecord.class)));
            }
        }
        return games;
    }

    @Test
    void theArenaPlaysTheGamesItPlayedBefore() throws IOException {
        ArenaOptions base = ArenaOptions.defaults().withBot(QUICK).withThreads(1);
        List<ArenaOptions> runs = List.of(
                base.withGames(0, 2).withSeed(11).withYears(2).withPowers(List.of("ITALY", "ENGLAND"))
                        .withPlayers("matrix", "random"),
                base.withGames(0, 1).withSeed(5).withYears(2).withPowers(List.of("GERMANY"))
                        .withPlayers(V1, "hold"),
                base.withGames(0, 2).withYears(3).withPlayers("dumbbot", "dumbbot"),
                base.withGames(0, 1).withSeed(3).withYears(1).withPlayers("matrix", V1).withSeats(2, 2)
                        .withLearning(3),
                base.withGames(0, 1).withSeed(7).withYears(2).withPlayers("random", "random"),
                base.withGames(0, 1).withSeed(8).withYears(1).withPlayers("matrix", "random")
                        .withBot(QUICK.withMostProbable(true)).withMemory(false),
                base.withGames(0, 1).withSeed(9).withYears(4).withPowers(List.of("FRANCE"))
                        .withPlayers("dumbbot", "hold"),
                base.withGames(0, 1).withSeed(12).withYears(10).withPowers(List.of("RUSSIA"))
                        .withPlayers("dumbbot", "hold"),
                base.withGames(0, 1).withSeed(13).withYears(3).withPowers(List.of("AUSTRIA"))
                        .withPlayers(V1, "hold").withLearning(2));
        List<GameRecord> played = new ArrayList<>();
        for (ArenaOptions options : runs) {
            new Arena().run(options).games().forEach(g -> played.add(comparable(g)));
        }
        List<GameRecord> expected = golden();
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), played.get(i), "game " + i + " of the golden file");
        }
        assertEquals(expected.size(), played.size());
    }
}
