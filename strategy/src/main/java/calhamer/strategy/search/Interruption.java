package calhamer.strategy.search;

import calhamer.strategy.search.SearchBudgetException.Limit;

/**
 * Cooperative cancellation of long computations: a caller that gives up on a computation (a server whose request ran
 * out of time) interrupts the threads doing it, and the computation's inner loops call {@link #check} (each matrix
 * cell, enumeration node, dominance row, roll-out step), so it stops within one step instead of running on unseen.
 * Reading the interrupt flag costs a few nanoseconds; the flag is left set, so every loop up the stack stops too. A
 * {@link Paced} thread is also given the chance to pause at each check.
 */
public final class Interruption {
    private Interruption() {
    }

    /**
     * @param what names the work in the message, e.g. "filling a payoff matrix"
     * @throws SearchBudgetException (limit {@link Limit#TIME}) when the current thread is interrupted
     */
    public static void check(String what) {
        Thread current = Thread.currentThread();
        if (current.isInterrupted()) {
            throw new SearchBudgetException(Limit.TIME, what + " was stopped: its caller gave up on it (time budget)");
        }
        if (current instanceof Paced paced) {
            paced.pace();
        }
    }

    /** Gives a {@link Paced} thread the chance to pause; nothing on other threads. */
    public static void pace() {
        if (Thread.currentThread() instanceof Paced paced) {
            paced.pace();
        }
    }

    /**
     * A thread whose work gives way to more urgent work: at each {@link #check} it may pause briefly (a server's heavy
     * threads pause while light requests are being answered, so those are never slowed by heavy work).
     */
    public interface Paced {
        /** Pauses while more urgent work waits, for a bounded time so that the work still advances. */
        void pace();
    }
}
