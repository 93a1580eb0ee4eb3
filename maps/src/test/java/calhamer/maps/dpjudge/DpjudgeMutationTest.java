package calhamer.maps.dpjudge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.io.MapFormatException;
import calhamer.maps.io.MapProblem;
import calhamer.maps.dpjudge.Mutations.Mutation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Broken {@code .map} files: each is refused whole, with a problem naming the file, the line and what is wrong. */
class DpjudgeMutationTest {
    private static final MapSource NO_FILES = MapSource.none("an upload reads no other file");

    static List<Mutation> singleFile() {
        return Mutations.singleFile();
    }

    static List<MapProblem> problems(String name, String text, MapSource files) {
        return assertThrows(MapFormatException.class, () -> DpjudgeReader.load(name, text, files),
                "the broken map is refused").problems();
    }

    static void assertNamed(List<MapProblem> problems, String file, int line, String words) {
        String all = problems.stream().map(MapProblem::toString).collect(Collectors.joining("\n"));
        assertTrue(problems.stream().anyMatch(p -> p.source().equals(file) && Integer.valueOf(line).equals(p.line())
                && p.toString().contains(words)), "expected " + file + ":" + line + " saying '" + words + "' in:\n"
                + all);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("singleFile")
    void eachBrokenFileIsRefusedNamingTheLine(Mutation m) {
        List<MapProblem> problems = problems("tiny.map", m.text(), NO_FILES);
        assertNamed(problems, "tiny.map", m.line(), m.words());
        assertTrue(problems.stream().allMatch(p -> p.line() != null), "every problem names its line: " + problems);
    }

    @Test
    void aProblemNamingAnotherLineNamesItsFileToo() {
        assertNamed(problems("tiny.map", Mutations.replaced(Map.of(14, "LAND INL ABUTS LND")), NO_FILES), "tiny.map",
                18, "the line of INL (tiny.map:14) does not list SPL");
    }

    @Test
    void theUnbrokenFileReads() throws MapFormatException {
        assertEquals("tiny", DpjudgeReader.load("tiny.map", Mutations.TINY, NO_FILES).id());
    }

    @Test
    void anInheritanceLoopNamesTheLineThatClosesIt() {
        MapSource files = MapSource.of(Map.of("b.map", "# b\nMAP a.map\n", "a.map", "MAP b\n"));
        assertNamed(problems("a.map", "MAP b\n", files), "b.map", 2, "an inheritance loop (a.map -> b.map -> a.map)");
    }

    @Test
    void aFileReadTwiceIsRefused() {
        MapSource files = MapSource.of(Map.of("base.map", Mutations.TINY, "more.map", "MAP base\n"));
        assertNamed(problems("twice.map", "MAP base\nUSE more\n", files), "more.map", 1,
                "base.map was read already (by twice.map:1)");
    }

    @Test
    void aMissingFileIsNamedWithTheDirectoryLookedIn(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("child.map");
        Files.writeString(file, "# inherits\nMAP parent\n");
        MapFormatException e = assertThrows(MapFormatException.class, () -> DpjudgeReader.load(file));
        assertNamed(e.problems(), "child.map", 2, "cannot read parent.map (no such file in " + dir);
        Files.writeString(dir.resolve("sneaky.map"), "USE ../child.map\n");
        e = assertThrows(MapFormatException.class, () -> DpjudgeReader.load(dir.resolve("sneaky.map")));
        assertNamed(e.problems(), "sneaky.map", 1, "cannot read ../child.map", "no file outside the directory");
    }

    @Test
    void aProblemInAnInheritedFileNamesThatFile() {
        String broken = Mutations.replaced(Map.of(6, "A SEA"));
        MapSource files = MapSource.of(Map.of("base.map", broken));
        assertNamed(problems("child.map", "MAP base\nRULE BUILD_ANY\n", files), "base.map", 6, "cannot stand in sea");
    }

    @Test
    void everyProblemIsReportedAtOnce() {
        String text = Mutations.replaced(Map.of(2, "BEGIN FALL 1901 MOVEMENT", 6, "A SEA", 14, "LAND INL LND SPL"));
        List<MapProblem> problems = problems("tiny.map", text + "FOO\nDROP SEA\n", NO_FILES);
        assertNamed(problems, "tiny.map", 2, "Spring");
        assertNamed(problems, "tiny.map", 14, "expected ABUTS");
        assertNamed(problems, "tiny.map", 19, "unknown directive 'FOO'");
        assertNamed(problems, "tiny.map", 20, "DROP");
    }

    private static void assertNamed(List<MapProblem> problems, String file, int line, String words, String why) {
        assertTrue(problems.stream().anyMatch(p -> p.source().equals(file) && Integer.valueOf(line).equals(p.line())
                && p.toString().contains(words)), why + ": " + problems);
    }
}
