package calhamer.server.error;

import java.util.List;

/**
 * The request cannot be read or does not fit: malformed JSON or a body of the wrong shape (400), a method or media
 * type the path does not take (405, 415), a body over the limit (413), values that do not fit (422).
 */
public final class InvalidInputException extends ApiException {
    private static final long serialVersionUID = 1L;

    InvalidInputException(int status, String title, String detail, List<FieldError> errors) {
        super(status, title, detail, errors);
    }
}
