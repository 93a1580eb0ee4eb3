package calhamer.cluster.jobs;

import calhamer.strategy.search.SearchClock;
import calhamer.strategy.tournament.MatchRecord;
import calhamer.strategy.tournament.StoredTournament;
import calhamer.strategy.tournament.TournamentRunner;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * The options and the run the cluster's tournaments share, as {@code calhamer tournament}'s: the results prefix
 * ({@code PREFIX.jsonl} and {@code PREFIX.csv}), seed, clock, progress; games played as Spark tasks
 * ({@link SparkMatchPlayer}) by the one {@link TournamentRunner} through {@link StoredTournament}, as the
 * single-machine command plays them on threads, and the papers' tables printed from the stored rows. A failed game is printed with its settings and not stored (exit status 1; a rerun plays it).
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
        String name = spec.qualifiedName(" ");
        try (JavaSparkContext sc = spark.start(spec.name())) {
            SparkMatchPlayer player = new SparkMatchPlayer(sc, MatchSource.of(spec.name(), CommandArgs.of(spec)),
                    gamesPerTask);
            StoredTournament.Result result = StoredTournament.play(this.out, matches, settings, player, name,
                    spec.commandLine().getErr(), Duration.ofSeconds(Math.max(1, progressSeconds)));
            out.print(header + tables.apply(result.played()));
            if (result.failed() > 0) {
                out.println(result.failed() + " game(s) failed (above, on standard error): a rerun with the same"
                        + " --out plays them again");
            }
            out.flush();
            return result.failed() == 0 ? 0 : 1;
        } catch (IllegalArgumentException e) {
            return Jobs.refuse(spec, e.getMessage());
        } catch (RuntimeException | java.io.IOException e) {
            return Jobs.fail(spec, e.getMessage());
        }
    }
}
