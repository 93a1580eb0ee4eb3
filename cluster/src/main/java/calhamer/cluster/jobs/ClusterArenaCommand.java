package calhamer.cluster.jobs;

import calhamer.bot.BotBudget;
import calhamer.bot.BotOptions;
import calhamer.bot.arena.Arena;
import calhamer.bot.arena.ArenaOptions;
import calhamer.bot.arena.ArenaReport;
import calhamer.strategy.tournament.TournamentRunner;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code calhamer-cluster arena}: the arena of {@code calhamer arena} (the same options, less the DAIDE ones, and the
 * same results file, table and summary) with its games played as Spark tasks ({@link SparkMatchPlayer}): one task
 * per game by default, each game from its seed, so that the rows are those of the single-machine run with the same
 * settings when the bot plays on its cell budget alone (a {@code --time} guard no decision reaches). Prints each game
 * as it ends, the runner's progress line on standard error every 10 seconds, each failed game with its seed and
 * settings (the others go on; exit status 1), then the table per power and the summary.
 */
@Command(name = "arena", mixinStandardHelpOptions = true,
        description = "Seeded games of a tested player against others as Spark tasks; prints every game, a table per"
                + " power and a summary with 95%% intervals.")
public final class ClusterArenaCommand implements Callable<Integer>, MatchCommand {
    private static final long PROGRESS_NANOS = 10_000_000_000L;

    @Spec
    private CommandSpec spec;

    @Mixin
    private SparkOptions spark = new SparkOptions();

    @Option(names = "--games", defaultValue = "50", description = "Games to play. Default: ${DEFAULT-VALUE}.")
    int games;

    @Option(names = "--from", defaultValue = "0", description = "Number of the first game (game g: seed + g).")
    int from;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of game 0. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--years", defaultValue = "10", description = "Game years per game. Default: ${DEFAULT-VALUE}.")
    int years;

    @Option(names = "--player", defaultValue = "search", description = "The tested player, an agent of diplomacy."
            + " Default: ${DEFAULT-VALUE}.")
    String player;

    @Option(names = "--opponents", defaultValue = "random", description = "The opponents, an agent of diplomacy."
            + " Default: ${DEFAULT-VALUE}.")
    String opponents;

    @Option(names = "--seats", defaultValue = "1", description = "Seats of the tested player. Default: 1.")
    int seats;

    @Option(names = "--opponent-seats", defaultValue = "-1",
            description = "Seats of the opponents (the rest: dumbbot). Default: all other seats.")
    int opponentSeats;

    @Option(names = "--map", defaultValue = "standard", description = "A bundled map. Default: ${DEFAULT-VALUE}.")
    String map;

    @Option(names = "--powers", split = ",", description = "Powers the tested player plays, in turn (default: all).")
    List<String> powers;

    @Option(names = "--cells", defaultValue = "0",
            description = "The bot's cell budget per decision (0: 20,000 per 1,500 ms of --time).")
    long cells;

    @Option(names = "--time", defaultValue = "0", description = "The bot's time guard per decision, ms (0: default)."
            + " For rows that do not depend on the machine, one no decision reaches.")
    long time;

    @Option(names = "--depth", defaultValue = "1", description = "Matrix method: 1, or 2 for the ply-two expansion.")
    int depth;

    @Option(names = "--play", description = "most-probable or sampled: how the bot plays its equilibrium.")
    String play;

    @Option(names = "--learn", defaultValue = "0",
            description = "Learn the others' social rows from their last K movement phases (0: no learning).")
    int learn;

    @Option(names = "--out", description = "Results file (JSON lines): appended per game; resumes the games of a run"
            + " with the same settings.")
    Path out;

    @Option(names = "--no-memory", description = "Do not tell the bot the last movement phase.")
    boolean noMemory;

    @Option(names = "--games-per-task", defaultValue = "1", description = "Games one Spark task plays."
            + " Default: ${DEFAULT-VALUE}.")
    int gamesPerTask;

    /** The run's options, as {@code calhamer arena} makes them. */
    ArenaOptions options() {
        Boolean mostProbable = null;
        if (play != null) {
            mostProbable = switch (play.strip().toLowerCase(Locale.ROOT)) {
                case "most-probable" -> true;
                case "sampled" -> false;
                default -> throw new IllegalArgumentException("--play is most-probable or sampled, not '" + play
                        + "'");
            };
        }
        BotOptions bot = BotOptions.defaults().withBudget(new BotBudget(cells, time)).withDepth(depth)
                .withMostProbable(mostProbable);
        List<String> upper = powers == null ? null
                : powers.stream().map(p -> p.trim().toUpperCase(Locale.ROOT)).toList();
        return new ArenaOptions(map, games, seed, years, player, opponents, upper, bot, learn, from, seats,
                opponentSeats, 1, !noMemory);
    }

    @Override
    public List<TournamentRunner.Match> matches() {
        return new Arena().matches(options());
    }

    @Override
    public String describe(String id) {
        ArenaOptions o = options();
        return "arena game " + id + " (seed " + (o.seed() + Integer.parseInt(id)) + ", settings " + o.key() + ")";
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ArenaOptions options;
        try {
            options = options();
            matches();
        } catch (IllegalArgumentException e) {
            return Jobs.refuse(spec, e.getMessage());
        }
        int[] failed = {0};
        long[] lastLine = {System.nanoTime()};
        ArenaReport report;
        try (JavaSparkContext sc = spark.start("arena")) {
            SparkMatchPlayer player = new SparkMatchPlayer(sc, MatchSource.of("arena", CommandArgs.of(spec)),
                    gamesPerTask);
            report = new Arena().run(options, this.out, progress -> {
                if (progress.error() != null) {
                    failed[0]++;
                    err.println("calhamer-cluster arena: " + progress.error());
                    err.flush();
                    return;
                }
                out.println(progress.gameLine());
                out.flush();
                long now = System.nanoTime();
                if (!progress.resumed() && (now - lastLine[0] >= PROGRESS_NANOS
                        || progress.played() == progress.toPlay())) {
                    err.println("calhamer-cluster arena: " + progress.line());
                    err.flush();
                    lastLine[0] = now;
                }
            }, player);
        } catch (IllegalArgumentException e) {
            return Jobs.refuse(spec, e.getMessage());
        } catch (IllegalStateException | UncheckedIOException e) {
            return Jobs.fail(spec, e.getMessage());
        }
        out.println();
        out.print(report.format());
        if (failed[0] > 0) {
            out.println(failed[0] + " game(s) failed (above, on standard error): a rerun with the same --out plays"
                    + " them again");
        }
        out.flush();
        return failed[0] == 0 ? 0 : 1;
    }
}
