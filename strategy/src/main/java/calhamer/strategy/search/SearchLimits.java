package calhamer.strategy.search;

import calhamer.strategy.game.Budget;

/**
 * One decision's budget as a search spends it: iterations (whatever the search counts: nodes, playouts) against the
 * budget's limit, time against its clock, and the thread's interrupt flag, so a search stops as soon as its caller
 * gives up (the server interrupts work past its time limit) and no core stays busy after an answer. The clock is
 * read every {@value #POLL} checks (reading a thread's CPU time costs about a microsecond), when a
 * {@link Interruption.Paced} thread may also pause for more urgent work; iterations and interruption are checked every
 * time. Not thread-safe: one per decision.
 */
public final class SearchLimits {
    /** Checks between clock readings for searches that count single nodes. */
    public static final int POLL = 64;

    private final Budget budget;
    private final SearchClock clock;
    private final long start;
    private final int poll;
    private long iterations;
    private int untilPoll;
    private boolean stopped;

    /** Limits that read the clock every {@value #POLL} checks. */
    public SearchLimits(Budget budget, SearchClock clock) {
        this(budget, clock, POLL);
    }

    /**
     * @param poll checks between clock readings, at least 1
     */
    public SearchLimits(Budget budget, SearchClock clock, int poll) {
        if (poll < 1) {
            throw new IllegalArgumentException("poll must be at least 1: " + poll);
        }
        this.budget = budget;
        this.clock = clock;
        this.poll = poll;
        this.start = clock.nanos();
    }

    /** Counts one iteration. */
    public void count() {
        iterations++;
    }

    /** Iterations counted so far. */
    public long iterations() {
        return iterations;
    }

    /**
     * Whether the search must stop now: the iteration limit is reached, the time is up or the thread is interrupted.
     * Once true, stays true.
     */
    public boolean exhausted() {
        if (stopped) {
            return true;
        }
        if (iterations >= budget.iterations() || Thread.currentThread().isInterrupted()) {
            stopped = true;
        } else if (--untilPoll <= 0) {
            untilPoll = poll;
            Interruption.pace();
            stopped = budget.isTimeLimited() && budget.expired(start, clock.nanos());
        }
        return stopped;
    }

    /** Whether neither time nor iterations are limited (a search then needs a limit of its own). */
    public boolean unbounded() {
        return !budget.isTimeLimited() && budget.iterations() == Long.MAX_VALUE;
    }

    /** Milliseconds spent so far on the clock. */
    public double elapsedMillis() {
        return (clock.nanos() - start) / 1e6;
    }
}
