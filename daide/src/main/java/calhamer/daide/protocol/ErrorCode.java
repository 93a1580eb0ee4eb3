package calhamer.daide.protocol;

/** The error message's codes (Client-Server Protocol, section 3.6). */
public enum ErrorCode {
    IM_TIMER_POPPED(0x01, "IM timer popped"),
    IM_NOT_FIRST(0x02, "IM was not the first message sent by the client"),
    WRONG_ENDIAN(0x03, "IM indicated the wrong endian"),
    WRONG_MAGIC(0x04, "IM had an incorrect magic number"),
    VERSION(0x05, "Version incompatibility"),
    DUPLICATE_IM(0x06, "More than one IM sent"),
    IM_FROM_SERVER(0x07, "IM sent by server"),
    UNKNOWN_MESSAGE(0x08, "Unknown message received"),
    TOO_SHORT(0x09, "Message shorter than expected"),
    DM_BEFORE_RM(0x0A, "DM sent before RM"),
    RM_NOT_FIRST(0x0B, "RM was not the first message sent by the server"),
    UNEXPECTED_RM(0x0C, "Unexpected RM sent"),
    RM_FROM_CLIENT(0x0D, "RM sent by client"),
    ILLEGAL_TOKEN(0x0E, "Invalid token in DM");

    private final int code;
    private final String meaning;

    ErrorCode(int code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    /** @return the code on the wire */
    public int code() {
        return code;
    }

    /** @return what the code means, as the protocol words it */
    public String meaning() {
        return meaning;
    }

    /** @return the code's constant, or null for a code the protocol does not define */
    public static ErrorCode of(int code) {
        for (ErrorCode e : values()) {
            if (e.code == code) {
                return e;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return String.format("0x%02X (%s)", code, meaning);
    }
}
