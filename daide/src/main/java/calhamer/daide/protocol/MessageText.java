package calhamer.daide.protocol;

import java.util.Locale;
import java.util.Optional;

/**
 * The text form of messages, for logs, tests and people: tokens by their three-character names separated by spaces,
 * brackets as {@code (} and {@code )}, integers in decimal, text in single quotes (a quote inside doubled), as the
 * documents write them: {@code NME ('calhamer') ('0.2')}. A token without a name in the connection's table is
 * written {@code 0x4E01} (so is a text token beyond ASCII), so every message has a text form that reads back to it. Names are case-insensitive.
 */
public final class MessageText {
    private MessageText() {
    }

    /** @return the message as text */
    public static String format(Message m, TokenTable table) {
        StringBuilder out = new StringBuilder(m.size() * 4);
        boolean inText = false;
        boolean space = false;
        for (int i = 0; i < m.size(); i++) {
            int t = m.get(i);
            if (Tokens.isText(t) && (t & 0xFF) <= 0x7F) {
                if (!inText) {
                    if (space) {
                        out.append(' ');
                    }
                    out.append('\'');
                    inText = true;
                }
                char c = (char) (t & 0xFF);
                out.append(c == '\'' ? "''" : String.valueOf(c));
                continue;
            }
            if (inText) {
                out.append('\'');
                inText = false;
                space = true;
            }
            if (t == Tokens.KET) {
                out.append(')');
                space = true;
                continue;
            }
            if (space) {
                out.append(' ');
            }
            if (t == Tokens.BRA) {
                out.append('(');
                space = false;
                continue;
            }
            if (Tokens.isInteger(t)) {
                out.append(Tokens.intValue(t));
            } else {
                Optional<String> name = table.name(t);
                out.append(name.isPresent() ? name.get() : String.format(Locale.ROOT, "0x%04X", t));
            }
            space = true;
        }
        if (inText) {
            out.append('\'');
        }
        return out.toString();
    }

    /**
     * Reads a message's text form.
     *
     * @throws TextSyntaxException naming the character where the text stops making sense
     */
    public static Message parse(String text, TokenTable table) {
        Message.Builder b = Message.builder();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '(') {
                b.open();
                i++;
            } else if (c == ')') {
                b.close();
                i++;
            } else if (c == '\'') {
                i = quoted(text, i, b);
            } else if (c == '-' || Character.isDigit(c) && !isHexStart(text, i)) {
                int end = i + 1;
                while (end < n && Character.isDigit(text.charAt(end))) {
                    end++;
                }
                String digits = text.substring(i, end);
                if (digits.equals("-") || end - i > 6) {
                    throw new TextSyntaxException("not a number: '" + digits + "'", i);
                }
                int value = Integer.parseInt(digits);
                if (value < Tokens.MIN_INT || value > Tokens.MAX_INT) {
                    throw new TextSyntaxException("integers run from " + Tokens.MIN_INT + " to " + Tokens.MAX_INT
                            + ": " + value, i);
                }
                b.integer(value);
                i = end;
            } else {
                int end = i;
                while (end < n && Character.isLetterOrDigit(text.charAt(end))) {
                    end++;
                }
                String word = text.substring(i, end);
                if (word.isEmpty()) {
                    throw new TextSyntaxException("unexpected '" + c + "'", i);
                }
                if (isHexStart(text, i)) {
                    if (word.length() != 6) {
                        throw new TextSyntaxException("a token number is 0x and four hex digits: '" + word + "'", i);
                    }
                    try {
                        b.add(Integer.parseInt(word.substring(2), 16));
                    } catch (NumberFormatException e) {
                        throw new TextSyntaxException("not a token number: '" + word + "'", i);
                    }
                } else {
                    int t = word.length() == 3 ? table.token(word) : -1;
                    if (t < 0) {
                        throw new TextSyntaxException("unknown token '" + word + "'", i);
                    }
                    b.add(t);
                }
                i = end;
            }
        }
        return b.build();
    }

    private static boolean isHexStart(String text, int i) {
        return text.startsWith("0x", i) || text.startsWith("0X", i);
    }

    private static int quoted(String text, int start, Message.Builder b) {
        int i = start + 1;
        while (true) {
            if (i >= text.length()) {
                throw new TextSyntaxException("text not closed with a quote", start);
            }
            char c = text.charAt(i);
            if (c == '\'') {
                if (i + 1 < text.length() && text.charAt(i + 1) == '\'') {
                    b.add(Tokens.text('\''));
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            if (c > 0x7F) {
                throw new TextSyntaxException("DAIDE text is ASCII: '" + c + "'", i);
            }
            b.add(Tokens.text(c));
            i++;
        }
    }
}
