package calhamer.maps;

import java.util.Locale;
import java.util.Optional;

/**
 * A named coast of a split-coast province (the standard board has STP/NC, STP/SC, SPA/NC, SPA/SC, BUL/EC,
 * BUL/SC). {@link #NONE} marks a location that is the province as a whole.
 */
public enum Coast {
    NONE, NC, SC, EC, WC;

    /**
     * Reads a coast abbreviation ({@code NC}, {@code sc}, ...) or long form ({@code north}, {@code north coast}).
     *
     * @return the coast, or empty when the text names none
     */
    public static Optional<Coast> parse(String text) {
        String t = text.trim().toUpperCase(Locale.ROOT).replace("COAST", "").trim();
        switch (t) {
            case "NC": case "N": case "NORTH": return Optional.of(NC);
            case "SC": case "S": case "SOUTH": return Optional.of(SC);
            case "EC": case "E": case "EAST": return Optional.of(EC);
            case "WC": case "W": case "WEST": return Optional.of(WC);
            default: return Optional.empty();
        }
    }
}
