package calhamer.maps.paths;

/** Thrown when a distance or path is asked for between two vertices that no path connects. */
public final class NoPathException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    NoPathException(String message) {
        super(message);
    }
}
