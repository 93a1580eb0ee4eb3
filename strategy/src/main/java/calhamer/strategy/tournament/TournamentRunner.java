package calhamer.strategy.tournament;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The one tournament runner: the Spread-It and Quoridor experiments and the Diplomacy arena play their games through
 * it. Plays the games with a {@link MatchPlayer}: on a fixed number of threads (each game on one thread; both cores
 * busy with two), or on a Spark cluster (the {@code cluster} module); skips those
 * whose results are already in the {@link MatchStore} (resuming after an interruption), stores each game as it ends,
 * and reports progress. A game's outcome depends only on its own seed (and, with time budgets, on the time it gets),
 * never on which thread plays it or in what order. A game that fails stops the tournament: the error names the game.
 * What a game's id does not say but its play depends on (budgets, seeds, rule options) is the run's settings: every
 * record carries them, and a run does not resume games stored with other settings, so one results file never mixes
 * two experiments under one id.
 */
public final class TournamentRunner {

    /** One game to play: its id and how to play it. */
    public record Match(String id, Supplier<MatchRecord> play) {
    }

    /**
     * Where progress goes (the command line prints it on standard error). The first report, the only one with
     * {@code done} 0, comes once the stored games' settings are checked and before any game starts.
     */
    @FunctionalInterface
    public interface Progress {
        /**
         * @param done      games finished in this run
         * @param toPlay    games this run plays (the rest were stored already)
         * @param stored    games found stored at the start
         * @param elapsed   time since this run started
         */
        void report(int done, int toPlay, int stored, Duration elapsed);

        /**
         * One game just stored, on the caller's thread, before the report that counts it (nothing by default).
         *
         * @param done games finished in this run, this one included
         */
        default void finished(MatchRecord record, int done, int toPlay, int stored, Duration elapsed) {
        }

        /**
         * A game failed and was not stored (only a player of games that goes on after a failure reports one; a
         * rerun plays it again). Nothing by default.
         *
         * @param id    the game's id
         * @param error what went wrong, naming the game
         */
        default void failed(String id, String error) {
        }
    }

    private TournamentRunner() {
    }

    /**
     * Plays every match not yet in the store; each new record carries the run's settings after the game's own fields.
     *
     * @param settings what every game of this run is played with beyond its id, by record field (none may be a field
     *                 the games write themselves)
     * @param every    the least time between two progress reports (the last one is always reported)
     * @return the games played in this run
     * @throws IllegalArgumentException when a stored game of this run was played with other settings, naming the
     *                                  results file, the game, the setting and both values
     * @throws IllegalStateException    naming the match whose game failed
     */
    public static int run(List<Match> matches, Map<String, Object> settings, MatchStore store, int threads,
                          Progress progress, Duration every) {
        return run(matches, settings, store, MatchPlayer.threads(threads), progress, every);
    }

    /**
     * Plays every match not yet in the store with the given player of games (threads of this JVM, or a cluster's);
     * otherwise as {@link #run(List, Map, MatchStore, int, Progress, Duration)}. A game the player reports failed is
     * not stored and is told to {@link Progress#failed}.
     *
     * @return the games played and stored in this run
     */
    public static int run(List<Match> matches, Map<String, Object> settings, MatchStore store, MatchPlayer player,
                          Progress progress, Duration every) {
        requireSameSettings(matches, settings, store);
        List<Match> todo = new ArrayList<>();
        for (Match m : matches) {
            if (!store.has(m.id())) {
                todo.add(m);
            }
        }
        int stored = matches.size() - todo.size();
        long start = System.nanoTime();
        progress.report(0, todo.size(), stored, Duration.ZERO);
        if (todo.isEmpty()) {
            return 0;
        }
        int[] finished = {0};
        long[] lastReport = {start};
        try {
            player.play(todo, new MatchPlayer.Results() {
                @Override
                public void played(MatchRecord played) {
                    MatchRecord record = withSettings(played, settings);
                    store.append(record);
                    finished[0]++;
                    long now = System.nanoTime();
                    progress.finished(record, finished[0], todo.size(), stored, Duration.ofNanos(now - start));
                    if (now - lastReport[0] >= every.toNanos() || finished[0] == todo.size()) {
                        progress.report(finished[0], todo.size(), stored, Duration.ofNanos(now - start));
                        lastReport[0] = now;
                    }
                }

                @Override
                public void failed(String id, String error) {
                    progress.failed(id, error);
                }
            });
            return finished[0];
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the tournament was interrupted; rerun to resume", e);
        }
    }

    /**
     * Checks that the stored games among these matches were played with these settings: each must carry every
     * setting with the same value (compared as text, as the JSON Lines file keeps it). O(matches × settings).
     *
     * @throws IllegalArgumentException naming the results file, the first such game, the setting and both values
     */
    private static void requireSameSettings(List<Match> matches, Map<String, Object> settings, MatchStore store) {
        for (Match m : matches) {
            MatchRecord stored = store.record(m.id());
            if (stored == null) {
                continue;
            }
            for (Map.Entry<String, Object> setting : settings.entrySet()) {
                String key = setting.getKey();
                String asked = String.valueOf(setting.getValue());
                if (!stored.fields().containsKey(key) || !stored.text(key).equals(asked)) {
                    throw new IllegalArgumentException(store.where() + " holds game " + m.id() + " played with "
                            + key + (stored.fields().containsKey(key) ? " " + stored.text(key) : " unrecorded")
                            + ", not " + asked + ": resume it with the settings it was played with, or store this"
                            + " run elsewhere");
                }
            }
        }
    }

    private static MatchRecord withSettings(MatchRecord played, Map<String, Object> settings) {
        Map<String, Object> fields = new LinkedHashMap<>(played.fields());
        for (Map.Entry<String, Object> setting : settings.entrySet()) {
            if (fields.putIfAbsent(setting.getKey(), setting.getValue()) != null) {
                throw new IllegalStateException("game " + played.id() + " writes the setting " + setting.getKey()
                        + " itself");
            }
        }
        return new MatchRecord(played.id(), fields);
    }

    /** {@code 120/900 games (35 stored), 14.2 games/min, about 55 min left} for a progress report. */
    public static String describe(int done, int toPlay, int stored, Duration elapsed) {
        double minutes = elapsed.toNanos() / 6e10;
        double rate = minutes > 0 ? done / minutes : 0;
        String left = done == 0 || rate == 0 ? "time left unknown yet"
                : "about " + humanMinutes((toPlay - done) / rate) + " left";
        return String.format(java.util.Locale.ROOT, "%d/%d games%s, %.1f games/min, %s", done, toPlay,
                stored > 0 ? " (" + stored + " already stored)" : "", rate, done == toPlay ? "done" : left);
    }

    private static String humanMinutes(double minutes) {
        if (minutes < 1) {
            return Math.round(minutes * 60) + " s";
        }
        if (minutes < 120) {
            return Math.round(minutes) + " min";
        }
        return String.format(java.util.Locale.ROOT, "%.1f h", minutes / 60);
    }
}
