package calhamer.server.error;

/**
 * One offending field of a request.
 *
 * @param field   where, as a JSON path into the request ({@code position.units.FRANCE[2]}) or a parameter name
 * @param message what is wrong with it
 */
public record FieldError(String field, String message) {
}
