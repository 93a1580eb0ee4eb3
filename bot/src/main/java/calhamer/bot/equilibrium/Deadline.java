package calhamer.bot.equilibrium;

import calhamer.strategy.search.Interruption;

/**
 * The wall-clock guard of one decision, checked inside every loop that can run long (sampling, roll-outs,
 * equilibrium iterations), also from the pool threads that play roll-outs: it has passed when the time is up or the
 * thread that made the decision has been interrupted (the flag is left set for the caller). O(1): one
 * {@code System.nanoTime()} call; a paced (server heavy) thread may pause there while light work waits. Thread-safe.
 */
final class Deadline {
    private final long endNanos;
    private final Thread owner;
    private volatile boolean passed;

    /** A guard ending {@code millis} after {@code startNanos}, for the calling thread's decision. */
    Deadline(long startNanos, long millis) {
        this.endNanos = startNanos + millis * 1_000_000;
        this.owner = Thread.currentThread();
    }

    /** @return whether the time is up (or the deciding thread interrupted); once true, always true */
    boolean passed() {
        if (!passed && (System.nanoTime() - endNanos >= 0 || owner.isInterrupted())) {
            passed = true;
        }
        if (!passed) {
            Interruption.pace();
        }
        return passed;
    }

    /** @return whether {@link #passed()} has returned true */
    boolean hasPassed() {
        return passed;
    }
}
