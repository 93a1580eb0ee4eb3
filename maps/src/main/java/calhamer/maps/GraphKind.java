package calhamer.maps;

import java.util.Locale;

/** The three graphs a map defines. */
public enum GraphKind {
    /** Army moves between provinces. */
    ARMY,
    /** Fleet moves between fleet locations (coasts of split provinces are separate vertices). */
    FLEET,
    /** Every pair of provinces sharing a border (army or fleet adjacency); the graph influence spreads over. */
    BORDER;

    /**
     * Reads {@code army}, {@code fleet} or {@code border}, case-insensitive.
     *
     * @throws IllegalArgumentException naming the accepted values
     */
    public static GraphKind parse(String text) {
        for (GraphKind k : values()) {
            if (k.name().equalsIgnoreCase(text)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown graph '" + text + "' (expected army, fleet or border)");
    }

    /** @return the lower-case name used in requests */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
