package calhamer.daide.protocol;

/**
 * Reads a message's structure token by token, for the grammar of the message syntax document: each method takes
 * what it expects or throws a {@link SyntaxError} naming the token where the message stops fitting, which is where a
 * {@code HUH} reply puts {@code ERR}. The message's brackets are assumed to match (a message whose brackets do not
 * is answered with {@code PRN} before it is read).
 */
public final class TokenReader {
    private final Message message;
    private int at;

    public TokenReader(Message message) {
        this.message = message;
    }

    /** @return the message read */
    public Message message() {
        return message;
    }

    /** @return the index of the next token */
    public int position() {
        return at;
    }

    /** @return whether every token has been read */
    public boolean atEnd() {
        return at >= message.size();
    }

    /** @return the next token without taking it, or -1 at the end */
    public int peek() {
        return at < message.size() ? message.get(at) : -1;
    }

    /** @return whether the next token is the given one */
    public boolean at(int token) {
        return peek() == token;
    }

    /** @return whether the next token opens a bracket */
    public boolean atOpen() {
        return at(Tokens.BRA);
    }

    /** @return whether the next token closes a bracket (or the message is over) */
    public boolean atClose() {
        return at(Tokens.KET) || atEnd();
    }

    /** @return the error for the next token */
    public SyntaxError error(String why) {
        return new SyntaxError(why, at);
    }

    /** Takes the next token, whatever it is. */
    public int next() {
        if (atEnd()) {
            throw error("the message ends too soon");
        }
        return message.get(at++);
    }

    /** Takes the given token. */
    public void expect(int token) {
        if (peek() != token) {
            throw error("expected " + TokenTable.standard().name(token).orElse("a token"));
        }
        at++;
    }

    /** Takes the given token if it comes next. */
    public boolean take(int token) {
        if (peek() == token) {
            at++;
            return true;
        }
        return false;
    }

    /** Takes {@code BRA}. */
    public void open() {
        expect(Tokens.BRA);
    }

    /** Takes {@code KET}. */
    public void close() {
        expect(Tokens.KET);
    }

    /** Checks that the message is over. */
    public void end() {
        if (!atEnd()) {
            throw error("the message should end here");
        }
    }

    /** Takes an integer. */
    public int integer() {
        if (atEnd() || !Tokens.isInteger(peek())) {
            throw error("expected a number");
        }
        return Tokens.intValue(message.get(at++));
    }

    /** Takes a power token. */
    public int power() {
        if (atEnd() || !Tokens.isPower(peek())) {
            throw error("expected a power");
        }
        return message.get(at++);
    }

    /** Takes a province token. */
    public int province() {
        if (atEnd() || !Tokens.isProvince(peek())) {
            throw error("expected a province");
        }
        return message.get(at++);
    }

    /** Takes text: the run of text tokens that comes next (possibly none). */
    public String text() {
        StringBuilder s = new StringBuilder();
        while (!atEnd() && Tokens.isText(peek())) {
            s.append((char) (message.get(at++) & 0xFF));
        }
        return s.toString();
    }

    /** Takes {@code ('text')}. */
    public String quoted() {
        open();
        String s = text();
        close();
        return s;
    }

    /** Skips one item: a token, or a bracketed group with everything in it. */
    public void skip() {
        if (take(Tokens.BRA)) {
            int depth = 1;
            while (depth > 0) {
                int t = next();
                depth += t == Tokens.BRA ? 1 : t == Tokens.KET ? -1 : 0;
            }
        } else {
            next();
        }
    }

    /** @return the tokens from index {@code from} up to the reader's position */
    public Message since(int from) {
        return message.slice(from, at);
    }

    /** Takes a bracketed group and returns its tokens, brackets excluded. */
    public Message group() {
        int from = at;
        if (!atOpen()) {
            throw error("expected a bracketed group");
        }
        skip();
        return message.slice(from + 1, at - 1);
    }
}
