package calhamer.daide.protocol;

import java.io.IOException;

/** A peer began a message and did not finish it in time: the connection is cut. */
public final class StallException extends IOException {
    public StallException(String message) {
        super(message);
    }
}
