package calhamer.cluster.jobs;

import calhamer.strategy.search.SearchClock;
import calhamer.strategy.tournament.MatchRecord;
import calhamer.strategy.tournament.ResultsStore;
import calhamer.strategy.tournament.TournamentRunner;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * The options and the run the cluster's tournaments share, as {@code calhamer tournament}'s: the results prefix
 * ({@code PREFIX.jsonl} and {@code PREFIX.csv}, by the one {@link ResultsStore}), seed, clock, progress; games played
 * as Spark tasks ({@link SparkMatchPlayer}) by the one {@link TournamentRunner}, and the papers' tables printed from
 * the stored rows. A failed game is printed with its settings and not stored (exit status 1; a rerun plays it).
 */
public final class TournamentJob {
    @Mixin
    SparkOptions spark = new SparkOptions();

    @Option(names = "--out", required = true,
            description = "Results prefix: writes PREFIX.jsonl and PREFIX.csv; a rerun skips the games stored there.")
    Path out;

    @Option(names = "--seed", defaultValue = "1", description = "Tournament seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--clock", defaultValue = "cpu", description = "What time budgets count: cpu (the searching"
            + " thread's CPU time) or wall. Default: ${DEFAULT-VALUE}.")
    String clock;

    @Option(names = "--progress-seconds", defaultValue = "10",
            description = "Seconds between progress lines on standard error. Default: ${DEFAULT-VALUE}.")
    int progressSeconds;

    @Option(names = "--games-per-task", defaultValue = "1", description = "Games one Spark task plays."
            + " Default: ${DEFAULT-VALUE}.")
    int gamesPerTask;

    /** The clock option. */
    SearchClock searchClock() {
        return switch (clock.strip().toLowerCase(Locale.ROOT)) {
            case "cpu" -> SearchClock.THREAD_CPU;
            case "wall" -> SearchClock.WALL;
            default -> throw new IllegalArgumentException("--clock is cpu or wall, not '" + clock + "'");
        };
    }

    /**
     * Plays the matches not yet stored on Spark, then prints the tables of the stored rows of these matches.
     *
     * @return the exit status: 0, 1 when a game failed or the run could not go on, 2 for a refused run
     */
    int run(CommandSpec spec, List<TournamentRunner.Match> matches, Map<String, Object> settings, String header,
            Function<List<MatchRecord>, String> tables) {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String name = spec.qualifiedName(" ");
        int[] failed = {0};
        try {
            Path parent = this.out.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            try (ResultsStore store = ResultsStore.open(this.out); JavaSparkContext sc = spark.start(spec.name())) {
                SparkMatchPlayer player = new SparkMatchPlayer(sc, MatchSource.of(spec.name(), CommandArgs.of(spec)),
                        gamesPerTask);
                TournamentRunner.run(matches, settings, store, player, new TournamentRunner.Progress() {
                    @Override
                    public void report(int done, int toPlay, int stored, Duration elapsed) {
                        if (done == 0) {
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
                }, Duration.ofSeconds(Math.max(1, progressSeconds)));
                Set<String> ids = new HashSet<>();
                matches.forEach(m -> ids.add(m.id()));
                List<MatchRecord> played = store.records().stream().filter(r -> ids.contains(r.id())).toList();
                out.print(header + tables.apply(played));
                if (failed[0] > 0) {
                    out.println(failed[0] + " game(s) failed (above, on standard error): a rerun with the same --out"
                            + " plays them again");
                }
                out.flush();
            }
            return failed[0] == 0 ? 0 : 1;
        } catch (IllegalArgumentException e) {
            return Jobs.refuse(spec, e.getMessage());
        } catch (RuntimeException | java.io.IOException e) {
            return Jobs.fail(spec, e.getMessage());
        }
    }
}
