package calhamer.bot.evaluation;

import calhamer.strategy.search.Interruption;

/**
 * A decision's wall-clock guard for the matrix method's long loops (order-set enumeration, payoff-matrix cells,
 * ply-two expansions): {@link #check} throws {@link TimeGuardException} once the deadline has passed or the thread
 * has been interrupted (the flag stays set); a paced (server heavy) thread may pause at each check while light work
 * waits ({@link Interruption#pace()}). O(1) per check: one {@code System.nanoTime()}.
 *
 * @param deadlineNanos the {@code System.nanoTime()} at which time is up; ignored for {@link #NONE}
 * @param active        whether there is a deadline at all
 */
public record TimeGuard(long deadlineNanos, boolean active) {

    /** No deadline (interruption is still honoured). */
    public static final TimeGuard NONE = new TimeGuard(0, false);

    /** A guard ending {@code millis} after {@code startNanos}. */
    public static TimeGuard of(long startNanos, long millis) {
        return new TimeGuard(startNanos + millis * 1_000_000, true);
    }

    /** @return whether time is up or the thread has been interrupted */
    public boolean passed() {
        return active && System.nanoTime() - deadlineNanos >= 0 || Thread.currentThread().isInterrupted();
    }

    /**
     * @param where what was running, for the message
     * @throws TimeGuardException when {@link #passed()}
     */
    public void check(String where) {
        if (passed()) {
            throw new TimeGuardException(where);
        }
        Interruption.pace();
    }
}
