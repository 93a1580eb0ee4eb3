package calhamer.maps;

import java.util.Arrays;
import java.util.Locale;

/**
 * The text handling every reader of map names shares: the one normalisation name look-ups use (upper case, letters
 * and digits only) and the one way text is cut into words.
 */
public final class MapLookup {
    private MapLookup() {
    }

    /**
     * Cuts text at runs of whitespace ({@code [ \\t\\n\\x0B\\f\\r]}), exactly as {@code text.split("\\s+")} does
     * (leading whitespace gives an empty first word, trailing whitespace none, only whitespace no word), by hand:
     * orders and units are read millions of times, and a regular expression costs more than the rest of reading
     * them. O(length).
     */
    public static String[] words(String text) {
        int n = text.length();
        String[] words = new String[4];
        int count = 0;
        int i = 0;
        while (i < n) {
            int start = i;
            while (i < n && !isSpace(text.charAt(i))) {
                i++;
            }
            if (i > start || start == 0) {
                if (count == words.length) {
                    words = Arrays.copyOf(words, count * 2);
                }
                words[count++] = text.substring(start, i);
            }
            while (i < n && isSpace(text.charAt(i))) {
                i++;
            }
        }
        if (count == 0) {
            return new String[] {text};
        }
        if (count == 1 && words[0].isEmpty()) {
            return new String[0];
        }
        return count == words.length ? words : Arrays.copyOf(words, count);
    }

    private static boolean isSpace(char c) {
        return c == ' ' || (c >= '\t' && c <= '\r');
    }

    /**
     * Normalises a province id, alias or full name for look-up: {@code "St. Petersburg"} and {@code "st petersburg"}
     * both become {@code STPETERSBURG}.
     */
    public static String key(String text) {
        if (isKey(text)) {
            return text;
        }
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                b.append(c);
            }
        }
        return b.toString().toUpperCase(Locale.ROOT);
    }

    /** @return whether the text is already its own key (upper-case ASCII letters and digits, as ids are) */
    private static boolean isKey(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')) {
                return false;
            }
        }
        return true;
    }
}
