package calhamer.strategy.matrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SaddlePointsTest {

    /**
     * Utkin, "Influence Graphs", Table 7: rows A1..A3 (Austria, maximising), columns G1..G4 (Germany). "It is situated
     * at the intersection of row 3 and column 1: 107.31% is a minimum in its row and a maximum in its column."
     */
    @Test
    void utkinTable7HasItsSaddlePointAtA3G1() {
        List<SaddlePoint> points = SaddlePoints.all(PayoffMatrix.of(UtkinTables.TABLE_7), Objective.MAX);
        assertEquals(1, points.size(), points::toString);
        SaddlePoint point = points.get(0);
        assertEquals(2, point.row());
        assertEquals(0, point.column());
        assertEquals(107.31, point.value(), 1e-9);
    }

    @Test
    void theSameGameTransposedHasItWithTheRowPlayerMinimising() {
        PayoffMatrix germanyRows = PayoffMatrix.of(UtkinTables.TABLE_7).transpose();
        SaddlePoint point = SaddlePoints.first(germanyRows, Objective.MIN).orElseThrow();
        assertEquals(0, point.row());
        assertEquals(2, point.column());
        assertEquals(107.31, point.value(), 1e-9);
    }

    @Test
    void matchingPenniesHasNone() {
        assertTrue(SaddlePoints.first(PayoffMatrix.of(new double[][] {{1, -1}, {-1, 1}}), Objective.MAX).isEmpty());
    }

    @Test
    void severalSaddlePointsShareTheValue() {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{2, 2, 5}, {1, 0, 3}, {2, 2, 4}});
        List<SaddlePoint> points = SaddlePoints.all(matrix, Objective.MAX);
        assertEquals(List.of(new SaddlePoint(0, 0, 2), new SaddlePoint(0, 1, 2), new SaddlePoint(2, 0, 2),
                new SaddlePoint(2, 1, 2)), points);
    }

    @Test
    void orientationDecidesWhichEntryIsTheSaddlePoint() {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{1, 4}, {2, 3}});
        assertEquals(new SaddlePoint(1, 0, 2), SaddlePoints.first(matrix, Objective.MAX).orElseThrow());
        assertEquals(new SaddlePoint(1, 1, 3), SaddlePoints.first(matrix, Objective.MIN).orElseThrow());
    }
}
