package calhamer.strategy.tournament;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One played game of a tournament as a flat row: a unique {@code id} (what resuming skips by) and named fields in a
 * fixed order (the experiment's settings, the seed, the outcome), each a string, a number or a boolean. One line
 * of the JSON Lines file and one row of the CSV file. A record that keeps structure (an arena game's seats) may
 * also hold lists and maps of such values, as JSON has them.
 *
 * @param id     unique within the tournament, stable across runs
 * @param fields column → value, in column order
 */
public record MatchRecord(String id, Map<String, Object> fields) {

    public MatchRecord {
        Objects.requireNonNull(id, "id");
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    /** The field as text ("" when absent). */
    public String text(String field) {
        Object v = fields.get(field);
        return v == null ? "" : v.toString();
    }

    /** The field as a number (NaN when absent or not a number). */
    public double number(String field) {
        Object v = fields.get(field);
        if (v instanceof Number n) {
            return n.doubleValue();
        }
        try {
            return Double.parseDouble(String.valueOf(v));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
