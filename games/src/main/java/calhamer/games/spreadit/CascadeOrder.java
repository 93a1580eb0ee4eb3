package calhamer.games.spreadit;

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
        return Labels.parse(values(), CascadeOrder::label, "cascade order", text);
    }
}
