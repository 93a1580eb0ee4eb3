package calhamer.games.transversewave;

import calhamer.games.GameJson;
import calhamer.games.impartial.BitMatrix;
import calhamer.games.impartial.ImpartialRules;
import calhamer.games.impartial.JsonFields;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Transverse Wave and its two Boolean readings (Burke, Ferland and Teng, "Transverse Wave", Rulesets 1–3), on an
 * m × n matrix of up to 64 columns, one bit per entry.
 *
 * <ul>
 *   <li>{@link #TRANSVERSE_WAVE} ({@code {"grid": ["GPG", "PPG"]}}, G green, P purple; bit 1 = purple): a column
 *       with a green cell may be chosen; it turns purple, and so does every row that had a purple cell in that
 *       column (the wave).</li>
 *   <li>{@link #CROSSWISE_AND} ({@code {"matrix": ["101", "011"]}}): a column with a 1 may be chosen; every row
 *       takes the AND with its bit in that column, then the column's entries become 0.</li>
 *   <li>{@link #CROSSWISE_OR} (same form): a column with a 0 may be chosen; every row takes the OR with its bit in
 *       that column, then the column's entries become 1.</li>
 * </ul>
 * Transverse Wave with purple as 1 is Crosswise OR entry for entry (Proposition 2), so they share one rule here;
 * with purple as 0 it is Crosswise AND (Proposition 1). A move is the column's index from 0. Each move fills a
 * column, so a play lasts at most n moves. Components: the whole position in canonical form (rows that are all
 * purple and columns that can no longer be chosen dropped, rows and columns sorted, {@link BitMatrix#canonical});
 * the game does not split into independent parts in general (a live row keeps every column it is green in
 * selectable, and the last row's end ends them all).
 */
public final class GridRules implements ImpartialRules<BitMatrix, Integer> {
    /** Transverse Wave: G green, P purple (bit 1). */
    public static final GridRules TRANSVERSE_WAVE = new GridRules("transverse-wave", "grid", 'G', 'P', false);
    /** Crosswise AND. */
    public static final GridRules CROSSWISE_AND = new GridRules("crosswise-and", "matrix", '0', '1', true);
    /** Crosswise OR. */
    public static final GridRules CROSSWISE_OR = new GridRules("crosswise-or", "matrix", '0', '1', false);

    /** The most rows a position may have. */
    public static final int MAX_ROWS = 4096;

    private final String gameName;
    private final String field;
    private final char zero;
    private final char one;
    private final boolean and;

    private GridRules(String gameName, String field, char zero, char one, boolean and) {
        this.gameName = gameName;
        this.field = field;
        this.zero = zero;
        this.one = one;
        this.and = and;
    }

    @Override
    public String name() {
        return gameName;
    }

    /** @return the columns that may be chosen, as bits */
    long feasible(BitMatrix m) {
        return m.columnsWith(and);
    }

    @Override
    public List<Integer> moves(BitMatrix m) {
        List<Integer> out = new ArrayList<>();
        for (long f = feasible(m); f != 0; f &= f - 1) {
            out.add(Long.numberOfTrailingZeros(f));
        }
        return out;
    }

    @Override
    public BitMatrix play(BitMatrix m, Integer column) {
        long bit = 1L << column;
        long full = BitMatrix.full(m.columns());
        long[] rows = m.rows();
        for (int r = 0; r < rows.length; r++) {
            boolean set = (rows[r] & bit) != 0;
            if (and) {
                rows[r] = set ? rows[r] & ~bit : 0;
            } else {
                rows[r] = set ? full : rows[r] | bit;
            }
        }
        return BitMatrix.owning(m.columns(), rows);
    }

    @Override
    public List<BitMatrix> components(BitMatrix m) {
        long feasible = feasible(m);
        if (feasible == 0) {
            return List.of();
        }
        return List.of(m.canonical(and ? 0 : BitMatrix.full(m.columns()), feasible));
    }

    @Override
    public long bytes(BitMatrix m) {
        return 48 + 8L * m.height();
    }

    @Override
    public Integer parseMove(BitMatrix m, String text) {
        return JsonFields.number(text, text, "a move is a column number from 0");
    }

    @Override
    public ObjectNode toJson(BitMatrix m) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        ArrayNode rows = json.putArray(field);
        for (String row : m.text(zero, one)) {
            rows.add(row);
        }
        return json;
    }

    @Override
    public BitMatrix fromJson(JsonNode json) {
        GameJson.fields(json, Set.of(field), Set.of());
        long[] rows = JsonFields.rows(json.get(field), field, zero, one, MAX_ROWS, 64);
        return new BitMatrix(json.get(field).get(0).asText().length(), rows);
    }

    @Override
    public int maxMoves(BitMatrix m) {
        return m.columns();
    }
}
