package calhamer.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;

/**
 * Which command lines begin loading the standard map before picocli runs, which run the server, and that a first
 * word naming no command is refused.
 */
class MainTest {

    @Test
    void theStandardMapCommandsAreSubcommandsByTheirNames() {
        Set<String> names = Main.SUBCOMMANDS.stream().map(c -> c.getAnnotation(Command.class).name())
                .collect(Collectors.toSet());
        assertTrue(names.containsAll(Main.STANDARD_MAP_COMMANDS), names + " against " + Main.STANDARD_MAP_COMMANDS);
        assertEquals(Set.of("solve", "game", "tournament"),
                names.stream().filter(n -> !Main.STANDARD_MAP_COMMANDS.contains(n)).collect(Collectors.toSet()),
                "the commands that never use the standard map");
    }

    @Test
    void theServerAndTheMapCommandsStartAheadOthersDoNot() {
        assertTrue(Main.startsAhead(new String[0]), "no arguments: serve");
        assertTrue(Main.startsAhead(new String[] {"--port", "0"}), "only server flags: serve");
        assertTrue(Main.startsAhead(new String[] {"adjudicate", "--jsonl", "-"}));
        assertTrue(Main.startsAhead(new String[] {"serve"}));
        for (String help : new String[] {"--help", "-h", "--version", "-V"}) {
            assertFalse(Main.startsAhead(new String[] {help}), help);
        }
        assertFalse(Main.startsAhead(new String[] {"tournament", "spread-it"}));
        assertFalse(Main.startsAhead(new String[] {"game", "nim", "legal", "-"}));
        assertFalse(Main.startsAhead(new String[] {"nonsense"}), "picocli refuses it; nothing to load");
        assertFalse(Main.startsAhead(new String[] {"map", "import", "x.map"}), "a DPjudge file, not the standard map");
        assertTrue(Main.startsAhead(new String[] {"map", "--from", "PAR"}));
    }

    @Test
    void onlyTheServerBridgesJavaLogging() {
        assertTrue(Main.serves(new String[0]), "no arguments: serve");
        assertTrue(Main.serves(new String[] {"--port", "0"}), "only server flags: serve");
        assertTrue(Main.serves(new String[] {"serve", "--port", "0"}));
        for (String help : new String[] {"--help", "-h", "--version", "-V"}) {
            assertFalse(Main.serves(new String[] {help}), help);
        }
        assertFalse(Main.serves(new String[] {"adjudicate", "--jsonl", "-"}));
        assertFalse(Main.serves(new String[] {"tournament", "spread-it"}));
        assertFalse(Main.serves(new String[] {"nonsense"}));
    }

    @Test
    void anUnknownCommandIsRefusedWithTheCommandsEvenWithHelp() throws Exception {
        for (List<String> line : List.of(List.of("frobnicate", "--help"), List.of("frobnicate"), List.of("help"))) {
            Run run = main(line);
            assertEquals(2, run.status(), line + ": " + run.err());
            assertEquals("", run.out(), line + " prints nothing on standard output");
            assertTrue(run.err().startsWith("calhamer: unknown command '" + line.get(0) + "'"), run.err());
            for (Class<?> command : Main.SUBCOMMANDS) {
                String name = command.getAnnotation(Command.class).name();
                assertTrue(run.err().contains("\n  " + name + " "), line + " lists " + name + ": " + run.err());
            }
        }
    }

    @Test
    void knownCommandsAndServerFlagsStillRun() throws Exception {
        Run help = main(List.of("--help"));
        assertEquals(0, help.status(), help.err());
        assertTrue(help.out().contains("Commands:"), help.out());
        Run solveHelp = main(List.of("solve", "--help"));
        assertEquals(0, solveHelp.status(), solveHelp.err());
        assertTrue(solveHelp.out().startsWith("Usage: calhamer solve"), solveHelp.out());
        Run badFlag = main(List.of("--port", "x"));
        assertEquals(2, badFlag.status(), "a server flag with a bad value: " + badFlag.err());
        assertTrue(badFlag.err().contains("--port"), badFlag.err());
    }

    /** What a run of the command line printed and its exit status. */
    private record Run(int status, String out, String err) {
    }

    /** @return the run of {@code calhamer ARGS} in a JVM of its own (main exits it) */
    private static Run main(List<String> args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(args);
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.PIPE).start();
        p.getOutputStream().close();
        byte[] err = p.getErrorStream().readAllBytes();
        byte[] out = p.getInputStream().readAllBytes();
        return new Run(p.waitFor(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }
}
