package calhamer.cluster.archive;

import calhamer.cluster.jobs.Jobs;
import calhamer.cluster.jobs.SparkOptions;
import calhamer.wire.WireJson;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code calhamer-cluster analyse GAMES.jsonl --out ANALYSIS.jsonl}: every game record of an archive analysed as a
 * Spark job ({@link GameAnalysis}: each phase adjudicated and checked against the next recorded position, each
 * power's influence standing per phase, a summary per game), one answer a line in the archive's order; a line that
 * cannot be read gets an error line naming it and the others go on (exit status 1). Prints the totals: games, phases,
 * phases agreeing with their records, bad lines, and the throughput. Memory stays flat on any length of archive: the
 * archive is read in splits by the executors, and the driver holds only the answers of tasks that ended early.
 */
@Command(name = "analyse", mixinStandardHelpOptions = true,
        description = "Adjudicate every phase of an archive of game records, check it against the next recorded"
                + " position, score each power's influence standing per phase; one answer a line.")
public final class AnalyseCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private SparkOptions spark = new SparkOptions();

    @Parameters(index = "0", paramLabel = "GAMES.jsonl", description = "The archive: one game record a line; a"
            + " file here, or a URL every executor reads (hdfs://, s3a://, file:// on a shared file system).")
    String games;

    @Option(names = "--out", required = true, description = "Where the answers go (JSON lines, replaced).")
    Path out;

    @Option(names = "--partitions", defaultValue = "0", description = "Least number of Spark tasks (0: Spark's"
            + " splits of the file, at least two).")
    int partitions;

    /** The totals of a run. */
    private static final class Totals {
        long games;
        long phases;
        long agreeing;
        long errors;
    }

    @Override
    public Integer call() {
        PrintWriter print = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean url = games.contains("://");
        if (!url && !Files.isRegularFile(Path.of(games))) {
            return Jobs.refuse(spec, "no archive at " + games + " (one game record a line)");
        }
        Totals totals = new Totals();
        long start = System.nanoTime();
        long[] last = {start};
        try (JavaSparkContext sc = spark.start("analyse")) {
            String path = url ? games : Path.of(games).toAbsolutePath().toUri().toString();
            OrderedLines.run(sc.textFile(path, Math.max(2, partitions)).zipWithIndex()
                    .map(t -> GameAnalysis.analyse(t._1(), t._2() + 1).toString()), line -> line, out, line -> {
                        count(line, totals, err);
                        long now = System.nanoTime();
                        if (now - last[0] >= 10_000_000_000L) {
                            double seconds = (now - start) / 1e9;
                            err.printf(Locale.ROOT, "calhamer-cluster analyse: %d games, %d phases, %.0f phases/s%n",
                                    totals.games, totals.phases, totals.phases / seconds);
                            err.flush();
                            last[0] = now;
                        }
                    });
        } catch (UncheckedIOException | IllegalStateException e) {
            return Jobs.fail(spec, e.getMessage());
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        print.printf(Locale.ROOT, "%d games, %d phases: %d agreeing with their records, %d not; %d bad line(s)%n",
                totals.games, totals.phases, totals.agreeing, totals.phases - totals.agreeing, totals.errors);
        print.printf(Locale.ROOT, "%.1f s: %.0f phases/s, %.1f games/s; answers in %s%n", seconds,
                totals.phases / seconds, totals.games / seconds, out);
        print.flush();
        return totals.errors == 0 && totals.agreeing == totals.phases ? 0 : 1;
    }

    /**
     * Adds an answer to the totals, reading its first fields only ({@link GameAnalysis} writes {@code phases} and
     * {@code agreeing}, or {@code error}, before the standings).
     */
    private static void count(String line, Totals totals, PrintWriter err) {
        try (JsonParser p = WireJson.factory().createParser(line)) {
            long phases = -1;
            p.nextToken();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                if (field.equals("error")) {
                    totals.errors++;
                    err.println("calhamer-cluster analyse: " + p.getText());
                    err.flush();
                    return;
                } else if (field.equals("phases")) {
                    phases = p.getLongValue();
                } else if (field.equals("agreeing")) {
                    totals.games++;
                    totals.phases += phases;
                    totals.agreeing += p.getLongValue();
                    return;
                } else {
                    p.skipChildren();
                }
            }
            throw new IllegalStateException("an answer without its totals: " + line);
        } catch (IOException e) {
            throw new UncheckedIOException("an answer is not JSON: " + line, e);
        }
    }
}
