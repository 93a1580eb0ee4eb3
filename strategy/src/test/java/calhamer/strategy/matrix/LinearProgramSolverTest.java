package calhamer.strategy.matrix;

import static calhamer.strategy.matrix.Optimality.assertOptimal;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LinearProgramSolverTest {
    private static final double TOLERANCE = 1e-9;
    private final LinearProgramSolver solver = new LinearProgramSolver();

    private static void assertStrategy(List<Double> expected, List<Double> actual) {
        assertEquals(expected.size(), actual.size());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), actual.get(i), 1e-9, "probability " + i + " of " + actual);
        }
    }

    @Test
    void matchingPennies() {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{1, -1}, {-1, 1}});
        ZeroSumSolution solution = solver.solve(matrix, Objective.MAX);
        assertEquals(0, solution.value(), TOLERANCE);
        assertStrategy(List.of(0.5, 0.5), solution.rowStrategy());
        assertStrategy(List.of(0.5, 0.5), solution.columnStrategy());
        assertOptimal(matrix, Objective.MAX, solution, TOLERANCE);
    }

    @Test
    void rockPaperScissors() {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}});
        ZeroSumSolution solution = solver.solve(matrix, Objective.MAX);
        assertEquals(0, solution.value(), TOLERANCE);
        double third = 1.0 / 3;
        assertStrategy(List.of(third, third, third), solution.rowStrategy());
        assertStrategy(List.of(third, third, third), solution.columnStrategy());
    }

    /** [[3, −1], [−2, 1]]: value 1/7, row (3/7, 4/7), column (2/7, 5/7). */
    @Test
    void twoByTwoWithValueOneSeventh() {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{3, -1}, {-2, 1}});
        ZeroSumSolution solution = solver.solve(matrix, Objective.MAX);
        assertEquals(1.0 / 7, solution.value(), TOLERANCE);
        assertStrategy(List.of(3.0 / 7, 4.0 / 7), solution.rowStrategy());
        assertStrategy(List.of(2.0 / 7, 5.0 / 7), solution.columnStrategy());
        assertOptimal(matrix, Objective.MAX, solution, TOLERANCE);
    }

    /** The same game with the row player minimising: rows and columns swap roles, the value stays 1/7. */
    @Test
    void rowPlayerMinimising() {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{3, -2}, {-1, 1}});
        ZeroSumSolution solution = solver.solve(matrix, Objective.MIN);
        assertEquals(1.0 / 7, solution.value(), TOLERANCE);
        assertStrategy(List.of(2.0 / 7, 5.0 / 7), solution.rowStrategy());
        assertStrategy(List.of(3.0 / 7, 4.0 / 7), solution.columnStrategy());
        assertOptimal(matrix, Objective.MIN, solution, TOLERANCE);
    }

    /**
     * Utkin, "Influence Graphs", Table 4: rows G2, G3, G4 (Germany minimises), columns A1..A4. The paper leaves the
     * mixed strategies out. They mix G2/G3 against A3/A4, so they are the 2×2 indifference solution of
     * [[99.04, 105.16], [105.54, 97.16]]; the certificate (Optimality) shows that it is optimal in all of Table 4.
     */
    @Test
    void utkinTable4() {
        PayoffMatrix matrix = PayoffMatrix.of(UtkinTables.TABLE_4);
        ZeroSumSolution solution = solver.solve(matrix, Objective.MIN);
        double a = 99.04;
        double b = 105.16;
        double c = 105.54;
        double d = 97.16;
        double denominator = a + d - b - c;
        assertEquals((a * d - b * c) / denominator, solution.value(), 1e-9); // 101.783...
        assertStrategy(List.of((d - c) / denominator, (a - b) / denominator, 0.0), solution.rowStrategy());
        assertStrategy(List.of(0.0, 0.0, (d - b) / denominator, (a - c) / denominator), solution.columnStrategy());
        assertOptimal(matrix, Objective.MIN, solution, 1e-9);
    }

    @Test
    void oneRow() {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{4, 2, 7, 3}});
        ZeroSumSolution solution = solver.solve(matrix, Objective.MAX);
        assertEquals(2, solution.value(), TOLERANCE);
        assertStrategy(List.of(1.0), solution.rowStrategy());
        assertStrategy(List.of(0.0, 1.0, 0.0, 0.0), solution.columnStrategy());
        ZeroSumSolution minimising = solver.solve(matrix, Objective.MIN);
        assertEquals(7, minimising.value(), TOLERANCE);
        assertStrategy(List.of(0.0, 0.0, 1.0, 0.0), minimising.columnStrategy());
    }

    @Test
    void oneColumn() {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{4}, {-2}, {9}});
        ZeroSumSolution solution = solver.solve(matrix, Objective.MAX);
        assertEquals(9, solution.value(), TOLERANCE);
        assertStrategy(List.of(0.0, 0.0, 1.0), solution.rowStrategy());
    }

    @Test
    void allEntriesEqual() {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{2.5, 2.5, 2.5}, {2.5, 2.5, 2.5}});
        ZeroSumSolution solution = solver.solve(matrix, Objective.MAX);
        assertEquals(2.5, solution.value(), TOLERANCE);
        assertEquals(0, solution.gap(), TOLERANCE);
        assertOptimal(matrix, Objective.MAX, solution, TOLERANCE);
    }

    @Test
    void duplicateRows() {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{3, -1}, {-2, 1}, {3, -1}, {-2, 1}});
        ZeroSumSolution solution = solver.solve(matrix, Objective.MAX);
        assertEquals(1.0 / 7, solution.value(), TOLERANCE);
        List<Double> x = solution.rowStrategy();
        assertEquals(3.0 / 7, x.get(0) + x.get(2), 1e-9);
        assertEquals(4.0 / 7, x.get(1) + x.get(3), 1e-9);
        assertOptimal(matrix, Objective.MAX, solution, TOLERANCE);
    }

    @ParameterizedTest
    @ValueSource(doubles = {1e-6, 1e6, 1e12, -1e12})
    void largeAndSmallMagnitudes(double scale) {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{3 * scale, -scale}, {-2 * scale, scale}});
        ZeroSumSolution solution = solver.solve(matrix, Objective.MAX);
        assertEquals(scale / 7, solution.value(), Math.abs(scale) * 1e-9);
        // Scaling by a negative number keeps the row player's indifference mix: −3x + 2(1 − x) = x − (1 − x).
        assertEquals(3.0 / 7, solution.rowStrategy().get(0), 1e-9);
        assertOptimal(matrix, Objective.MAX, solution, Math.abs(scale) * 1e-9);
    }

    @Test
    void largeOffset() {
        // Payoffs around 1e9 that differ in the units: scaling removes the offset.
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{1e9 + 3, 1e9 - 1}, {1e9 - 2, 1e9 + 1}});
        ZeroSumSolution solution = solver.solve(matrix, Objective.MAX);
        assertEquals(1e9 + 1.0 / 7, solution.value(), 1e-5);
        assertEquals(3.0 / 7, solution.rowStrategy().get(0), 1e-6);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void randomGamesAreSolvedToOptimality(int seed) {
        PayoffMatrix matrix = RandomMatrices.uniform(seed, 5 + seed, 12 - seed);
        for (Objective objective : Objective.values()) {
            ZeroSumSolution solution = solver.solve(matrix, objective);
            assertOptimal(matrix, objective, solution, 1e-8);
            assertEquals(0, solution.gap(), 1e-8);
        }
    }
}
