package calhamer.strategy.matrix;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** The row player or the column player of a matrix game. */
public enum MatrixPlayer {
    ROW, COLUMN;

    /** {@code "row"} or {@code "column"}. */
    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
