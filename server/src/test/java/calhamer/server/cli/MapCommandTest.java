package calhamer.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The command-line map summary and distance query, run as a user would run it. */
class MapCommandTest {

    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new MapCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int status = cl.execute(args);
        return new String[] {String.valueOf(status), out.toString(), err.toString()};
    }

    @Test
    void defaultPrintsTheStandardSummaryAndARouteWhenAsked() {
        String[] r = run();
        assertEquals("0", r[0]);
        assertTrue(r[1].contains("75 provinces (19 seas), 34 supply centres, 18 to win"), r[1]);
        assertTrue(!r[1].contains("distance"), r[1]);
        String[] route = run("--from", "VIE", "--to", "BER");
        assertTrue(route[1].contains("army distance VIE -> BER: 3"), route[1]);
    }

    @Test
    void everyBundledMapHasASummary() {
        for (String name : calhamer.maps.io.BundledMaps.NAMES) {
            String[] r = run("--map", name);
            assertEquals("0", r[0], name + ": " + r[2]);
        }
        String[] kw = run("--map", "known_world_901");
        assertTrue(kw[1].contains("55 to win"), kw[1]);
        String[] half = run("--from", "VIE");
        assertEquals("2", half[0]);
        assertTrue(half[2].contains("both --from and --to"), half[2]);
    }

    @Test
    void fleetRoutesUseCoasts() {
        String[] r = run("--graph", "fleet", "--from", "STP/NC", "--to", "STP/SC");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("fleet distance STP/NC -> STP/SC:"), r[1]);
    }

    @Test
    void badInputGetsAMessageAndStatusTwo() {
        String[] r = run("--from", "XYZ", "--to", "BER");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("unknown province or coast 'XYZ' on map standard"), r[2]);
        String[] g = run("--graph", "rail");
        assertTrue(g[2].contains("unknown graph 'rail'"), g[2]);
        String[] m = run("--map", "/nonexistent.json");
        assertTrue(m[2].contains("neither a bundled map"), m[2]);
    }
}
