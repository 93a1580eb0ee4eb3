package calhamer.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;

/** Which command lines begin loading the standard map before picocli runs, and which run the server. */
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
}
