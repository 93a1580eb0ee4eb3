package calhamer.bot.payoff;

/**
 * A payoff matrix (or its ply-two expansion) would need more cells than its budget allows; raised before the work
 * starts, never after a long run. The message names the budget and what was asked.
 */
public final class CellBudgetExceededException extends IllegalStateException {
    private static final long serialVersionUID = 1L;
    private final long needed;
    private final long budget;

    public CellBudgetExceededException(long needed, long budget, String what) {
        super(what + " needs " + needed + " cells; the cell budget is " + budget);
        this.needed = needed;
        this.budget = budget;
    }

    /** @return the cells the work needs (at least) */
    public long needed() {
        return needed;
    }

    /** @return the cell budget */
    public long budget() {
        return budget;
    }
}
