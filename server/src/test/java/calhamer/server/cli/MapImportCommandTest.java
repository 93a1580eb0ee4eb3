package calhamer.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.dpjudge.Mutations;
import calhamer.maps.dpjudge.SharedVariants;
import calhamer.maps.io.BundledMaps;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code calhamer map import FILE.map}, run as a user would run it. */
class MapImportCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new MapCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int status = cl.execute(args);
        return new String[] {String.valueOf(status), out.toString(), err.toString()};
    }

    /** What the command prints is the bundled variant: the command regenerates the bundled files. */
    @Test
    void anInheritingVariantPrintsItsBundledJson() throws Exception {
        String[] r = run("import", SharedVariants.file("standard_fleet_rome").toString());
        assertEquals("0", r[0], r[2]);
        try (InputStream in = BundledMaps.class.getResourceAsStream("/calhamer/maps/standard_fleet_rome.json")) {
            assertEquals(JSON.readTree(in), JSON.readTree(r[1]));
        }
        assertEquals("", r[2]);
    }

    @Test
    void aBrokenFilePrintsEachProblemWithItsLineAndExitsTwo(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("broken.map");
        Files.writeString(file, Mutations.TINY + "FOO BAR\nVICTORY 9 9\n");
        String[] r = run("import", file.toString());
        assertEquals("2", r[0]);
        assertEquals("", r[1], "nothing on stdout");
        assertTrue(r[2].contains("broken.map:19: unknown directive 'FOO'"), r[2]);
        assertTrue(r[2].contains("broken.map:20: VICTORY with a count per game year"), r[2]);
        assertTrue(r[2].contains("2 problem(s)"), r[2]);
    }

    @Test
    void inheritanceReadsOnlyBesideTheFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("child.map");
        Files.writeString(file, "MAP standard\n");
        String[] r = run("import", file.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("child.map:1: MAP standard: cannot read standard.map (no such file in " + dir), r[2]);
        Files.writeString(dir.resolve("standard.map"), Files.readString(SharedVariants.file("standard")));
        r = run("import", file.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("\"id\" : \"child\""), r[1]);
        assertEquals("2", run("import", dir.resolve("nothing.map").toString())[0]);
    }

    @Test
    void theMapOptionTakesADpjudgeFileToo() {
        String[] r = run("--map", SharedVariants.file("ancmed").toString(), "--from", "ROM", "--to", "ALE");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("Map ancmed (Ancmed): 79 provinces"), r[1]);
    }
}
