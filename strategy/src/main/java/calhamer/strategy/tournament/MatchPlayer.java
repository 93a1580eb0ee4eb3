package calhamer.strategy.tournament;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Who plays the games of a {@link TournamentRunner} run: threads of this JVM ({@link #threads(int)}), or anything
 * else that plays a match from its id and hands back its record, such as the Spark jobs of the {@code cluster}
 * module. Either way a game's record depends only on the match (its id and the run's settings), never on where or in
 * what order it is played, and the runner stores, resumes and reports the games alike.
 */
@FunctionalInterface
public interface MatchPlayer {

    /** What a player reports, one call at a time (never two at once). */
    interface Results {
        /** A game was played: its record as the match gave it (the runner adds the run's settings). */
        void played(MatchRecord record);

        /**
         * A game failed and was not stored (a rerun plays it again); the others go on.
         *
         * @param id    the match's id
         * @param error what went wrong, in words
         */
        void failed(String id, String error);
    }

    /**
     * Plays every match, reporting each as it ends.
     *
     * @throws InterruptedException when the caller is interrupted before every game is played
     */
    void play(List<TournamentRunner.Match> matches, Results results) throws InterruptedException;

    /**
     * Plays on a fixed number of threads of this JVM (each game on one thread; both cores busy with two). A game that
     * fails stops the run: the error names the game.
     *
     * @throws IllegalArgumentException when threads is below 1
     */
    static MatchPlayer threads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        return (matches, results) -> {
            ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
                Thread t = new Thread(r, "tournament");
                t.setDaemon(true);
                return t;
            });
            ExecutorCompletionService<MatchRecord> done = new ExecutorCompletionService<>(pool);
            try {
                for (TournamentRunner.Match m : matches) {
                    done.submit(() -> {
                        try {
                            return m.play().get();
                        } catch (RuntimeException e) {
                            throw new IllegalStateException("game " + m.id() + " failed: " + e.getMessage(), e);
                        }
                    });
                }
                for (int finished = 0; finished < matches.size(); finished++) {
                    results.played(done.take().get());
                }
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                throw cause instanceof RuntimeException r ? r : new IllegalStateException(cause);
            } finally {
                pool.shutdownNow();
            }
        };
    }
}
