package calhamer.cluster.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.bot.arena.Arena;
import calhamer.cluster.Runs;
import calhamer.games.quoridor.QuoridorTournament;
import calhamer.games.spreadit.SpreadItTournament;
import calhamer.strategy.tournament.ResultsStore;
import calhamer.strategy.tournament.TournamentRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The Spark jobs in local mode against the single-machine runners (the library the {@code calhamer} commands call)
 * with the same settings: the same rows, byte for byte once sorted and stripped of measured times; resuming; a game
 * that throws.
 */
class LocalRunTest {
    /** A short arena: the bot on a small cell budget and a time guard no decision reaches, against DumbBots. */
    static final List<String> ARENA = List.of("--games", "4", "--years", "1", "--cells", "300", "--time", "600000",
            "--opponents", "dumbbot");

    private static String[] args(List<String> head, List<String> options, String... tail) {
        List<String> all = new ArrayList<>(head);
        all.addAll(options);
        all.addAll(List.of(tail));
        return all.toArray(String[]::new);
    }

    /** The single-machine arena's rows of the same options, on two threads. */
    static List<String> singleMachineArena(List<String> options, Path file) {
        ClusterArenaCommand command = new ClusterArenaCommand();
        new CommandLine(command).parseArgs(options.toArray(String[]::new));
        new Arena().run(command.options().withThreads(2), file, progress -> { });
        return Runs.rows(file);
    }

    @Test
    void arenaRowsAreTheSingleMachineRunnersAndARerunPlaysOnlyNewGames(@TempDir Path dir) {
        List<String> expected = singleMachineArena(ARENA, dir.resolve("single.jsonl"));
        assertEquals(4, expected.size());
        Path spark = dir.resolve("spark.jsonl");
        Runs.Run run = Runs.run(args(List.of("arena", "--master", "local[2]"), ARENA, "--out", spark.toString()));
        assertEquals(0, run.status(), run.err());
        assertEquals(expected, Runs.rows(spark));
        assertTrue(run.out().contains("tested seats: mean centres"), run.out());
        assertTrue(run.err().contains("4/4 games"), run.err());

        List<String> six = new ArrayList<>(ARENA);
        six.set(1, "6");
        Runs.Run more = Runs.run(args(List.of("arena", "--master", "local[2]"), six, "--out", spark.toString()));
        assertEquals(0, more.status(), more.err());
        assertTrue(more.err().contains("2/2 games (4 already stored)"), more.err());
        assertEquals(6, Runs.rows(spark).size());
        assertEquals(singleMachineArena(six, dir.resolve("single6.jsonl")), Runs.rows(spark));
    }

    @Test
    void spreadItRowsAreTheSingleMachineRunners(@TempDir Path dir) throws Exception {
        List<String> options = List.of("--sizes", "14", "--classes", "erdos-renyi,watts-strogatz", "--variants",
                "zero-loyalty", "--games", "2", "--millis", "0", "--mcts-iterations", "100", "--depth", "2");
        SpreadItCommand command = new SpreadItCommand();
        new CommandLine(command).parseArgs(args(options, List.of("--out", "x")));
        SpreadItTournament.Settings settings = command.settings();
        try (ResultsStore store = ResultsStore.open(dir.resolve("single"))) {
            TournamentRunner.run(SpreadItTournament.matches(settings), settings.recorded(), store, 2,
                    (done, toPlay, stored, elapsed) -> { }, Duration.ZERO);
        }
        Runs.Run run = Runs.run(args(List.of("tournament", "spread-it", "--master", "local[2]",
                "--games-per-task", "3"), options, "--out", dir.resolve("spark").toString()));
        assertEquals(0, run.status(), run.err());
        List<String> expected = Runs.rows(dir.resolve("single.jsonl"));
        assertEquals(24, expected.size());
        assertEquals(expected, Runs.rows(dir.resolve("spark.jsonl")));
        assertEquals(Files.readString(dir.resolve("single.csv")).lines().findFirst(),
                Files.readString(dir.resolve("spark.csv")).lines().findFirst(), "the same columns");
        assertTrue(run.out().contains("MCTS"), run.out());
    }

    @Test
    void quoridorRowsAreTheSingleMachineRunners(@TempDir Path dir) throws Exception {
        List<String> options = List.of("--searchers", "maxn,paranoid", "--depths", "1", "--games", "2",
                "--max-plies", "60");
        QuoridorCommand command = new QuoridorCommand();
        new CommandLine(command).parseArgs(args(options, List.of("--out", "x")));
        QuoridorTournament.Settings settings = command.settings();
        try (ResultsStore store = ResultsStore.open(dir.resolve("single"))) {
            TournamentRunner.run(QuoridorTournament.matches(settings), settings.recorded(), store, 2,
                    (done, toPlay, stored, elapsed) -> { }, Duration.ZERO);
        }
        Runs.Run run = Runs.run(args(List.of("tournament", "quoridor", "--master", "local[2]"), options, "--out",
                dir.resolve("spark").toString()));
        assertEquals(0, run.status(), run.err());
        List<String> expected = Runs.rows(dir.resolve("single.jsonl"));
        assertEquals(4, expected.size());
        assertEquals(expected, Runs.rows(dir.resolve("spark.jsonl")));
    }

    @Test
    void aGameThatThrowsIsReportedWithItsSeedAndSettingsAndTheOthersFinish(@TempDir Path dir) {
        Path out = dir.resolve("runs.jsonl");
        Runs.Run run = Runs.run("arena", "--master", "local[2]", "--games", "3", "--years", "1", "--player",
                "fails-as-england", "--opponents", "dumbbot", "--out", out.toString());
        assertEquals(1, run.status(), run.err());
        assertTrue(run.err().contains("arena game 1 (seed 2, settings standard/fails-as-englandx1/dumbbot")
                && run.err().contains("failed: this player cannot play England"), run.err());
        List<String> rows = Runs.rows(out);
        assertEquals(2, rows.size());
        assertFalse(rows.stream().anyMatch(r -> Runs.json(r).get("game").asInt() == 1));
        assertTrue(run.out().contains("1 game(s) failed"), run.out());
    }

    @Test
    void badOptionsAreRefusedInCalhamersWords() {
        Runs.Run run = Runs.run("arena", "--games", "2", "--player", "nobody");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("calhamer-cluster arena: ") && run.err().contains("nobody"), run.err());
        assertFalse(run.err().contains("\tat "), "no stack trace");
        Runs.Run clock = Runs.run("tournament", "quoridor", "--out", "x", "--clock", "sundial");
        assertEquals(2, clock.status());
        assertTrue(clock.err().contains("--clock is cpu or wall, not 'sundial'"), clock.err());
    }
}
