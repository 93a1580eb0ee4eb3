package calhamer.server.error;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The one error body of the API: RFC 9457 {@code application/problem+json}.
 *
 * @param type     a URI naming the kind of problem
 * @param title    a short summary of the kind
 * @param status   the HTTP status
 * @param detail   what went wrong in this request, in words
 * @param errors   the offending fields, where they apply
 * @param instance for a server failure (500), {@code urn:calhamer:error:<id>}: the id under which it is logged
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Problem(String type, String title, int status, String detail, List<FieldError> errors,
                      String instance) {
    /** The media type of every error body. */
    public static final String MEDIA_TYPE = "application/problem+json";

    /** @return the problem type URI of a status */
    static String typeOf(int status) {
        return "urn:calhamer:problem:" + status;
    }
}
