package calhamer.wire;

/**
 * One field of a request at fault.
 *
 * @param field   where, as a path into the request ({@code position.units.FRANCE[2]}), or {@code (body)}
 * @param message what is wrong with it
 */
public record FieldProblem(String field, String message) {
}
