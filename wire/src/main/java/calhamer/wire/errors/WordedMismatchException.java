package calhamer.wire.errors;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

/**
 * A value of the wrong shape, refused by one of Calhamer's own deserializers ({@link WholeNumbers}) or readers with a
 * message already in Calhamer's words ({@code expected a whole number from 1 to 2147483647, found 1.5}), which
 * {@link ShapeErrors} passes on as it is.
 */
public final class WordedMismatchException extends MismatchedInputException {
    private static final long serialVersionUID = 1L;

    /**
     * @param p       the parser at the value
     * @param message what was expected and found, in words
     * @param target  the type the value was read as
     */
    public WordedMismatchException(JsonParser p, String message, Class<?> target) {
        super(p, message, target);
    }
}
