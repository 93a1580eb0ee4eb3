package calhamer.strategy.matrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

/**
 * Checks a claimed solution from first principles: both strategies are probability distributions, and the
 * maximiser's strategy guarantees at least value − tolerance against every pure reply while the minimiser's concedes
 * at most value + tolerance. Together these prove the value and both strategies optimal (weak duality).
 */
final class Optimality {

    private Optimality() {
    }

    static void assertOptimal(PayoffMatrix matrix, Objective rowObjective, double value, List<Double> rowStrategy,
                              List<Double> columnStrategy, double tolerance) {
        assertDistribution(rowStrategy, matrix.rows());
        assertDistribution(columnStrategy, matrix.columns());
        double rowGuarantee = Double.POSITIVE_INFINITY; // row strategy's worst payoff, in the row player's terms
        for (int c = 0; c < matrix.columns(); c++) {
            double payoff = 0;
            for (int r = 0; r < matrix.rows(); r++) {
                payoff += rowStrategy.get(r) * matrix.get(r, c);
            }
            rowGuarantee = Math.min(rowGuarantee, rowObjective.sign() * payoff);
        }
        double columnGuarantee = Double.POSITIVE_INFINITY;
        for (int r = 0; r < matrix.rows(); r++) {
            double payoff = 0;
            for (int c = 0; c < matrix.columns(); c++) {
                payoff += columnStrategy.get(c) * matrix.get(r, c);
            }
            columnGuarantee = Math.min(columnGuarantee, -rowObjective.sign() * payoff);
        }
        assertTrue(rowGuarantee >= rowObjective.sign() * value - tolerance,
                "row strategy guarantees " + rowGuarantee + ", value " + value);
        assertTrue(columnGuarantee >= -rowObjective.sign() * value - tolerance,
                "column strategy guarantees " + columnGuarantee + ", value " + value);
    }

    static void assertOptimal(PayoffMatrix matrix, Objective rowObjective, ZeroSumSolution solution,
                              double tolerance) {
        assertOptimal(matrix, rowObjective, solution.value(), solution.rowStrategy(), solution.columnStrategy(),
                tolerance);
    }

    private static void assertDistribution(List<Double> strategy, int size) {
        assertEquals(size, strategy.size());
        assertTrue(strategy.stream().allMatch(p -> p >= 0 && p <= 1), strategy::toString);
        assertEquals(1, strategy.stream().mapToDouble(Double::doubleValue).sum(), 1e-9);
    }
}
