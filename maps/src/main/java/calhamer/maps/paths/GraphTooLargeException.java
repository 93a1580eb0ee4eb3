package calhamer.maps.paths;

/** Thrown before any work starts when an all-pairs distance matrix would not fit the memory allowed for it. */
public final class GraphTooLargeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    GraphTooLargeException(String message) {
        super(message);
    }
}
