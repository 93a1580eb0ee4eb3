package calhamer.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code calhamer learn-value}: the learned value as JSON with the command that makes it again; bad flags refused. */
class LearnValueCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new LearnValueCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int status = cl.execute(args);
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void printsTheWeightsWithTheCommandThatMakesThemAndTheFileHoldsTheSame() throws Exception {
        Run run = run("--games", "20", "--years", "1", "--last-year", "1904", "--seed", "3");
        assertEquals(0, run.status(), run.err());
        JsonNode value = JSON.readTree(run.out());
        assertEquals("standard", value.get("map").asText());
        assertEquals(7, value.get("weights").size());
        assertTrue(value.get("rows").asLong() > 0, run.out());
        String command = "calhamer learn-value --map standard --games 20 --years 1 --last-year 1904 --seed 3";
        assertEquals(command, value.get("command").asText());
        assertTrue(run.err().startsWith("calhamer learn-value: 20 games, "), run.err());

        Path file = dir.resolve("value.json");
        Files.writeString(file, "old");
        Run again = run(command.substring("calhamer learn-value ".length()).concat(" --out " + file).split(" "));
        assertEquals(0, again.status(), again.err());
        assertEquals("", again.out());
        assertEquals(run.out(), Files.readString(file), "the same seed, the same file");
    }

    @Test
    void badFlagsAreRefusedByName() {
        Run games = run("--games", "0");
        assertEquals(2, games.status());
        assertTrue(games.err().contains("--games"), games.err());
        Run map = run("--map", "atlantis");
        assertEquals(2, map.status());
        assertTrue(map.err().contains("no bundled map 'atlantis'"), map.err());
        Run years = run("--games", "5", "--last-year", "1901");
        assertEquals(2, years.status());
        assertTrue(years.err().contains("last year") && years.err().contains("1901"), years.err());
        assertEquals("", years.out());
    }

    @Test
    void learnsFromArenaGamesOfTheNamedPlayersWithTheCommandThatPlaysThemAgain() throws Exception {
        Run run = run("--players", "dumbbot", "--games", "4", "--years", "1", "--last-year", "1906", "--seed", "2");
        assertEquals(0, run.status(), run.err());
        JsonNode value = JSON.readTree(run.out());
        assertTrue(value.get("arenaRun").asText().startsWith("standard/dumbbotx1/dumbbotx-1/6y/seed2/"), run.out());
        assertTrue(value.get("arenaRun").asText().contains("/cells2666/ms600000/"), run.out());
        String command = "calhamer learn-value --map standard --games 4 --years 1 --last-year 1906 --seed 2"
                + " --players dumbbot --cells 2666";
        assertEquals(command, value.get("command").asText());
        Run again = run(command.substring("calhamer learn-value ".length()).split(" "));
        assertEquals(run.out(), again.out(), "the same games, the same value");
    }

    @Test
    void badArenaFlagsAreRefusedByName() {
        Run player = run("--players", "nobody", "--games", "2", "--last-year", "1904");
        assertEquals(2, player.status());
        assertTrue(player.err().contains("'nobody'"), player.err());
        Run cells = run("--players", "search", "--cells", "5");
        assertEquals(2, cells.status());
        assertTrue(cells.err().contains("--cells"), cells.err());
        Run alone = run("--cells", "5000");
        assertEquals(2, alone.status());
        assertTrue(alone.err().contains("--cells") && alone.err().contains("--players"), alone.err());
        Run years = run("--players", "dumbbot", "--games", "2", "--years", "2", "--last-year", "1902");
        assertEquals(2, years.status());
        assertTrue(years.err().contains("2 years"), years.err());
        assertEquals("", years.out());
    }
}
