package calhamer.server.service;

import calhamer.server.error.ApiException;
import calhamer.server.error.FieldError;

/** The one check that a request has a body: an empty or {@code null} body is a 400 saying what the body must be. */
final class RequestBodies {
    private RequestBodies() {
    }

    /**
     * @param shape what the body must be, in words, e.g. {@code {"position": ..., "power": ...}}
     * @return the request, never null
     */
    static <T> T require(T request, String shape) {
        if (request == null) {
            throw ApiException.badRequest("the request needs a body: a JSON object " + shape,
                    new FieldError("(body)", "missing (empty or null)"));
        }
        return request;
    }
}
