package calhamer.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
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
        assertTrue(r[1].contains("game   1") && r[1].contains("FRANCE") && r[1].contains("ITALY"), r[1]);
        assertTrue(r[1].contains("ALL"), r[1]);
        assertTrue(r[1].contains("illegal 0"), r[1]);
    }

    @Test
    void badOptionsAreRefused() {
        String[] r = run("--opponents", "clever");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("calhamer arena:"), r[2]);
    }
}
