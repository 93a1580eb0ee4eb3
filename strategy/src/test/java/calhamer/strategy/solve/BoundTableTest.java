package calhamer.strategy.solve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The compact transposition table against a plain map, on keys short enough to sit inline and long ones. */
class BoundTableTest {

    @Test
    void keysRoundTripThroughTheirBytesAndShortOnesSitInline() {
        int[] small = {3, 3, 17, 200};
        byte[] code = BoundTable.encode(small);
        assertArrayEquals(small, BoundTable.decode(code));
        assertEquals(5, code.length, "3, gap 0, gap 14, gap 183 (two bytes)");
        assertTrue(BoundTable.inline(code) != 0);
        int[] large = {1, 70_000, 1_000_000, Integer.MAX_VALUE};
        assertArrayEquals(large, BoundTable.decode(BoundTable.encode(large)));
        assertEquals(0, BoundTable.inline(BoundTable.encode(large)), "too long to sit inline");
    }

    @Test
    void theTableAgreesWithAMapAndOnlyNarrows() {
        Random random = new Random(5);
        BoundTable table = new BoundTable();
        Map<String, int[]> expected = new HashMap<>();
        for (int i = 0; i < 200_000; i++) {
            int[] key = new int[1 + random.nextInt(random.nextBoolean() ? 4 : 12)];
            for (int j = 0; j < key.length; j++) {
                key[j] = random.nextInt(random.nextBoolean() ? 300 : 100_000);
            }
            Arrays.sort(key);
            int lo = -random.nextInt(50);
            int hi = random.nextInt(50);
            int best = random.nextInt(1000);
            table.put(key, BoundTable.hash(key), lo, hi, best);
            expected.merge(Arrays.toString(key), new int[] {lo, hi, best},
                    (a, b) -> new int[] {Math.max(a[0], b[0]), Math.min(a[1], b[1]), b[2]});
            if (i % 1000 == 0) {
                int[] missing = {-1 - i};
                assertEquals(BoundTable.MISSING, table.get(missing, BoundTable.hash(missing)));
            }
        }
        assertEquals(expected.size(), table.size());
        for (Map.Entry<String, int[]> e : expected.entrySet()) {
            String text = e.getKey();
            int[] key = text.equals("[]") ? new int[0] : Arrays.stream(text.substring(1, text.length() - 1)
                    .split(", ")).mapToInt(Integer::parseInt).toArray();
            long entry = table.get(key, BoundTable.hash(key));
            assertEquals(e.getValue()[0], BoundTable.lo(entry), text);
            assertEquals(e.getValue()[1], BoundTable.hi(entry), text);
            assertEquals(e.getValue()[2], BoundTable.best(entry), text);
        }
        assertTrue(table.bytes() < 64L * expected.size(), "about 21 bytes an inline entry, more for long keys: "
                + table.bytes() / expected.size());
    }
}
