package calhamer.maps;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The text handling every reader of map names shares: the one normalisation name look-ups use (upper case, letters
 * and digits only) and the one way text is cut into words.
 */
public final class MapLookup {
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    private MapLookup() {
    }

    /**
     * Cuts text at runs of whitespace, as {@code text.split("\\s+")} does, with the pattern compiled once (orders and
     * units are read millions of times).
     */
    public static String[] words(String text) {
        return WHITESPACE.split(text);
    }

    /**
     * Normalises a province id, alias or full name for look-up: {@code "St. Petersburg"} and {@code "st petersburg"}
     * both become {@code STPETERSBURG}.
     */
    public static String key(String text) {
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                b.append(c);
            }
        }
        return b.toString().toUpperCase(Locale.ROOT);
    }
}
