package calhamer.strategy.diplomacy.search;

/**
 * The wall-clock guard of one decision, checked inside every loop that can run long (sampling, roll-outs,
 * equilibrium iterations): it has passed when the time is up or the thread has been interrupted (the flag is left
 * set for the caller). O(1): one {@code System.nanoTime()} call.
 */
final class Deadline {
    private final long endNanos;
    private boolean passed;

    /** A guard ending {@code millis} after {@code startNanos}. */
    Deadline(long startNanos, long millis) {
        this.endNanos = startNanos + millis * 1_000_000;
    }

    /** @return whether the time is up (or the thread interrupted); once true, always true */
    boolean passed() {
        if (!passed && (System.nanoTime() - endNanos >= 0 || Thread.currentThread().isInterrupted())) {
            passed = true;
        }
        return passed;
    }

    /** @return whether {@link #passed()} has returned true */
    boolean hasPassed() {
        return passed;
    }
}
