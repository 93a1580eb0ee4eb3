package calhamer.server.error;

import java.util.List;

/** 404: no such map, game, file or path. */
public final class NotFoundException extends ApiException {
    private static final long serialVersionUID = 1L;

    NotFoundException(String detail) {
        super(404, "Not found", detail, List.of());
    }
}
