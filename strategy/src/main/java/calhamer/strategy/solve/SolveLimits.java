package calhamer.strategy.solve;

import calhamer.strategy.game.Budget;
import calhamer.strategy.search.SearchBudgetException;
import calhamer.strategy.search.SearchBudgetException.Limit;

/**
 * The limits of one exact solve, shared by the threads working on it: the most distinct states (the budget's
 * iterations), the budget's time, and the interruption of the thread that asked for the solve (a server's worker
 * interrupted on timeout). Workers call {@link #check} every few hundred steps; the first limit reached stops every
 * worker with a {@link SearchBudgetException} naming it, so no thread keeps working after the answer is given up.
 * Workers racing on one question each take a {@link #worker()}: the solve's limits plus a stop of their own, so the
 * first to answer can stop the others without stopping the solve.
 */
public final class SolveLimits {
    /** How many steps a worker takes between two checks. */
    public static final int CHECK_EVERY = 1 << 10;

    private final String what;
    private final Budget budget;
    private final long maxBytes;
    private final Thread caller;
    private final long start;
    /** The solve's limits when these are a worker's, null for the solve's own. */
    private final SolveLimits solve;
    private volatile SearchBudgetException stopped;

    /**
     * @param what   names the work in messages, e.g. "Sprague–Grundy solving of 'nim'"
     * @param budget its iterations bound the distinct states; its time bounds the wall clock
     */
    public SolveLimits(String what, Budget budget) {
        this(what, budget, Runtime.getRuntime().maxMemory() / 4);
    }

    /**
     * @param maxBytes the most memory the solve's tables may take, by the solvers' estimate (default a quarter of
     *                 the JVM's heap, so that two solves at once leave half of it)
     */
    public SolveLimits(String what, Budget budget, long maxBytes) {
        this.what = what;
        this.budget = budget;
        this.maxBytes = maxBytes;
        this.caller = Thread.currentThread();
        this.start = System.nanoTime();
        this.solve = null;
    }

    private SolveLimits(SolveLimits solve) {
        this.what = solve.what;
        this.budget = solve.budget;
        this.maxBytes = solve.maxBytes;
        this.caller = solve.caller;
        this.start = solve.start;
        this.solve = solve;
    }

    /**
     * @return one worker's limits within this solve: the same budget, clock and caller; a limit the worker reaches
     *         stops the whole solve, a stop of the solve stops the worker, and {@link #cancel} stops this worker
     *         alone
     */
    public SolveLimits worker() {
        return new SolveLimits(this);
    }

    /**
     * Stops this worker alone (another worker answered first): its next {@link #check} throws the reason given.
     *
     * @param reason what the worker's search throws, so that the worker can tell it from a limit
     */
    public void cancel(SearchBudgetException reason) {
        if (stopped == null) {
            stopped = reason;
        }
    }

    /**
     * Stops the solve when its tables' estimated memory reaches the limit; cheap enough for every new state.
     *
     * @param bytes the solver's estimate of the memory its tables hold
     * @throws SearchBudgetException naming the limit
     */
    public void memory(long bytes) {
        if (bytes >= maxBytes) {
            throw stop(new SearchBudgetException(Limit.MEMORY, what + " would need more than " + (maxBytes >> 20)
                    + " MB for its tables (a quarter of the JVM's heap)"));
        }
    }

    /**
     * Stops the solve when the distinct states reach the budget; cheap enough to call for every new state.
     *
     * @throws SearchBudgetException naming the limit
     */
    public void states(long states) {
        if (states >= budget.iterations()) {
            check(states);
        }
    }

    /**
     * Stops the solve when a limit is reached.
     *
     * @param states the distinct states solved or stored so far
     * @throws SearchBudgetException naming the limit
     */
    public void check(long states) {
        SearchBudgetException already = stopped;
        if (already == null && solve != null) {
            already = solve.stopped;
        }
        if (already != null) {
            throw already;
        }
        if (states >= budget.iterations()) {
            throw stop(new SearchBudgetException(Limit.STATES, what + " reached its limit of " + budget.iterations()
                    + " distinct states"));
        }
        if (budget.expired(start, System.nanoTime())) {
            throw stop(new SearchBudgetException(Limit.TIME, what + " ran out of its time budget of "
                    + budget.time().toMillis() + " ms after " + states + " states"));
        }
        if (caller.isInterrupted() || Thread.currentThread().isInterrupted()) {
            throw stop(new SearchBudgetException(Limit.TIME, what + " was interrupted after " + states
                    + " states"));
        }
    }

    /**
     * Waits for a worker's thread to end. An interruption of the waiting thread stops the solve, and so the worker,
     * and is kept: the waiting thread is interrupted again once the worker has ended.
     */
    public void await(Thread worker) {
        boolean interrupted = false;
        while (true) {
            try {
                worker.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
                stop(new SearchBudgetException(Limit.TIME, what + " was interrupted"));
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops every worker with the given reason (the first reason wins); returns the reason to throw. */
    public SearchBudgetException stop(SearchBudgetException reason) {
        if (solve != null) {
            return solve.stop(reason);
        }
        if (stopped == null) {
            stopped = reason;
        }
        return stopped;
    }
}
