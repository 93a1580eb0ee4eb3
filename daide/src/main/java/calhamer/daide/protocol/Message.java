package calhamer.daide.protocol;

import java.util.Arrays;

/**
 * One language message: the tokens of a diplomacy message (DM), in order, brackets included. Immutable; equal when
 * the tokens are. Built with {@link Builder}; read as text with {@link MessageText}; its structure is read with
 * {@link TokenReader}. The text form needs the connection's {@link TokenTable} for power and province names
 * ({@link #text(TokenTable)}); {@link #toString()} uses the standard map's.
 */
public final class Message {
    private final int[] tokens;

    private Message(int[] tokens) {
        this.tokens = tokens;
    }

    /**
     * @param tokens 16-bit token values
     * @throws IllegalArgumentException for a value outside 0 to 0xFFFF
     */
    public static Message of(int... tokens) {
        for (int t : tokens) {
            if (t < 0 || t > 0xFFFF) {
                throw new IllegalArgumentException("a token is 16 bits: " + t);
            }
        }
        return new Message(tokens.clone());
    }

    /** @return the message of a diplomacy message's payload: two octets per token, big-endian */
    public static Message fromBytes(byte[] payload, int offset, int length) {
        if (length % 2 != 0) {
            throw new IllegalArgumentException("a diplomacy message has two octets per token: " + length);
        }
        int[] t = new int[length / 2];
        for (int i = 0; i < t.length; i++) {
            t[i] = (payload[offset + 2 * i] & 0xFF) << 8 | payload[offset + 2 * i + 1] & 0xFF;
        }
        return new Message(t);
    }

    /** @return the tokens as a diplomacy message's payload */
    public byte[] toBytes() {
        byte[] b = new byte[tokens.length * 2];
        for (int i = 0; i < tokens.length; i++) {
            b[2 * i] = (byte) (tokens[i] >>> 8);
            b[2 * i + 1] = (byte) tokens[i];
        }
        return b;
    }

    /** @return the number of tokens */
    public int size() {
        return tokens.length;
    }

    /** @return the i-th token */
    public int get(int i) {
        return tokens[i];
    }

    /** @return the first token, or -1 for an empty message */
    public int first() {
        return tokens.length == 0 ? -1 : tokens[0];
    }

    /** @return a copy of the tokens */
    public int[] tokens() {
        return tokens.clone();
    }

    /** @return the tokens from {@code from} (inclusive) to {@code to} (exclusive) as a message */
    public Message slice(int from, int to) {
        return new Message(Arrays.copyOfRange(tokens, from, to));
    }

    /** @return this message with {@code ERR} inserted before token {@code at} (at the end when at = size) */
    public Message withErrorAt(int at) {
        int[] t = new int[tokens.length + 1];
        System.arraycopy(tokens, 0, t, 0, at);
        t[at] = Tokens.ERR;
        System.arraycopy(tokens, at, t, at + 1, tokens.length - at);
        return new Message(t);
    }

    /**
     * @return the index of the first bracket that has no partner (an unmatched {@code KET}, or the first {@code BRA}
     *         left open), or -1 when the brackets match
     */
    public int bracketError() {
        int depth = 0;
        int firstOpen = -1;
        int[] open = new int[tokens.length + 1];
        for (int i = 0; i < tokens.length; i++) {
            if (tokens[i] == Tokens.BRA) {
                open[depth++] = i;
            } else if (tokens[i] == Tokens.KET) {
                if (depth == 0) {
                    return i;
                }
                depth--;
            }
        }
        if (depth > 0) {
            firstOpen = open[0];
        }
        return firstOpen;
    }

    /** @return the index of the first token the protocol never allows on the wire (a reserved category), or -1 */
    public int illegalToken() {
        for (int i = 0; i < tokens.length; i++) {
            if (Tokens.isReserved(tokens[i])) {
                return i;
            }
        }
        return -1;
    }

    /** @return the text form with the table's names */
    public String text(TokenTable table) {
        return MessageText.format(this, table);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Message m && Arrays.equals(tokens, m.tokens);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(tokens);
    }

    /** @return the text form with the standard map's names */
    @Override
    public String toString() {
        return text(TokenTable.standard());
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a message token by token; brackets are the caller's to match. */
    public static final class Builder {
        private int[] t = new int[16];
        private int n;

        private Builder() {
        }

        /** Appends tokens. */
        public Builder add(int... tokens) {
            for (int token : tokens) {
                if (n == t.length) {
                    t = Arrays.copyOf(t, n * 2);
                }
                t[n++] = token;
            }
            return this;
        }

        /** Appends a message's tokens as they are. */
        public Builder add(Message m) {
            return add(m.tokens);
        }

        /** Appends a message's tokens in brackets. */
        public Builder group(Message m) {
            return open().add(m.tokens).close();
        }

        /** Appends tokens in brackets. */
        public Builder group(int... tokens) {
            return open().add(tokens).close();
        }

        /** Appends {@code BRA}. */
        public Builder open() {
            return add(Tokens.BRA);
        }

        /** Appends {@code KET}. */
        public Builder close() {
            return add(Tokens.KET);
        }

        /** Appends an integer. */
        public Builder integer(int value) {
            return add(Tokens.integer(value));
        }

        /** Appends text, one token per ASCII character. */
        public Builder text(String s) {
            for (int i = 0; i < s.length(); i++) {
                add(Tokens.text(s.charAt(i)));
            }
            return this;
        }

        /** Appends text in brackets: {@code ('name')}. */
        public Builder quoted(String s) {
            return open().text(s).close();
        }

        /** @return the number of tokens so far */
        public int size() {
            return n;
        }

        /** @return the message */
        public Message build() {
            return new Message(Arrays.copyOf(t, n));
        }
    }
}
