package calhamer.daide.protocol;

import java.io.IOException;

/** A frame the protocol does not allow: the error message its receiver sends before closing the connection. */
public final class FrameException extends IOException {
    private final ErrorCode code;

    public FrameException(ErrorCode code, String message) {
        super(message);
        this.code = code;
    }

    /** @return the error code to send */
    public ErrorCode code() {
        return code;
    }
}
