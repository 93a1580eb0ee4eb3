package calhamer.strategy.game;

/**
 * A state's JSON form is not a state of the game: thrown by {@link Game#fromJson} naming the offending field by
 * its path inside the state ({@code "grid[2]"}, {@code "segments[0].length"}), so that clients are told where.
 */
public class InvalidStateException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final String field;
    private final String reason;

    /**
     * @param field   the path of the offending field inside the state, e.g. {@code "arcs[3][1]"}
     * @param message what is wrong with it
     */
    public InvalidStateException(String field, String message) {
        super(field + ": " + message);
        this.field = field;
        this.reason = message;
    }

    /** @return what is wrong with the field, without its path */
    public String reason() {
        return reason;
    }

    /** @return the path of the offending field inside the state */
    public String field() {
        return field;
    }
}
