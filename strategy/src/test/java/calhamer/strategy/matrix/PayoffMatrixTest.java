package calhamer.strategy.matrix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PayoffMatrixTest {

    private static String rejection(double[][] entries) {
        return assertThrows(IllegalArgumentException.class, () -> PayoffMatrix.of(entries)).getMessage();
    }

    @Test
    void rejectsAnEmptyMatrix() {
        assertTrue(rejection(new double[0][]).contains("no rows"));
        assertTrue(rejection(null).contains("no rows"));
    }

    @Test
    void rejectsAnEmptyRowNamingIt() {
        assertTrue(rejection(new double[][] {{1, 2}, {}}).contains("row 1"));
    }

    @Test
    void rejectsARaggedMatrixNamingTheRow() {
        String message = rejection(new double[][] {{1, 2}, {3, 4}, {5}});
        assertTrue(message.contains("ragged") && message.contains("row 2"), message);
    }

    @Test
    void rejectsNaNAndInfiniteEntriesNamingRowAndColumn() {
        String nan = rejection(new double[][] {{1, 2, 3}, {4, Double.NaN, 6}});
        assertTrue(nan.contains("row 1, column 1") && nan.contains("NaN"), nan);
        String inf = rejection(new double[][] {{1, 2, Double.NEGATIVE_INFINITY}});
        assertTrue(inf.contains("row 0, column 2") && inf.contains("Infinity"), inf);
    }

    @Test
    void copiesItsInput() {
        double[][] entries = {{1, 2}, {3, 4}};
        PayoffMatrix matrix = PayoffMatrix.of(entries);
        entries[0][0] = 99;
        assertEquals(1, matrix.get(0, 0));
        matrix.toArray()[1][1] = 99;
        assertEquals(4, matrix.get(1, 1));
    }

    @Test
    void transposesSelectsAndMultiplies() {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{1, 2, 3}, {4, 5, 6}});
        assertEquals(PayoffMatrix.of(new double[][] {{1, 4}, {2, 5}, {3, 6}}), matrix.transpose());
        assertEquals(PayoffMatrix.of(new double[][] {{6, 4}}), matrix.select(new int[] {1}, new int[] {2, 0}));
        assertArrayEquals(new double[] {2, 5}, matrix.rowPayoffs(new double[] {0.5, 0, 0.5}), 1e-12);
        assertArrayEquals(new double[] {3.25, 4.25, 5.25}, matrix.columnPayoffs(new double[] {0.25, 0.75}), 1e-12);
        assertEquals(1, matrix.min());
        assertEquals(6, matrix.max());
    }
}
