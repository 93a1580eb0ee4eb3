package calhamer.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Every flag out of its range is refused (exit status 2) naming its range and the value given, not only the first. */
class FlagRangesTest {

    @Test
    void theServerNamesEveryFlagOutOfRange() {
        String err = refused(new ServeCommand(), "--port", "99999", "--max-body-bytes", "0", "--search-millis", "-5");
        for (String expected : List.of("--port: expected a whole number from 0 to 65535 (0: any free port), found "
                + "99999", "--max-body-bytes: expected a whole number of at least 1 (bytes), found 0",
                "--search-millis: expected a whole number of at least 1 (milliseconds), found -5")) {
            assertTrue(err.contains(expected), expected + " in " + err);
        }
    }

    @Test
    void theArenaNamesEveryFlagOutOfRange() {
        String err = refused(new ArenaCommand(), "--games", "-1", "--depth", "7", "--cells", "5", "--threads", "-2");
        for (String expected : List.of("--games: expected a whole number of at least 1 (0: 50), found -1",
                "--depth: expected a whole number from 1 to 2 (0: 1), found 7",
                "--cells: expected a whole number of at least 100 (0: 20000 per 1500 ms of --time), found 5",
                "--threads: expected a whole number of at least 0 (0: one per processor), found -2")) {
            assertTrue(err.contains(expected), expected + " in " + err);
        }
    }

    @Test
    void theGameCommandNamesItsEndpointAndFlags() {
        String err = refused(new GameCommand(), "nim", "bogus", "--search-millis", "0", "-");
        assertTrue(err.contains("--search-millis: expected a whole number of at least 1 (milliseconds), found 0"),
                err);
        assertTrue(err.contains("ENDPOINT: expected one of [legal, apply, evaluate, move, solve], found 'bogus'"),
                err);
    }

    /** @return what the command printed on standard error, having checked that it exited with status 2 */
    private static String refused(Object command, String... args) {
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(command);
        cl.setErr(new PrintWriter(err, true));
        cl.setOut(new PrintWriter(new StringWriter(), true));
        assertEquals(2, cl.execute(args), err.toString());
        return err.toString();
    }
}
