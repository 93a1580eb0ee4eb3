package calhamer.server.error;

import java.util.List;

/** 403: the request conflicts with what the server holds (changing a read-only, bundled map). */
public final class ConflictException extends ApiException {
    private static final long serialVersionUID = 1L;

    ConflictException(int status, String title, String detail) {
        super(status, title, detail, List.of());
    }
}
