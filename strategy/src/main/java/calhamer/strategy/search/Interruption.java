package calhamer.strategy.search;

import calhamer.strategy.search.SearchBudgetException.Limit;

/**
 * Cooperative cancellation of long computations: a caller that gives up on a computation (a server whose request ran
 * out of time) interrupts the threads doing it, and the computation's inner loops call {@link #check} (each matrix
 * cell, enumeration node, dominance row, roll-out step), so it stops within one step instead of running on unseen.
 * Reading the interrupt flag costs a few nanoseconds; the flag is left set, so every loop up the stack stops too.
 */
public final class Interruption {
    private Interruption() {
    }

    /**
     * @param what names the work in the message, e.g. "filling a payoff matrix"
     * @throws SearchBudgetException (limit {@link Limit#TIME}) when the current thread is interrupted
     */
    public static void check(String what) {
        if (Thread.currentThread().isInterrupted()) {
            throw new SearchBudgetException(Limit.TIME, what + " was stopped: its caller gave up on it (time budget)");
        }
    }
}
