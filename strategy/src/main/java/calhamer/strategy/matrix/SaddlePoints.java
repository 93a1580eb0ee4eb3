package calhamer.strategy.matrix;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Pure equilibria of a zero-sum matrix game (von Neumann and Morgenstern's saddle points; Utkin, "Influence Graphs",
 * section VIII, Table 7). With the row player maximising, an entry is a saddle point when it is the minimum of its row
 * and the maximum of its column; with the row player minimising, the maximum of its row and the minimum of its column.
 * All saddle points of a game share one value. Entries are compared exactly. O(m·n).
 */
public final class SaddlePoints {

    private SaddlePoints() {
    }

    /** Every saddle point, in row-major order; empty when the game has none. */
    public static List<SaddlePoint> all(PayoffMatrix matrix, Objective rowObjective) {
        int sign = rowObjective.sign();
        // In the row player's terms (higher is better): the column player holds each row to its minimum,
        // and the row player takes each column's maximum.
        double[] rowWorst = new double[matrix.rows()];
        double[] columnBest = new double[matrix.columns()];
        Arrays.fill(rowWorst, Double.POSITIVE_INFINITY);
        Arrays.fill(columnBest, Double.NEGATIVE_INFINITY);
        for (int r = 0; r < matrix.rows(); r++) {
            for (int c = 0; c < matrix.columns(); c++) {
                double v = sign * matrix.get(r, c);
                rowWorst[r] = Math.min(rowWorst[r], v);
                columnBest[c] = Math.max(columnBest[c], v);
            }
        }
        List<SaddlePoint> points = new ArrayList<>();
        for (int r = 0; r < matrix.rows(); r++) {
            for (int c = 0; c < matrix.columns(); c++) {
                double v = sign * matrix.get(r, c);
                if (v == rowWorst[r] && v == columnBest[c]) {
                    points.add(new SaddlePoint(r, c, matrix.get(r, c)));
                }
            }
        }
        return points;
    }

    /** The first saddle point in row-major order, if any. */
    public static Optional<SaddlePoint> first(PayoffMatrix matrix, Objective rowObjective) {
        return all(matrix, rowObjective).stream().findFirst();
    }
}
