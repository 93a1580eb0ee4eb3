package calhamer.cluster.jobs;

import calhamer.strategy.tournament.MatchPlayer;
import calhamer.strategy.tournament.MatchRecord;
import calhamer.strategy.tournament.TournamentRunner;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import scala.Function1;
import scala.Function2;
import scala.collection.Iterator;
import scala.reflect.ClassTag$;
import scala.runtime.BoxedUnit;

/**
 * Plays a run's games as one Spark job: one task per game (or per {@code gamesPerTask} games in a row), each game
 * played by an executor from its id ({@link MatchSource}); each task's rows come back to the driver as the task ends
 * and are handed to the tournament runner there (which stores them, so a run cut short resumes). Spark schedules the
 * tasks, and runs a task again when its executor is lost; a task that plays the same game again gives the same row,
 * and the runner's store keeps one row per game. A game that throws becomes an error row: it is reported (with the
 * game and the run's settings) and not stored, and the other games go on.
 */
public final class SparkMatchPlayer implements MatchPlayer {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final JavaSparkContext spark;
    private final MatchSource source;
    private final int gamesPerTask;

    /**
     * @param gamesPerTask games one task plays, at least 1
     * @throws IllegalArgumentException when gamesPerTask is below 1
     */
    public SparkMatchPlayer(JavaSparkContext spark, MatchSource source, int gamesPerTask) {
        if (gamesPerTask < 1) {
            throw new IllegalArgumentException("--games-per-task must be at least 1, not " + gamesPerTask);
        }
        this.spark = spark;
        this.source = source;
        this.gamesPerTask = gamesPerTask;
    }

    @Override
    public void play(List<TournamentRunner.Match> matches, Results results) {
        List<String> ids = new ArrayList<>();
        matches.forEach(m -> ids.add(m.id()));
        int tasks = (ids.size() + gamesPerTask - 1) / gamesPerTask;
        JavaRDD<String> games = spark.parallelize(ids, Math.max(1, tasks));
        MatchSource run = source;
        Function1<Iterator<String>, ArrayList<String>> task = (Function1<Iterator<String>, ArrayList<String>>
                & Serializable) it -> {
            ArrayList<String> rows = new ArrayList<>();
            while (it.hasNext()) {
                rows.add(row(run, it.next()));
            }
            return rows;
        };
        Function2<Object, ArrayList<String>, BoxedUnit> handler = (partition, rows) -> {
            rows.forEach(row -> report(row, results));
            return BoxedUnit.UNIT;
        };
        spark.setJobDescription(source.toString());
        try {
            spark.sc().runJob(games.rdd(), task, handler, ClassTag$.MODULE$.apply(ArrayList.class));
        } catch (Exception e) { // Spark's SparkException is checked, though Scala does not declare it
            throw new IllegalStateException("the Spark job stopped (rows stored so far are kept; rerun to resume): "
                    + e.getMessage(), e);
        }
    }

    /**
     * On an executor: plays one game on a fork-join pool of its own with one thread, so the bot's parallel roll-outs
     * (parallel streams, which run on the pool of the thread that starts them) stay on the task's thread: one core
     * per game, and an executor plays as many games at once as it has cores. The rows do not depend on it (the bot's
     * budget is its cells, not the clock).
     *
     * @return the game's record as JSON, or an error row naming the game and the run
     */
    static String row(MatchSource source, String id) {
        ForkJoinPool pool = new ForkJoinPool(1);
        try {
            return pool.submit(() -> played(source, id)).join();
        } finally {
            pool.shutdownNow();
        }
    }

    /** The row of one game played on the calling thread; a game that throws becomes an error row. */
    private static String played(MatchSource source, String id) {
        ObjectNode row = JSON.createObjectNode();
        row.put("id", id);
        try {
            MatchRecord record = source.play(id);
            row.set("fields", JSON.valueToTree(record.fields()));
        } catch (RuntimeException e) {
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            String game;
            try {
                game = source.describe(id);
            } catch (RuntimeException unknown) {
                game = "game " + id + " of " + source;
            }
            row.put("error", game + " failed: " + why);
        }
        try {
            return JSON.writeValueAsString(row);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("cannot write the row of game " + id, e);
        }
    }

    /** On the driver: a row back as the runner's record or failure. */
    @SuppressWarnings("unchecked")
    static void report(String text, Results results) {
        try {
            JsonNode row = JSON.readTree(text);
            String id = row.get("id").asText();
            if (row.has("error")) {
                results.failed(id, row.get("error").asText());
            } else {
                results.played(new MatchRecord(id, JSON.convertValue(row.get("fields"), LinkedHashMap.class)));
            }
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("a task's row is not JSON: " + text, e);
        }
    }
}
