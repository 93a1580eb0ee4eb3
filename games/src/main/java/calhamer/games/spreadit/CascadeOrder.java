package calhamer.games.spreadit;

import java.util.Arrays;
import java.util.Locale;

/**
 * Which of several vertices at their thresholds fires first in a cascade ("Explosion Order", section III.A). The
 * order is decided again before every firing, over the vertices at their thresholds at that moment.
 */
public enum CascadeOrder {
    /**
     * The paper's main rule: the vertex where the player whose placement started the cascade has the largest
     * majority (own tokens minus the other colour's) fires first; ties go to the lower vertex index.
     */
    MAJORITY("majority"),
    /** The paper's alternative: the lowest vertex index fires first. */
    INDEX("index");

    private final String label;

    CascadeOrder(String label) {
        this.label = label;
    }

    /** The name in options and JSON. */
    public String label() {
        return label;
    }

    /** @throws IllegalArgumentException naming the labels */
    public static CascadeOrder parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        for (CascadeOrder o : values()) {
            if (o.label.equals(t)) {
                return o;
            }
        }
        throw new IllegalArgumentException("cascade order '" + text + "' is not one of "
                + Arrays.stream(values()).map(CascadeOrder::label).toList());
    }
}
