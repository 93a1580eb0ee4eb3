package calhamer.strategy.solve;

import calhamer.strategy.game.UnsupportedGameException;
import calhamer.strategy.search.SearchBudgetException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Exact Left and Right scores of sums of components of a partizan scoring game in Milnor's universe
 * ({@link ScoringComponents}): Ls(G) = max over Left options (points + Rs(G')), Rs(G) = min over Right options
 * (Ls(G') − points), 0 for the empty sum (Larsson, Nowakowski and Santos, "Scoring games: the state of play",
 * 2017; the recursion of Duchêne et al., "INFLUENCE", Definition 7).
 *
 * <p>Sums are keyed by their components' numbers, sorted, with each component cancelled against its negative
 * ({@link Sums}); Rs(G) is read as −Ls(−G), so one table of Left-score bounds serves both players. The search is
 * alpha-beta with that transposition table ({@link ScoringSearch}); at the root, the options are shared among
 * {@code threads} threads, which share the table and the best value so far. Threads run with a large stack, so
 * long games do not overflow it. Worst case exponential in the size; the table holds at most one entry per distinct
 * sum. The solver keeps its table between calls (reuse it for related positions: a table of segments computed in
 * order of size reuses every smaller one).
 *
 * <p>Components of at most a share of the root's points (by default {@link #PRUNED_SHARE}) are simplified the first
 * time a search meets them: the equivalent sum the rules suggest replaces them in every sum formed afterwards once
 * two null-window searches have proven it ({@link Equivalents}), and they lose their dominated options
 * ({@link Dominance}; at most two null-window tests an option). Each of these searches is of a sum of at most twice
 * the component's points (with two fifths, under four fifths of the root's). Measured on INFLUENCE segments
 * (docs/results.md): S_120 from an empty table visits 1.3 million sums instead of 8.6 million.
 *
 * <p>Edge cases: the empty sum scores 0; more than 500,000 points or 32,000 components are refused with
 * {@link UnsupportedGameException}; the {@link SolveLimits} stop every thread with a
 * {@link SearchBudgetException} when the table reaches the budget's iterations, its time runs out or the caller is
 * interrupted.
 *
 * @param <P> the component type
 */
public final class ScoringSolver<P> {
    private static final int MAX_SIZE = 500_000;
    private static final int MAX_COMPONENTS = 32_000;
    private static final long STACK_BYTES = 128L << 20;
    /** The default share of a root's points up to which components are pruned of dominated options. */
    public static final double PRUNED_SHARE = 0.4;

    private final ComponentIds<P> ids;
    private final BoundTable table = new BoundTable();
    private final int threads;
    private final double prunedShare;

    /** @param threads how many threads share the options of a root (at least 1) */
    public ScoringSolver(ScoringComponents<P> rules, int threads) {
        this(rules, threads, PRUNED_SHARE);
    }

    /**
     * @param threads     how many threads share the options of a root (at least 1)
     * @param prunedShare components of at most this share of a root's points lose their dominated options: 0 for
     *                    none, 1 for every component
     */
    public ScoringSolver(ScoringComponents<P> rules, int threads, double prunedShare) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        if (!(prunedShare >= 0 && prunedShare <= 1)) {
            throw new IllegalArgumentException("the pruned share must be between 0 and 1: " + prunedShare);
        }
        this.ids = new ComponentIds<>(rules);
        this.threads = threads;
        this.prunedShare = prunedShare;
    }

    /** A sum's Left score (Left moves first) and Right score (Right moves first). */
    public record Value(int ls, int rs) {
    }

    /** @return the distinct sums in the table */
    public long states() {
        return table.size();
    }

    /** @return the bytes the table and the components' records take, as the memory limit counts them */
    public long bytes() {
        return table.bytes() + ids.bytes();
    }

    /** @return the exact Left and Right scores of the sum of the components */
    public Value value(List<P> components, SolveLimits limits) {
        int[] sum = key(components);
        int ls = root(sum, limits);
        int rs = -root(Sums.negate(sum, ids), limits);
        return new Value(ls, rs);
    }

    /** @return whether the Right score of the sum is at least {@code t} */
    public boolean rsAtLeast(List<P> components, int t, SolveLimits limits) {
        int[] negative = Sums.negate(key(components), ids);
        return run(1, Sums.size(negative, ids), s -> s.ls(negative, -t, -t + 1), limits).get(0) <= -t;
    }

    /** @return whether the Left score of the sum is at most {@code t} */
    public boolean lsAtMost(List<P> components, int t, SolveLimits limits) {
        int[] sum = key(components);
        return run(1, Sums.size(sum, ids), s -> s.ls(sum, t, t + 1), limits).get(0) <= t;
    }

    private int[] key(List<P> components) {
        if (components.size() > MAX_COMPONENTS) {
            throw new UnsupportedGameException("the exact solver takes at most " + MAX_COMPONENTS
                    + " components, not " + components.size());
        }
        int[] sum = Sums.cancel(ids.ids(components), ids);
        if (Sums.size(sum, ids) > MAX_SIZE) {
            throw new UnsupportedGameException("the exact solver takes at most " + MAX_SIZE + " points");
        }
        return sum;
    }

    /** The exact Left score of a canonical sum, its root options shared among the threads. */
    private int root(int[] sum, SolveLimits limits) {
        if (sum.length == 0) {
            return 0;
        }
        long known = table.get(sum, BoundTable.hash(sum));
        if (known != BoundTable.MISSING && BoundTable.lo(known) == BoundTable.hi(known)) {
            return BoundTable.lo(known);
        }
        int size = Sums.size(sum, ids);
        ComponentIds.Move[][] options = new ComponentIds.Move[sum.length][];
        long[] moves = run(1, size, search -> search.moves(sum, -1, options), limits).get(0);
        AtomicInteger next = new AtomicInteger();
        AtomicInteger best = new AtomicInteger(-ScoringSearch.INF);
        run(Math.min(threads, moves.length), size, search -> {
            for (int k = next.getAndIncrement(); k < moves.length; k = next.getAndIncrement()) {
                int i = (int) (moves[k] >>> 16 & 0xFFFF);
                int j = (int) (moves[k] & 0xFFFF);
                ComponentIds.Move option = options[i][j];
                int p = option.points();
                int[] child = Sums.negate(Sums.replace(sum, i, option.rest(), ids), ids);
                int v = p - search.ls(child, -ScoringSearch.INF, p - best.get());
                best.accumulateAndGet(v, Math::max);
            }
            return 0;
        }, limits);
        int value = best.get();
        search(size, limits).record(sum, BoundTable.hash(sum), value, value, -1);
        return value;
    }

    /** @return a search for a root of that many points */
    private ScoringSearch search(int rootSize, SolveLimits limits) {
        return new ScoringSearch(ids, table, limits, (int) (rootSize * prunedShare));
    }

    /**
     * Runs the work on {@code wanted} fresh threads with large stacks (no more than the parallelism of the fork-join
     * pool the caller runs in, if any but the common pool), each with its own search for a root of {@code rootSize}
     * points, and waits for all. An interruption of the waiting thread stops them through the limits.
     */
    private <T> List<T> run(int wanted, int rootSize, Function<ScoringSearch, T> work, SolveLimits limits) {
        // Inside a bounded fork-join pool (a server's heavy request), use no more threads than the pool may.
        ForkJoinPool pool = ForkJoinTask.getPool();
        int count = pool == null || pool == ForkJoinPool.commonPool() ? wanted
                : Math.max(1, Math.min(wanted, pool.getParallelism()));
        List<T> results = new ArrayList<>();
        List<Throwable> failures = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        for (int w = 0; w < count; w++) {
            results.add(null);
            int slot = w;
            Thread t = new Thread(null, () -> {
                try {
                    T result = work.apply(search(rootSize, limits));
                    synchronized (results) {
                        results.set(slot, result);
                    }
                } catch (RuntimeException | Error e) {
                    if (e instanceof SearchBudgetException budget) {
                        limits.stop(budget);
                    } else {
                        limits.stop(new SearchBudgetException("another worker failed: " + e));
                    }
                    synchronized (failures) {
                        failures.add(e);
                    }
                }
            }, "scoring-solver-" + w, STACK_BYTES);
            t.setDaemon(true);
            workers.add(t);
            t.start();
        }
        for (Thread t : workers) {
            limits.await(t);
        }
        synchronized (failures) {
            for (Throwable f : failures) {
                if (!(f instanceof SearchBudgetException)) {
                    if (f instanceof Error error) {
                        throw error;
                    }
                    throw (RuntimeException) f;
                }
            }
            if (!failures.isEmpty()) {
                throw (RuntimeException) failures.get(0);
            }
        }
        return results;
    }
}
