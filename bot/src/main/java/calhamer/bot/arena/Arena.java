package calhamer.bot.arena;

import calhamer.adjudicator.Adjudicator;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.Weights;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.bot.evaluation.CentreInfluenceEvaluator;
import calhamer.bot.DiplomacyBot;
import calhamer.bot.dumbbot.DumbBot;
import calhamer.bot.observer.PhaseObserver;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * The arena: N seeded games of a map in which a tested player (the search bot, the matrix bot or the DumbBot-class
 * player) takes one or more seats against random, hold-only, DumbBot-class or bot opponents ({@link ArenaOptions},
 * {@link Seats}), for a number of game years. Games are independent and are played {@code threads} at a time; each
 * depends only on its seed (unless a bot's time guard cuts a decision short, which its explanation says). With a
 * results file, each game is appended as it ends and games already there are not played again, so a long run can be
 * interrupted and resumed or split by game range. The report tabulates the tested seats per power and summarises
 * them against the opponents with 95% intervals ({@link ArenaSummary}).
 *
 * <p>Command line: {@code java -jar server/target/calhamer.jar arena --help}.
 */
public final class Arena {

    /** One game finished: its record, how many games are done and how many the run has. */
    public record Progress(GameRecord game, int done, int total, boolean resumed) {
    }

    /** Runs the arena without a results file. */
    public ArenaReport run(ArenaOptions options) {
        return run(options, null, progress -> { });
    }

    /**
     * Runs the arena.
     *
     * @param results  a results file to resume from and append to, or null
     * @param listener told of every game as it ends (resumed games first), from the playing threads one at a time
     */
    public ArenaReport run(ArenaOptions options, Path results, Consumer<Progress> listener) {
        DiplomacyMap map = BundledMaps.load(options.map());
        Adjudicator adjudicator = new Adjudicator(map);
        CentreInfluenceEvaluator values = new CentreInfluenceEvaluator(new IncrementalWorldEvaluator(map,
                Weights.PAPER, Decay.PAPER));
        GameRunner runner = new GameRunner(adjudicator, new DiplomacyBot(adjudicator, values),
                new DumbBot(adjudicator), new PhaseObserver(adjudicator, values));
        ArenaFile file = results == null ? null : new ArenaFile(results);
        Map<Integer, GameRecord> done = new TreeMap<>();
        if (file != null) {
            file.read(options.key()).forEach((g, record) -> {
                if (g >= options.from() && g < options.from() + options.games()) {
                    done.put(g, record);
                }
            });
        }
        int total = options.games();
        Object lock = new Object();
        int[] count = {0};
        for (GameRecord g : done.values()) {
            listener.accept(new Progress(g, ++count[0], total, true));
        }
        ExecutorService pool = Executors.newFixedThreadPool(options.threads(), r -> {
            Thread t = new Thread(r, "arena");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int g = options.from(); g < options.from() + total; g++) {
                if (done.containsKey(g)) {
                    continue;
                }
                int game = g;
                futures.add(pool.submit(() -> {
                    GameRecord record = runner.play(options, game);
                    if (file != null) {
                        file.append(record);
                    }
                    synchronized (lock) {
                        done.put(game, record);
                        listener.accept(new Progress(record, ++count[0], total, false));
                    }
                }));
            }
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the arena was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("an arena game failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        List<GameRecord> games;
        synchronized (lock) {
            games = List.copyOf(done.values());
        }
        return new ArenaReport(options, games, ArenaTable.rows(map, games), ArenaSummary.of(games));
    }
}
