package calhamer.games.spreadit;

import java.util.Arrays;
import java.util.Locale;

/** The two variants of section III: whether a vertex that fired may fire again. */
public enum Variant {
    /** A vertex may change colour and fire any number of times (rules 1–5 and 7). */
    ZERO_LOYALTY("zero-loyalty"),
    /** A vertex fires once and is then fixed in its colour: it takes no more tokens (rule 6). */
    FULL_LOYALTY("full-loyalty");

    private final String label;

    Variant(String label) {
        this.label = label;
    }

    /** The name in options and JSON: {@code zero-loyalty} or {@code full-loyalty}. */
    public String label() {
        return label;
    }

    /**
     * Reads a label ({@code zero-loyalty}, {@code full-loyalty}; {@code zero} and {@code full} for short).
     *
     * @throws IllegalArgumentException naming the labels
     */
    public static Variant parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        for (Variant v : values()) {
            if (v.label.equals(t) || v.label.startsWith(t + "-")) {
                return v;
            }
        }
        throw new IllegalArgumentException("variant '" + text + "' is not one of "
                + Arrays.stream(values()).map(Variant::label).toList());
    }
}
