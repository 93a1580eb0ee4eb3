package calhamer.daide.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.bot.BotBudget;
import calhamer.bot.BotOptions;
import calhamer.bot.arena.Arena;
import calhamer.bot.arena.ArenaOptions;
import calhamer.bot.arena.ArenaReport;
import calhamer.bot.arena.GameRecord;
import calhamer.daide.JoinProcess;
import calhamer.daide.host.Deadlines;
import calhamer.strategy.agents.AgentRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arena --opponents daide:COMMAND}: the arena starts a DAIDE server per game and the command once per
 * opponent seat (here Calhamer's client in a JVM of its own), and reports the game as any other.
 */
class DaideArenaGamesTest {

    @Test
    void dAideBotsAreArenaOpponents(@TempDir Path dir) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = "daide:" + java + " -Xmx256m -cp " + System.getProperty("java.class.path") + " "
                + JoinProcess.class.getName() + " 100";
        ArenaOptions options = new ArenaOptions("standard", 1, 3, 1, "dumbbot", command, List.of("FRANCE"),
                BotOptions.defaults().withBudget(new BotBudget(0, 100)), 0, 0, 1, 2, 1, true);
        ArenaReport report = new Arena().run(options, dir.resolve("runs.jsonl"), p -> { },
                new DaideArenaGames(AgentRegistry.load(), Deadlines.parse("5"), dir.resolve("logs"), 120_000));
        assertEquals(1, report.games().size());
        GameRecord g = report.games().get(0);
        assertEquals("S1902M", g.finalPhase());
        assertEquals(7, g.seats().size());
        assertEquals(1, g.seats().stream().filter(GameRecord.Seat::tested).count());
        assertEquals("FRANCE", g.seats().stream().filter(GameRecord.Seat::tested).findFirst().orElseThrow().power());
        assertEquals(2, g.seats().stream().filter(s -> s.player().equals(command)).count());
        assertTrue(g.tested().movementMillis().size() >= 2, g.tested().toString());
        assertEquals(0, g.tested().illegalOrders());
        for (int k = 0; k < 2; k++) {
            String out = Files.readString(dir.resolve("logs").resolve("game-0-bot-" + k + ".log"));
            assertTrue(out.contains(" DRW"), "the DAIDE bot saw the game to its end: " + out);
        }
        assertTrue(Files.readAllLines(dir.resolve("logs").resolve("game-0.jsonl")).size() >= 3);
        assertTrue(report.format().contains("FRANCE"), report.format());
        assertTrue(Files.readString(dir.resolve("runs.jsonl")).contains("\"finalPhase\":\"S1902M\""));
    }
}
