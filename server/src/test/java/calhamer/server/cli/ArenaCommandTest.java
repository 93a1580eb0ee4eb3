package calhamer.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The arena command reads its options, plays, and prints each game and the table. */
class ArenaCommandTest {

    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new ArenaCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        return new String[] {String.valueOf(cl.execute(args)), out.toString(), err.toString()};
    }

    @Test
    void playsAndPrintsTheTable() {
        String[] r = run("--games", "2", "--years", "1", "--powers", "france,italy", "--cells", "2000",
                "--opponents", "hold");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("seed 2: ITALY") && r[1].contains("seed 1: FRANCE") && r[1].contains("/2)"), r[1]);
        assertTrue(r[1].contains("ALL") && r[1].contains("survival"), r[1]);
        assertTrue(r[1].contains("illegal 0"), r[1]);
    }

    @Test
    void aResultsFileIsAppendedAndResumed(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("games.jsonl");
        String[] first = run("--games", "2", "--years", "1", "--player", "dumbbot", "--opponents", "dumbbot",
                "--out", file.toString());
        assertEquals("0", first[0], first[2]);
        assertEquals(2, Files.readAllLines(file).size());
        String[] again = run("--games", "3", "--years", "1", "--player", "dumbbot", "--opponents", "dumbbot",
                "--out", file.toString());
        assertTrue(again[1].contains("(1/3, from file)") && again[1].contains("(2/3, from file)"), again[1]);
        assertTrue(again[2].contains("calhamer arena: 1/1 games (2 already stored)"), again[2]);
        assertEquals(3, Files.readAllLines(file).size());
    }

    @Test
    void daideBotsAreOpponents(@TempDir Path dir) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String bot = "daide:" + java + " -Xmx256m -cp " + System.getProperty("java.class.path")
                + " calhamer.server.Main daide join --budget 100";
        String[] r = run("--games", "1", "--years", "1", "--powers", "italy", "--player", "dumbbot",
                "--opponents", bot, "--opponent-seats", "1", "--daide-deadlines", "5", "--daide-logs",
                dir.toString(), "--out", dir.resolve("runs.jsonl").toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("seed 1: ITALY") && r[1].contains("S1902M"), r[1]);
        assertTrue(Files.readString(dir.resolve("game-0-bot-0.log")).contains("played "),
                "the DAIDE bot was Calhamer's daide join, which played the game to its end");
    }

    @Test
    void badOptionsAreRefused() {
        String[] r = run("--opponents", "clever");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("calhamer arena: no agent 'clever' for game 'diplomacy'")
                && r[2].contains("agents for 'diplomacy': calhamer, search, matrix, calhamer-v1, dumbbot, random,"
                + " hold"), r[2]);
        String[] play = run("--play", "boldly");
        assertEquals("2", play[0]);
        assertTrue(play[2].contains("--play is most-probable or sampled"), play[2]);
    }
}
