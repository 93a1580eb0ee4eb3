package calhamer.games.transversewave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.games.impartial.BitMatrix;
import calhamer.strategy.game.Budget;
import calhamer.strategy.solve.SolveLimits;
import calhamer.strategy.solve.SpragueGrundySolver;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Burke, Ferland and Teng, "Transverse Wave": Table 2 and Theorem 1 (the Pascal-like nimber triangle). */
class TransverseWavePaperTest {

    static int nimber(BitMatrix grid) {
        return new SpragueGrundySolver<>(GridRules.TRANSVERSE_WAVE).nimber(grid, new SolveLimits("test",
                Budget.unlimited()));
    }

    /** A grid from the paper's shorthand: each row lists its purple columns; {@code columns} in all. */
    static BitMatrix shorthand(int columns, int[]... purpleColumns) {
        long[] rows = new long[purpleColumns.length];
        for (int r = 0; r < rows.length; r++) {
            for (int c : purpleColumns[r]) {
                rows[r] |= 1L << c;
            }
        }
        return new BitMatrix(columns, rows);
    }

    /**
     * Table 2, read as the caption says: parentheses are rows listing their purple columns, a bare number is an
     * extra all-green column; the grid has as many columns as the largest index named, plus one.
     */
    @Test
    void table2InstancesHaveNimbersZeroToSeven() {
        assertEquals(0, nimber(shorthand(1, new int[] {0})));
        assertEquals(1, nimber(shorthand(2, new int[] {0}, new int[] {0, 1})));
        assertEquals(2, nimber(shorthand(3, new int[] {0, 1}, new int[] {2})));
        assertEquals(3, nimber(shorthand(4, new int[] {0, 1}, new int[] {2})));
        assertEquals(4, nimber(shorthand(6, new int[] {0, 1}, new int[] {2, 3, 4}, new int[] {0, 3, 5})));
        assertEquals(5, nimber(shorthand(7, new int[] {0, 1}, new int[] {2, 3, 4}, new int[] {0, 3, 5})));
        assertEquals(6, nimber(shorthand(9, new int[] {0, 1, 2}, new int[] {0, 3, 4}, new int[] {0, 1, 5, 6},
                new int[] {2, 5, 7, 8})));
        assertEquals(7, nimber(shorthand(10, new int[] {0, 1, 2}, new int[] {0, 3, 4}, new int[] {0, 1, 5, 6},
                new int[] {2, 5, 7, 8})));
    }

    /**
     * Theorem 1's value: p rows with a purple tile, k of them with an odd number, q the parity of the all-green
     * columns; G' is 0, * or *2 by the cases of the theorem, and the value is G' + *q (a nim-sum).
     */
    static int theorem1(BitMatrix grid) {
        int p = 0;
        int k = 0;
        for (long row : grid.rows()) {
            p += row != 0 ? 1 : 0;
            k += Long.bitCount(row) % 2;
        }
        int q = Long.bitCount(BitMatrix.full(grid.columns()) & ~grid.columnsWith(true)) % 2;
        int g;
        if (p == 2 * k) {
            g = 2;
        } else if (k % 2 == 0 && p > 2 * k || k % 2 == 1 && p < 2 * k) {
            g = 0;
        } else {
            g = 1;
        }
        return g ^ q;
    }

    /**
     * The exact hypothesis under which Theorem 1 holds: after dropping the rows that are all purple (they take no
     * part in play), at least one row is left, every row left has a purple tile, and every column, selectable or
     * not, has at most one purple tile among the rows left; p, k and q are counted on those rows.
     */
    static boolean theorem1Applies(BitMatrix grid) {
        long full = BitMatrix.full(grid.columns());
        long[] rows = Arrays.stream(grid.rows()).filter(r -> r != full).toArray();
        if (rows.length == 0 || Arrays.stream(rows).anyMatch(r -> r == 0)) {
            return false;
        }
        long seen = 0;
        for (long row : rows) {
            if ((seen & row) != 0) {
                return false;
            }
            seen |= row;
        }
        return true;
    }

    static BitMatrix withoutAllPurpleRows(BitMatrix grid) {
        long full = BitMatrix.full(grid.columns());
        return new BitMatrix(grid.columns(), Arrays.stream(grid.rows()).filter(r -> r != full).toArray());
    }

    @Test
    void theorem1HoldsOnEverySmallGridSatisfyingItsExactHypothesis() {
        int checked = 0;
        for (int m = 1; m <= 4; m++) {
            for (int n = 1; n <= 6 && m * n <= 20; n++) {
                long full = BitMatrix.full(n);
                for (long bits = 0; bits < 1L << (m * n); bits++) {
                    long[] rows = new long[m];
                    for (int r = 0; r < m; r++) {
                        rows[r] = bits >>> (r * n) & full;
                    }
                    BitMatrix grid = new BitMatrix(n, rows);
                    if (theorem1Applies(grid)) {
                        checked++;
                        assertEquals(theorem1(withoutAllPurpleRows(grid)), nimber(grid), grid.toString());
                    }
                }
            }
        }
        assertEquals(10504, checked, "grids of up to 4 rows, 6 columns and 20 cells satisfying the hypothesis");
    }

    @Test
    void theorem1HoldsOnRandomLargerGridsSatisfyingItsExactHypothesis() {
        Random random = new Random(2021);
        for (int trial = 0; trial < 300; trial++) {
            int m = 1 + random.nextInt(8);
            int n = m + 1 + random.nextInt(10);
            List<Integer> columns = new ArrayList<>();
            for (int c = 0; c < n; c++) {
                columns.add(c);
            }
            Collections.shuffle(columns, random);
            List<Long> rows = new ArrayList<>();
            for (int r = 0; r < m; r++) {
                rows.add(1L << columns.get(r));
            }
            for (int i = m; i < n; i++) {
                int r = random.nextInt(m + 2);
                if (r < m) {
                    rows.set(r, rows.get(r) | 1L << columns.get(i));
                }
            }
            for (int r = 0; r < m; r++) {
                if (rows.get(r) == BitMatrix.full(n)) {
                    rows.set(r, 1L << columns.get(r));
                }
            }
            for (int extra = random.nextInt(3); extra > 0; extra--) {
                rows.add(BitMatrix.full(n));
            }
            Collections.shuffle(rows, random);
            BitMatrix grid = new BitMatrix(n, rows.stream().mapToLong(Long::longValue).toArray());
            assertTrue(theorem1Applies(grid), grid.toString());
            assertEquals(theorem1(withoutAllPurpleRows(grid)), nimber(grid), "seed 2021 trial " + trial + ": " + grid);
        }
    }

    /**
     * The statement as printed asks only that every column that can be selected have at most one purple tile,
     * discounting all-purple rows. That is too loose: an all-green row (rows GG and PG: the first player's move
     * leaves one move, so the value is 0, but p = k = 1, q = 1 give *), and an unselectable all-purple column
     * whose purple tiles count towards the rows' parities (rows PG and PG: one move, value *, formula 0).
     */
    @Test
    void theorem1AsPrintedIsTooLoose() {
        BitMatrix greenRow = GridRules.TRANSVERSE_WAVE.fromJson(json("GG", "PG"));
        assertEquals(0, nimber(greenRow));
        assertEquals(1, theorem1(greenRow));
        BitMatrix purpleColumn = GridRules.TRANSVERSE_WAVE.fromJson(json("PG", "PG"));
        assertEquals(1, nimber(purpleColumn));
        assertEquals(0, theorem1(purpleColumn));
        for (BitMatrix grid : List.of(greenRow, purpleColumn)) {
            assertTrue(!theorem1Applies(grid), grid + " is outside the exact hypothesis");
            assertNotEquals(theorem1(grid), nimber(grid));
        }
    }

    static com.fasterxml.jackson.databind.JsonNode json(String... rows) {
        com.fasterxml.jackson.databind.node.ObjectNode json =
                com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        com.fasterxml.jackson.databind.node.ArrayNode grid = json.putArray("grid");
        for (String row : rows) {
            grid.add(row);
        }
        return json;
    }
}
