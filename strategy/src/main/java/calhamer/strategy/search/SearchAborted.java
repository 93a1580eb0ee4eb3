package calhamer.strategy.search;

/**
 * Thrown inside a search when its {@link SearchLimits} are exhausted, and caught at its root, which then answers with
 * what it has. Carries no stack trace (it is control flow, raised deep in a recursion).
 */
public final class SearchAborted extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SearchAborted() {
        super("search budget exhausted", null, false, false);
    }
}
