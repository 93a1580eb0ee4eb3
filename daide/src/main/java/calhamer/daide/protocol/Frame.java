package calhamer.daide.protocol;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One message structure on the wire: its type and the octets after the four-octet header (type, pad, remaining
 * length). Factories make each kind; {@link #problem()} says whether a received frame keeps its kind's rules.
 * Immutable.
 *
 * @param type    the structure
 * @param payload the data after the header, at most 65,535 octets
 */
public record Frame(FrameType type, byte[] payload) {
    /** The protocol version this implementation speaks (Client-Server Protocol version 1). */
    public static final int VERSION = 1;
    /** The initial message's magic number. */
    public static final int MAGIC = 0xDA10;
    /** The most octets after the header the 16-bit length allows. */
    public static final int MAX_PAYLOAD = 0xFFFF;

    public Frame {
        if (payload.length > MAX_PAYLOAD) {
            throw new IllegalArgumentException("a message holds at most " + MAX_PAYLOAD + " octets after its header: "
                    + payload.length);
        }
        payload = payload.clone();
    }

    /** @return the initial message of this version */
    public static Frame initial() {
        return new Frame(FrameType.INITIAL, new byte[] {0, VERSION, (byte) (MAGIC >>> 8), (byte) MAGIC});
    }

    /** @return a representation message with these entries (none: the standard map) */
    public static Frame representation(List<TokenTable.Entry> entries) {
        byte[] b = new byte[entries.size() * 6];
        for (int i = 0; i < entries.size(); i++) {
            TokenTable.Entry e = entries.get(i);
            b[6 * i] = (byte) (e.token() >>> 8);
            b[6 * i + 1] = (byte) e.token();
            for (int k = 0; k < 3; k++) {
                b[6 * i + 2 + k] = (byte) e.name().charAt(k);
            }
        }
        return new Frame(FrameType.REPRESENTATION, b);
    }

    /** @return the diplomacy message carrying a language message */
    public static Frame diplomacy(Message m) {
        return new Frame(FrameType.DIPLOMACY, m.toBytes());
    }

    /** @return the final message */
    public static Frame fin() {
        return new Frame(FrameType.FINAL, new byte[0]);
    }

    /** @return the error message of a code */
    public static Frame error(ErrorCode code) {
        return new Frame(FrameType.ERROR, new byte[] {0, (byte) code.code()});
    }

    /** @return a copy of the payload */
    @Override
    public byte[] payload() {
        return payload.clone();
    }

    /** @return the payload's length */
    public int length() {
        return payload.length;
    }

    /**
     * The error a receiver answers this frame with when it breaks its kind's rules: an initial message of the wrong
     * length, magic number (reversed: the wrong endian) or version; a representation message whose length is not a
     * multiple of six or whose entries break the table's rules; a diplomacy message shorter than one token or of an
     * odd length, or holding a token never sent; a final message with data; an error message not of two octets.
     *
     * @return the error code, or null when the frame is well formed
     */
    public ErrorCode problem() {
        return switch (type) {
            case INITIAL -> {
                if (payload.length != 4) {
                    yield ErrorCode.TOO_SHORT;
                }
                int magic = u16(2);
                if (magic == Integer.reverseBytes(MAGIC) >>> 16) {
                    yield ErrorCode.WRONG_ENDIAN;
                }
                yield magic != MAGIC ? ErrorCode.WRONG_MAGIC : u16(0) != VERSION ? ErrorCode.VERSION : null;
            }
            case REPRESENTATION -> {
                if (payload.length % 6 != 0) {
                    yield ErrorCode.TOO_SHORT;
                }
                try {
                    TokenTable.of(entries());
                    yield null;
                } catch (IllegalArgumentException e) {
                    yield ErrorCode.ILLEGAL_TOKEN;
                }
            }
            case DIPLOMACY -> payload.length < 2 || payload.length % 2 != 0 ? ErrorCode.TOO_SHORT
                    : message().illegalToken() >= 0 ? ErrorCode.ILLEGAL_TOKEN : null;
            case FINAL -> payload.length != 0 ? ErrorCode.UNKNOWN_MESSAGE : null;
            case ERROR -> payload.length != 2 ? ErrorCode.TOO_SHORT : null;
        };
    }

    private int u16(int at) {
        return (payload[at] & 0xFF) << 8 | payload[at + 1] & 0xFF;
    }

    /**
     * @return the representation message's entries
     * @throws IllegalArgumentException when an entry is not a power or province with a name of three letters or
     *                                  digits and a zero octet
     */
    public List<TokenTable.Entry> entries() {
        List<TokenTable.Entry> list = new ArrayList<>();
        for (int i = 0; i + 6 <= payload.length; i += 6) {
            if (payload[i + 5] != 0) {
                throw new IllegalArgumentException("a representation entry ends with a zero octet");
            }
            String name = new String(payload, i + 2, 3, java.nio.charset.StandardCharsets.US_ASCII);
            list.add(new TokenTable.Entry(u16(i), name));
        }
        return list;
    }

    /** @return the diplomacy message's language message */
    public Message message() {
        return Message.fromBytes(payload, 0, payload.length);
    }

    /** @return the error message's code, or null when the code is not one the protocol defines */
    public ErrorCode errorCode() {
        return payload.length == 2 ? ErrorCode.of(u16(0)) : null;
    }

    /** @return the frame as octets on the wire, header included */
    public byte[] toBytes() {
        byte[] b = new byte[4 + payload.length];
        b[0] = (byte) type.code();
        b[2] = (byte) (payload.length >>> 8);
        b[3] = (byte) payload.length;
        System.arraycopy(payload, 0, b, 4, payload.length);
        return b;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Frame f && type == f.type && Arrays.equals(payload, f.payload);
    }

    @Override
    public int hashCode() {
        return type.hashCode() * 31 + Arrays.hashCode(payload);
    }

    @Override
    public String toString() {
        return type + "[" + payload.length + " octets]";
    }
}
