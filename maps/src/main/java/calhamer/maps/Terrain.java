package calhamer.maps;

import java.util.Locale;

/** What kind of ground a province is: which units may stand in it. */
public enum Terrain {
    /** Land without a coast: armies only. */
    INLAND,
    /** Land with a coast: armies, and fleets along the coast. */
    COASTAL,
    /** Water: fleets only. */
    SEA;

    /** @return whether an army may stand here */
    public boolean allowsArmy() {
        return this != SEA;
    }

    /** @return whether a fleet may stand here */
    public boolean allowsFleet() {
        return this != INLAND;
    }

    /** @return the lower-case name used in map files */
    public String fileName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Reads a terrain as written in a map file ({@code inland}, {@code coastal}, {@code sea}), case-insensitive.
     *
     * @throws IllegalArgumentException naming the accepted values
     */
    public static Terrain parse(String text) {
        for (Terrain t : values()) {
            if (t.name().equalsIgnoreCase(text)) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown terrain '" + text + "' (expected inland, coastal or sea)");
    }
}
