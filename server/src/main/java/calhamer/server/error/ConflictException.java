package calhamer.server.error;

import java.util.List;

/** The request conflicts with what the server holds: 403 for a read-only (bundled) map, 409 otherwise. */
public final class ConflictException extends ApiException {
    private static final long serialVersionUID = 1L;

    ConflictException(int status, String title, String detail, FieldError... errors) {
        super(status, title, detail, List.of(errors));
    }
}
