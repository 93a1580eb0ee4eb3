package calhamer.strategy.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TournamentRunnerTest {

    private static List<TournamentRunner.Match> matches(int count, AtomicInteger played) {
        List<TournamentRunner.Match> matches = new ArrayList<>();
        for (int g = 0; g < count; g++) {
            String id = "game/" + g;
            int score = g * g;
            matches.add(new TournamentRunner.Match(id, () -> {
                played.incrementAndGet();
                return new MatchRecord(id, Map.of("score", score));
            }));
        }
        return matches;
    }

    /** Records every report and every finished game. */
    private static final class Log implements TournamentRunner.Progress {
        final List<String> lines = new ArrayList<>();

        @Override
        public void report(int done, int toPlay, int stored, Duration elapsed) {
            lines.add("report " + done + "/" + toPlay + " stored " + stored);
        }

        @Override
        public void finished(MatchRecord record, int done, int toPlay, int stored, Duration elapsed) {
            lines.add("finished " + done + "/" + toPlay);
        }
    }

    @Test
    void aPlayerThatGoesOnAfterAFailureHasTheFailureToldAndNotStored() {
        AtomicInteger played = new AtomicInteger();
        List<String> failures = new ArrayList<>();
        MatchPlayer skipsGameOne = (todo, results) -> {
            for (TournamentRunner.Match m : todo) {
                if (m.id().equals("game/1")) {
                    results.failed(m.id(), "game/1 failed: no board");
                } else {
                    results.played(m.play().get());
                }
            }
        };
        MatchStore store = MatchStore.inMemory();
        int stored = TournamentRunner.run(matches(3, played), Map.of("seed", 1), store, skipsGameOne,
                new TournamentRunner.Progress() {
                    @Override
                    public void report(int done, int toPlay, int inStore, Duration elapsed) {
                    }

                    @Override
                    public void failed(String id, String error) {
                        failures.add(id + ": " + error);
                    }
                }, Duration.ZERO);
        assertEquals(2, stored);
        assertEquals(List.of("game/1: game/1 failed: no board"), failures);
        assertEquals(false, store.has("game/1"), "a failed game is played again by a rerun");
        assertEquals("1", store.record("game/2").text("seed"), "the runner adds the settings to a player's record");
    }

    @Test
    void playsEveryGameOnceAndResumesFromTheResultsFile(@TempDir Path dir) throws Exception {
        AtomicInteger played = new AtomicInteger();
        try (ResultsStore store = ResultsStore.open(dir.resolve("run"))) {
            assertEquals(3, TournamentRunner.run(matches(3, played), Map.of("seed", 1), store, 2, (d, t, s, e) -> { },
                    Duration.ZERO));
        }
        Log log = new Log();
        try (ResultsStore store = ResultsStore.open(dir.resolve("run"))) {
            assertEquals(2, TournamentRunner.run(matches(5, played), Map.of("seed", 1), store, 1, log, Duration.ZERO));
            assertEquals(5, store.records().size());
            assertEquals(16, store.record("game/4").number("score"));
            assertEquals("1", store.record("game/4").text("seed"), "the settings are recorded with each game");
        }
        assertEquals(5, played.get(), "stored games are not played again");
        assertEquals(List.of("report 0/2 stored 3", "finished 1/2", "report 1/2 stored 3", "finished 2/2",
                "report 2/2 stored 3"), log.lines);
        assertEquals(6, Files.readAllLines(dir.resolve("run.csv")).size(), "a header and five rows");
    }

    @Test
    void aStoredGameOfOtherSettingsIsNotResumed() {
        MatchStore store = MatchStore.inMemory();
        AtomicInteger played = new AtomicInteger();
        TournamentRunner.run(matches(2, played), Map.of("millis", 50), store, 1, (d, t, s, e) -> { }, Duration.ZERO);
        String message = assertThrows(IllegalArgumentException.class, () -> TournamentRunner.run(matches(2, played),
                Map.of("millis", 250), store, 1, (d, t, s, e) -> { }, Duration.ZERO)).getMessage();
        assertEquals("memory holds game game/0 played with millis 50, not 250: resume it with the settings it was"
                + " played with, or store this run elsewhere", message);
        assertEquals(2, played.get());
    }

    @Test
    void aFailedGameIsNamed() {
        List<TournamentRunner.Match> matches = List.of(new TournamentRunner.Match("bad/0", () -> {
            throw new IllegalStateException("no legal move");
        }));
        String message = assertThrows(IllegalStateException.class, () -> TournamentRunner.run(matches, Map.of(),
                MatchStore.inMemory(), 1, (d, t, s, e) -> { }, Duration.ZERO)).getMessage();
        assertTrue(message.contains("game bad/0 failed: no legal move"), message);
    }

    @Test
    void aResultsFileKeepsStructuredFields(@TempDir Path dir) {
        try (ResultsStore store = ResultsStore.open(dir.resolve("arena"))) {
            store.append(new MatchRecord("0", Map.of("seats", List.of(Map.of("power", "FRANCE", "end", 5)))));
        }
        try (ResultsStore store = ResultsStore.open(dir.resolve("arena"))) {
            assertEquals(List.of(Map.of("power", "FRANCE", "end", 5)), store.record("0").fields().get("seats"));
        }
    }

    @Test
    void numbersThatAreNotFiniteAreNullInJsonAndEmptyInCsv(@TempDir Path dir) throws Exception {
        try (ResultsStore store = ResultsStore.open(dir.resolve("one"))) {
            Map<String, Object> fields = new java.util.LinkedHashMap<>();
            fields.put("low", Double.NEGATIVE_INFINITY);
            fields.put("high", Double.POSITIVE_INFINITY);
            fields.put("width", Double.NaN);
            fields.put("mean", 7.0);
            fields.put("seats", List.of(Map.of("end", Double.NaN)));
            store.append(new MatchRecord("0", fields));
        }
        String json = Files.readString(dir.resolve("one.jsonl"));
        assertTrue(json.contains("\"low\":null") && json.contains("\"high\":null") && json.contains("\"width\":null")
                && json.contains("\"end\":null") && json.contains("\"mean\":7.0"), json);
        assertTrue(!json.contains("Infinity") && !json.contains("NaN"), json);
        String csv = Files.readString(dir.resolve("one.csv"));
        assertTrue(csv.startsWith("id,low,high,width,mean,seats\n0,,,,7.0,"), csv);
        try (ResultsStore store = ResultsStore.open(dir.resolve("one"))) {
            assertEquals("", store.record("0").text("low"), "read back as missing");
            assertEquals(7.0, store.record("0").number("mean"));
        }
    }
}
