package calhamer.strategy.game;

import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/**
 * How much an agent may spend on one decision: wall-clock time, iterations (playouts, LP pivots, regret updates,
 * whatever the algorithm counts) and search depth. Each limit is positive; "no limit" is
 * {@link #NO_TIME_LIMIT}, {@link Long#MAX_VALUE} iterations, {@link Integer#MAX_VALUE} depth.
 *
 * <p>Only the iteration and depth limits are deterministic: an agent given the same state, the same seed and a
 * budget without a time limit returns the same answer; a binding time limit may cut it short at a different point.
 *
 * @param time       wall-clock time for the decision
 * @param iterations the most iterations
 * @param depth      the deepest search, in plies
 */
public record Budget(Duration time, long iterations, int depth) {

    /** The time of an unlimited budget. */
    public static final Duration NO_TIME_LIMIT = ChronoUnit.FOREVER.getDuration();

    public Budget {
        Objects.requireNonNull(time, "time");
        if (time.isZero() || time.isNegative()) {
            throw new IllegalArgumentException("budget time must be positive: " + time);
        }
        if (iterations <= 0) {
            throw new IllegalArgumentException("budget iterations must be positive: " + iterations);
        }
        if (depth <= 0) {
            throw new IllegalArgumentException("budget depth must be positive: " + depth);
        }
    }

    /** No limit at all. */
    public static Budget unlimited() {
        return new Budget(NO_TIME_LIMIT, Long.MAX_VALUE, Integer.MAX_VALUE);
    }

    /** Only a time limit. */
    public static Budget ofTime(Duration time) {
        return unlimited().withTime(time);
    }

    /** Only an iteration limit. */
    public static Budget ofIterations(long iterations) {
        return unlimited().withIterations(iterations);
    }

    /** Only a depth limit. */
    public static Budget ofDepth(int depth) {
        return unlimited().withDepth(depth);
    }

    public Budget withTime(Duration newTime) {
        return new Budget(newTime, iterations, depth);
    }

    public Budget withIterations(long newIterations) {
        return new Budget(time, newIterations, depth);
    }

    public Budget withDepth(int newDepth) {
        return new Budget(time, iterations, newDepth);
    }

    /** Whether the time is limited. */
    public boolean isTimeLimited() {
        return !time.equals(NO_TIME_LIMIT);
    }

    /** The time in nanoseconds, {@link Long#MAX_VALUE} when it does not fit (or is unlimited). */
    public long timeNanos() {
        try {
            return time.toNanos();
        } catch (ArithmeticException tooLong) {
            return Long.MAX_VALUE;
        }
    }

    /**
     * Whether a decision started at {@code startNanos} ({@link System#nanoTime()}) is out of time at
     * {@code nowNanos}; safe across {@code nanoTime} wrap-around.
     */
    public boolean expired(long startNanos, long nowNanos) {
        return nowNanos - startNanos >= timeNanos();
    }
}
