package calhamer.strategy.search;

/** A search ran out of its budget (states, cells, time) before finishing; the message names the budget. */
public final class SearchBudgetException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Which limit stopped the search, so that callers can name the setting that raises it. */
    public enum Limit {
        /** The most distinct states (the budget's iterations). */
        STATES,
        /** The budget's time. */
        TIME,
        /** The memory the work may take (a share of the JVM's heap). */
        MEMORY,
        /** Not said (or several). */
        UNSPECIFIED
    }

    private final Limit limit;

    public SearchBudgetException(String message) {
        this(Limit.UNSPECIFIED, message);
    }

    public SearchBudgetException(Limit limit, String message) {
        super(message);
        this.limit = limit;
    }

    /** @return the limit that stopped the search */
    public Limit limit() {
        return limit;
    }
}
