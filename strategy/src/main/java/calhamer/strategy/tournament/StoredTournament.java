package calhamer.strategy.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A tournament kept in a results store at a prefix ({@link ResultsStore}: {@code PREFIX.jsonl} and {@code
 * PREFIX.csv}), as the command lines run one: the games not yet stored played by a {@link MatchPlayer} (threads of
 * this JVM, or a cluster's) through the one {@link TournamentRunner}, progress lines on a writer, and the stored rows
 * of the run's matches for its tables. What {@code calhamer tournament} and {@code calhamer-cluster tournament}
 * share.
 */
public final class StoredTournament {

    /**
     * What a run left in the store.
     *
     * @param played the stored rows of the run's matches (a store may hold more: games of a larger run)
     * @param failed games the player reported failed (not stored; a rerun plays them)
     */
    public record Result(List<MatchRecord> played, int failed) {
    }

    private StoredTournament() {
    }

    /**
     * Opens the store (making its folder), plays the matches not yet stored unless the player is null, and returns
     * the stored rows of these matches. Progress goes to {@code err} as lines {@code NAME: ...}: first the number of
     * games and where the results go, then the runner's progress line at most every {@code every} (and at the end),
     * and each failed game.
     *
     * @param player who plays the games, or null to play nothing (tables from stored games)
     * @throws IllegalArgumentException when a stored game was played with other settings ({@link TournamentRunner})
     * @throws IOException              when the folder cannot be made
     * @throws java.io.UncheckedIOException when the store cannot be read or written
     */
    public static Result play(Path prefix, List<TournamentRunner.Match> matches, Map<String, Object> settings,
                              MatchPlayer player, String name, PrintWriter err, Duration every) throws IOException {
        Path parent = prefix.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        int[] failed = {0};
        try (ResultsStore store = ResultsStore.open(prefix)) {
            if (player != null) {
                TournamentRunner.run(matches, settings, store, player, new TournamentRunner.Progress() {
                    @Override
                    public void report(int done, int toPlay, int stored, Duration elapsed) {
                        if (done == 0) { // the first report: the settings are checked, nothing is played yet
                            err.println(name + ": " + matches.size() + " games; results in " + store.jsonl()
                                    + " and " + store.csv());
                        }
                        err.println(name + ": " + TournamentRunner.describe(done, toPlay, stored, elapsed));
                        err.flush();
                    }

                    @Override
                    public void failed(String id, String error) {
                        failed[0]++;
                        err.println(name + ": " + error);
                        err.flush();
                    }
                }, every);
            }
            Set<String> ids = new HashSet<>();
            matches.forEach(m -> ids.add(m.id()));
            return new Result(store.records().stream().filter(r -> ids.contains(r.id())).toList(), failed[0]);
        }
    }
}
