package calhamer.strategy.search;

/** A search ran out of its budget (states, cells, time) before finishing; the message names the budget. */
public final class SearchBudgetException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SearchBudgetException(String message) {
        super(message);
    }
}
