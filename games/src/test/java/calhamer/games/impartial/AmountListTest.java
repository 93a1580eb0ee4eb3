package calhamer.games.impartial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The lazy list of {@code index:amount} moves equals the list written out, and costs nothing for huge heaps. */
class AmountListTest {

    @Test
    void matchesTheMovesWrittenOut() {
        Random random = new Random(5);
        for (int trial = 0; trial < 200; trial++) {
            int[] most = new int[random.nextInt(6)];
            List<Amount> expected = new ArrayList<>();
            for (int i = 0; i < most.length; i++) {
                most[i] = random.nextInt(5);
                for (int a = 1; a <= most[i]; a++) {
                    expected.add(new Amount(i, a));
                }
            }
            AmountList list = new AmountList(most);
            assertEquals(expected, list);
            for (int k = 0; k < expected.size(); k++) {
                assertEquals(k, list.indexOf(expected.get(k)));
            }
            assertFalse(list.contains(new Amount(0, 0)));
            assertThrows(IndexOutOfBoundsException.class, () -> list.get(expected.size()));
        }
        AmountList huge = new AmountList(new int[] {1_000_000, 0, 1_000_000});
        assertEquals(2_000_000, huge.size());
        assertEquals(new Amount(2, 1), huge.get(1_000_000));
        assertTrue(huge.contains(new Amount(2, 1_000_000)));
        assertThrows(UnsupportedOperationException.class, () -> huge.add(new Amount(0, 1)));
    }
}
