package calhamer.bot.ordersets;

/**
 * An order-set enumeration stopped because it reached its hard budget ({@link Pruning#maxSets()} or
 * {@link Pruning#maxVisits()}); the message names the budget, its value and the size of the product.
 */
public final class EnumerationBudgetExceededException extends IllegalStateException {
    private static final long serialVersionUID = 1L;
    private final String budget;
    private final long limit;

    public EnumerationBudgetExceededException(String budget, long limit, String detail) {
        super("order-set enumeration exceeded its budget " + budget + " = " + limit + ": " + detail);
        this.budget = budget;
        this.limit = limit;
    }

    /** @return the budget that was exceeded: {@code "maxSets"} or {@code "maxVisits"} */
    public String budget() {
        return budget;
    }

    /** @return its value */
    public long limit() {
        return limit;
    }
}
