package calhamer.server.cli;

import calhamer.strategy.search.SearchClock;
import calhamer.strategy.tournament.MatchPlayer;
import calhamer.strategy.tournament.MatchRecord;
import calhamer.strategy.tournament.StoredTournament;
import calhamer.strategy.tournament.TournamentRunner;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** The options and the run every tournament shares: where results go, threads, seed, clock, progress. */
public final class TournamentOptions {
    @Option(names = "--out", required = true,
            description = "Results prefix: writes PREFIX.jsonl and PREFIX.csv; a rerun skips the games stored there.")
    Path out;

    @Option(names = "--threads", defaultValue = "2", description = "Games played at once. Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(names = "--seed", defaultValue = "1", description = "Tournament seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--clock", defaultValue = "cpu",
            description = "What time budgets count: cpu (the searching thread's CPU time) or wall. "
                    + "Default: ${DEFAULT-VALUE}.")
    String clock;

    @Option(names = "--progress-seconds", defaultValue = "10",
            description = "Seconds between progress lines on standard error. Default: ${DEFAULT-VALUE}.")
    int progressSeconds;

    @Option(names = "--tables-only", description = "Print the tables from the stored results without playing.")
    boolean tablesOnly;

    /** The clock option. */
    SearchClock searchClock() {
        switch (clock.strip().toLowerCase(Locale.ROOT)) {
            case "cpu":
                return SearchClock.THREAD_CPU;
            case "wall":
                return SearchClock.WALL;
            default:
                throw new IllegalArgumentException("--clock is cpu or wall, not '" + clock + "'");
        }
    }

    /** Reports a bad option on standard error; returns the exit status 2. */
    static int refuse(CommandSpec spec, String name, String message) {
        spec.commandLine().getErr().println("calhamer tournament " + name + ": " + message);
        spec.commandLine().getErr().flush();
        return 2;
    }

    /**
     * Plays the matches not yet stored (unless {@code --tables-only}), then prints the tables of the stored results
     * of these matches (a store may hold more: games of a larger run with the same prefix); returns the exit status.
     * A run refuses to resume games stored with other settings (exit status 2, naming the game and the setting);
     * {@code --tables-only} plays nothing, so it prints the stored games' settings in place of the header.
     *
     * @param settings what each game is played with beyond its id ({@link TournamentRunner#run})
     * @param header   what the tables of a playing run start with (its settings in words)
     */
    int run(CommandSpec spec, String name, List<TournamentRunner.Match> matches, Map<String, Object> settings,
            String header, Function<List<MatchRecord>, String> tables) {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            List<MatchRecord> played = StoredTournament.play(this.out, matches, settings,
                    tablesOnly ? null : MatchPlayer.threads(threads), "calhamer tournament " + name, err,
                    Duration.ofSeconds(Math.max(1, progressSeconds))).played();
            out.print((tablesOnly ? storedSettings(played, settings) : header) + tables.apply(played));
            out.flush();
            return 0;
        } catch (IllegalArgumentException e) {
            return refuse(spec, name, e.getMessage());
        } catch (RuntimeException | java.io.IOException e) {
            err.println("calhamer tournament " + name + ": " + e.getMessage());
            err.flush();
            return 1;
        }
    }

    /** {@code settings of the stored games: millis 250; clock cpu, wall; ...}: each setting's values among them. */
    private static String storedSettings(List<MatchRecord> played, Map<String, Object> settings) {
        StringBuilder b = new StringBuilder("settings of the stored games:");
        String separator = " ";
        for (String key : settings.keySet()) {
            Set<String> values = new LinkedHashSet<>();
            played.forEach(r -> values.add(r.fields().containsKey(key) ? r.text(key) : "unrecorded"));
            b.append(separator).append(key).append(' ').append(String.join(", ", values));
            separator = "; ";
        }
        return b.append("\n\n").toString();
    }
}
