package calhamer.bot;

/**
 * What one decision of the bot may spend. {@code cells}: adjudicated and evaluated outcomes (matrix cells, probes,
 * ranking evaluations), deterministic; the bot narrows its candidates so that the planned work fits. {@code
 * timeMillis}: a wall-clock guard checked inside enumeration, matrix filling and search (before every roll-out
 * batch and blueprint draw); when it runs out the decision is made from what was found so far and the explanation
 * says so (only then does the answer depend on the machine).
 *
 * <p>Without cells (0), the bot gets cells in proportion to its time guard, {@link #DEFAULT_CELLS} per
 * {@link #DEFAULT_TIME_MILLIS} (about 13 a millisecond), so that a longer deadline buys a deeper search while the
 * decision stays the same on any machine fast enough for it.
 *
 * @param cells      the most outcomes evaluated, at least 100; 0 means in proportion to the time guard
 * @param timeMillis the wall-clock guard in milliseconds, at least 1; 0 means the default
 */
public record BotBudget(long cells, long timeMillis) {
    /** The cell budget at the default time guard. */
    public static final long DEFAULT_CELLS = 20_000;
    /** The fewest cells. */
    public static final long MIN_CELLS = 100;
    /** The default time guard. */
    public static final long DEFAULT_TIME_MILLIS = 1_500;

    public BotBudget {
        if (timeMillis == 0) {
            timeMillis = DEFAULT_TIME_MILLIS;
        }
        if (cells == 0 && timeMillis > 0) {
            cells = Math.max(MIN_CELLS, (long) Math.min(Long.MAX_VALUE / 2.0,
                    (double) DEFAULT_CELLS * timeMillis / DEFAULT_TIME_MILLIS));
        }
        if (cells < MIN_CELLS) {
            throw new IllegalArgumentException("budget.cells must be at least 100: " + cells);
        }
        if (timeMillis < 1) {
            throw new IllegalArgumentException("budget.timeMillis must be positive: " + timeMillis);
        }
    }

    /** The default budget. */
    public static BotBudget defaults() {
        return new BotBudget(0, 0);
    }
}
