package calhamer.strategy.matrix;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** What a player does with the matrix entries: maximise them or minimise them. */
public enum Objective {
    MAX, MIN;

    /** The other player's objective in a zero-sum game. */
    public Objective opposite() {
        return this == MAX ? MIN : MAX;
    }

    /** +1 for the maximiser, −1 for the minimiser: {@code sign() * entry} is "higher is better" for this player. */
    public int sign() {
        return this == MAX ? 1 : -1;
    }

    /** {@code "max"} or {@code "min"}. */
    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads {@code "max"} or {@code "min"} (any case). */
    @JsonCreator
    public static Objective parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("objective must be \"max\" or \"min\", not null");
        }
        for (Objective objective : values()) {
            if (objective.label().equalsIgnoreCase(text.strip())) {
                return objective;
            }
        }
        throw new IllegalArgumentException("objective must be \"max\" or \"min\", not \"" + text + "\"");
    }
}
