package calhamer.daide.protocol;

/** The five message structures of the Client-Server Protocol (chapter 3), by their type octet. */
public enum FrameType {
    /** IM: version and magic number, the client's first message. */
    INITIAL(0),
    /** RM: the variant's power and province tokens, the server's first message. */
    REPRESENTATION(1),
    /** DM: one language message. */
    DIPLOMACY(2),
    /** FM: the sender is about to close the connection. */
    FINAL(3),
    /** EM: a protocol error; the sender closes the connection. */
    ERROR(4);

    private final int code;

    FrameType(int code) {
        this.code = code;
    }

    /** @return the type octet */
    public int code() {
        return code;
    }

    /** @return the type of an octet, or null for an unknown one */
    public static FrameType of(int code) {
        for (FrameType t : values()) {
            if (t.code == code) {
                return t;
            }
        }
        return null;
    }
}
