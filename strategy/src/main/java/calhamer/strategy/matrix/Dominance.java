package calhamer.strategy.matrix;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** Which dominated strategies {@link DominanceElimination} removes. */
public enum Dominance {
    /** Remove nothing. */
    NONE,
    /** Remove a strategy when another is strictly better against every remaining opposing strategy. */
    STRICT,
    /**
     * Remove a strategy when another is at least as good against every remaining opposing strategy: strictly better
     * against one, or identical and earlier (of identical strategies the lowest index stays).
     */
    WEAK;

    /** {@code "none"}, {@code "strict"} or {@code "weak"}. */
    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads {@code "none"}, {@code "strict"} or {@code "weak"} (any case). */
    @JsonCreator
    public static Dominance parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("dominance must be \"strict\", \"weak\" or \"none\", not null");
        }
        for (Dominance dominance : values()) {
            if (dominance.label().equalsIgnoreCase(text.strip())) {
                return dominance;
            }
        }
        throw new IllegalArgumentException("dominance must be \"strict\", \"weak\" or \"none\", not \"" + text + "\"");
    }
}
