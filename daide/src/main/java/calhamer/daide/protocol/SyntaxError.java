package calhamer.daide.protocol;

/**
 * A message that does not fit the language's grammar: why, and the index of the first offending token (where
 * {@code HUH} inserts {@code ERR}; the message's size when it ends too soon).
 */
public final class SyntaxError extends RuntimeException {
    private final int index;

    public SyntaxError(String why, int index) {
        super(why, null, false, false);
        this.index = index;
    }

    /** @return the index of the first offending token */
    public int index() {
        return index;
    }
}
