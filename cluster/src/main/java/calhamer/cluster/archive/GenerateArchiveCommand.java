package calhamer.cluster.archive;

import calhamer.cluster.jobs.Jobs;
import calhamer.cluster.jobs.SparkOptions;
import calhamer.strategy.tournament.TournamentRunner;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code calhamer-cluster generate-archive --games N --seed S OUT.jsonl}: a game archive of self-play games
 * ({@link ArchiveGenerator}) written as Spark tasks of {@code --games-per-task} games, one record a line in game
 * order; progress on standard error every 10 seconds.
 */
@Command(name = "generate-archive", mixinStandardHelpOptions = true,
        description = "Write an archive of self-play games (one game record a line, the form analyse reads).")
public final class GenerateArchiveCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private SparkOptions spark = new SparkOptions();

    @Parameters(index = "0", paramLabel = "OUT.jsonl", description = "Where the archive goes (replaced).")
    Path out;

    @Option(names = "--games", defaultValue = "100", description = "Games. Default: ${DEFAULT-VALUE}.")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of game 0 (game g: seed + g). Default:"
            + " ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--years", defaultValue = "10", description = "Game years per game. Default: ${DEFAULT-VALUE}.")
    int years;

    @Option(names = "--map", defaultValue = "standard", description = "A bundled map. Default: ${DEFAULT-VALUE}.")
    String map;

    @Option(names = "--player", defaultValue = "dumbbot", description = "The agent in every seat, an agent of"
            + " diplomacy (dumbbot is cheap; the bot, search, costs seconds a decision). Default: ${DEFAULT-VALUE}.")
    String player;

    @Option(names = "--games-per-task", defaultValue = "20", description = "Games one Spark task plays. Default:"
            + " ${DEFAULT-VALUE}.")
    int gamesPerTask;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        ArchiveGenerator generator;
        try {
            if (games < 1 || gamesPerTask < 1) {
                throw new IllegalArgumentException("--games and --games-per-task must be at least 1");
            }
            generator = new ArchiveGenerator(map, years, player, seed);
            generator.check();
        } catch (IllegalArgumentException e) {
            return Jobs.refuse(spec, e.getMessage());
        }
        List<Integer> numbers = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            numbers.add(g);
        }
        long start = System.nanoTime();
        int[] done = {0};
        long[] last = {start};
        try (JavaSparkContext sc = spark.start("generate-archive")) {
            OrderedLines.run(sc.parallelize(numbers, (games + gamesPerTask - 1) / gamesPerTask), generator::record,
                    out, line -> {
                        done[0]++;
                        long now = System.nanoTime();
                        if (now - last[0] >= 10_000_000_000L || done[0] == games) {
                            err.println("calhamer-cluster generate-archive: " + TournamentRunner.describe(done[0],
                                    games, 0, Duration.ofNanos(now - start)));
                            err.flush();
                            last[0] = now;
                        }
                    });
        } catch (UncheckedIOException | IllegalStateException e) {
            return Jobs.fail(spec, e.getMessage());
        }
        spec.commandLine().getOut().println(games + " games written to " + out);
        spec.commandLine().getOut().flush();
        return 0;
    }
}
