package calhamer.adjudicator.rules;

import java.util.Locale;

/**
 * The rulebook edition the adjudicator follows where editions differ, as the DATC (Diplomacy Adjudicator Test Cases,
 * L. B. Kruijswijk) interprets them. Everything else is the same in both.
 *
 * <ul>
 *   <li>{@link #RULES_2000}: the 2000 rulebook with the preferences of DATC v2.4 (the default). An army ordered
 *       {@code VIA} convoy to an adjacent province uses the land route when no fleet has a legal order to convoy it
 *       (DATC 6.G.8); civil disorder removes the unit farthest from its power's home centres, counting armies over any
 *       province and fleets over fleet moves (DATC v2.4 6.J).</li>
 *   <li>{@link #RULES_2023}: the 2023 rulebook with the preferences of DATC v3.0: {@code VIA} always means by convoy,
 *       with no fall-back to the land route (DATC 3.0 6.G.8, 6.G.20); civil disorder measures the distance to the
 *       nearest <em>owned</em> supply centre, over any province for armies and fleets alike (DATC 3.0 6.J).</li>
 * </ul>
 */
public enum Edition {
    RULES_2000("2000"), RULES_2023("2023");

    private final String label;

    Edition(String label) {
        this.label = label;
    }

    /** @return the year label, {@code 2000} or {@code 2023} */
    public String label() {
        return label;
    }

    /**
     * Reads {@code 2000} or {@code 2023} (also the enum names).
     *
     * @throws IllegalArgumentException naming the accepted values
     */
    public static Edition parse(String text) {
        String t = text == null ? "" : text.trim().toUpperCase(Locale.ROOT);
        for (Edition e : values()) {
            if (e.label.equals(t) || e.name().equals(t)) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown rulebook edition '" + text + "' (expected 2000 or 2023)");
    }
}
