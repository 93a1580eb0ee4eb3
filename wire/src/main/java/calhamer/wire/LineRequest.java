package calhamer.wire;

/**
 * A request of the command line: the map it is on ({@link CommandLineMap}) and the request, read by its form's
 * reader on that map (null for no request).
 *
 * @param map     the map id
 * @param request the request, or null
 * @param <T>     the form's request
 */
public record LineRequest<T>(String map, T request) {
}
