package calhamer.games.nodekayles;

import calhamer.strategy.search.SearchBudgetException;
import calhamer.strategy.solve.SolveLimits;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The root question of {@link KaylesOutcome#losing} on two cores: whether some option of a large component c has
 * nimber u. Its options, ordered fewest vertices left first (cheapest first, as on one thread), are taken in turn
 * by the calling thread's search and by a helper thread's, each taking the next one when it finishes one (taking the
 * longest first on the helper's side balances a lost position better, 6 %, but finds a win later, 33 %). The two
 * share one table ({@link SetTable}), so what either proves serves both. The first to find an option of nimber u
 * cancels the other ({@link SolveLimits#cancel}); when neither does, every option has been searched. A won
 * position's winning move is therefore in the table afterwards, as after the search on one thread.
 *
 * <p>A lost position must refute every option, so the two run side by side for the whole search: that is where the
 * second core counts (docs/results.md). A limit either thread reaches stops both; the caller waits for the helper
 * before returning or throwing, so no thread outlives the answer.
 */
final class OptionRace {
    private final KaylesOutcome caller;
    private final KaylesOutcome helper;

    OptionRace(KaylesOutcome caller) {
        this.caller = caller;
        this.helper = caller.racer();
    }

    /**
     * Whether the race may use a second thread: more than one core, and not inside a fork-join pool of one thread (a
     * server's request pool bounds its requests' threads).
     */
    static boolean allowed() {
        ForkJoinPool pool = ForkJoinTask.getPool();
        int cores = pool == null || pool == ForkJoinPool.commonPool()
                ? Runtime.getRuntime().availableProcessors() : pool.getParallelism();
        return cores > 1;
    }

    /**
     * @param limits the solve's limits (each racer takes a {@link SolveLimits#worker})
     * @return whether some option of c has nimber u
     */
    boolean run(long c, int u, SolveLimits limits) {
        long[] options = caller.optionsByLeft(c);
        SolveLimits mine = limits.worker();
        SolveLimits theirs = limits.worker();
        SearchBudgetException beaten = new SearchBudgetException(SearchBudgetException.Limit.TIME,
                "another worker answered first");
        AtomicBoolean found = new AtomicBoolean();
        AtomicInteger next = new AtomicInteger();
        Throwable[] failure = new Throwable[1];
        Thread thread = new Thread(() -> {
            try {
                if (helper.someOptionIs(c, u, options, next, theirs, found) && found.compareAndSet(false, true)) {
                    mine.cancel(beaten);
                }
            } catch (RuntimeException | Error e) {
                if (e != beaten) {
                    failure[0] = e;
                    mine.cancel(beaten);
                }
            }
        }, "node-kayles-race");
        thread.setDaemon(true);
        thread.start();
        try {
            if (caller.someOptionIs(c, u, options, next, mine, found) && found.compareAndSet(false, true)) {
                theirs.cancel(beaten);
            }
        } catch (RuntimeException | Error e) {
            if (e != beaten) {
                theirs.cancel(beaten);
                limits.await(thread);
                throw e;
            }
        } finally {
            caller.restore(limits);
        }
        limits.await(thread);
        if (failure[0] instanceof RuntimeException e) {
            throw e;
        }
        if (failure[0] instanceof Error e) {
            throw e;
        }
        return found.get();
    }
}
