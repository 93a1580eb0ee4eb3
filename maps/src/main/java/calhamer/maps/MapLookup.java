package calhamer.maps;

import java.util.Locale;

/** The one normalisation every name look-up uses: upper case, letters and digits only. */
public final class MapLookup {
    private MapLookup() {
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
