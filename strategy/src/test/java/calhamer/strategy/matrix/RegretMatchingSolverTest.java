package calhamer.strategy.matrix;

import static calhamer.strategy.matrix.Optimality.assertOptimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RegretMatchingSolverTest {
    private final LinearProgramSolver lp = new LinearProgramSolver();

    /** Random games from fixed seeds: the iterative solver stops within its stated bound of the LP's exact value. */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void staysWithinItsBoundOfTheExactValue(int seed) {
        double tolerance = 1e-4;
        RegretMatchingSolver solver = new RegretMatchingSolver(tolerance, 1_000_000);
        PayoffMatrix matrix = RandomMatrices.uniform(seed, 3 + 3 * seed, 40 - 2 * seed);
        double range = matrix.max() - matrix.min();
        for (Objective objective : Objective.values()) {
            RegretMatchingSolver.Run run = solver.run(matrix, objective);
            ZeroSumSolution approximate = run.solution();
            double exact = lp.solve(matrix, objective).value();
            assertTrue(run.converged(), "seed " + seed + " did not converge in " + run.iterations());
            assertTrue(approximate.gap() <= tolerance * range * (1 + 1e-9), "gap " + approximate.gap());
            assertTrue(approximate.lowerBound() <= exact + 1e-9 && exact <= approximate.upperBound() + 1e-9,
                    "exact value " + exact + " outside [" + approximate.lowerBound() + ", "
                            + approximate.upperBound() + "]");
            assertEquals(exact, approximate.value(), approximate.gap() / 2 + 1e-9);
            // Each strategy concedes at most the gap.
            assertOptimal(matrix, objective, exact, approximate.rowStrategy(), approximate.columnStrategy(),
                    approximate.gap() + 1e-9);
        }
    }

    @Test
    void knownGames() {
        RegretMatchingSolver solver = new RegretMatchingSolver(1e-6, 1_000_000);
        assertEquals(1.0 / 7, solver.solve(PayoffMatrix.of(new double[][] {{3, -1}, {-2, 1}}), Objective.MAX).value(),
                1e-5);
        assertEquals(0, solver.solve(PayoffMatrix.of(new double[][] {{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}}),
                Objective.MAX).value(), 1e-5);
        ZeroSumSolution table4 = solver.solve(PayoffMatrix.of(UtkinTables.TABLE_4), Objective.MIN);
        assertEquals(lp.solve(PayoffMatrix.of(UtkinTables.TABLE_4), Objective.MIN).value(), table4.value(),
                table4.gap());
    }

    @Test
    void anIterationLimitStillGivesValidBounds() {
        PayoffMatrix matrix = RandomMatrices.uniform(99, 60, 60);
        RegretMatchingSolver.Run run = new RegretMatchingSolver(1e-9, 10).run(matrix, Objective.MAX);
        assertFalse(run.converged());
        assertEquals(10, run.iterations());
        double exact = lp.solve(matrix, Objective.MAX).value();
        ZeroSumSolution solution = run.solution();
        assertTrue(solution.lowerBound() <= exact + 1e-9 && exact <= solution.upperBound() + 1e-9);
    }

    @Test
    void isDeterministic() {
        PayoffMatrix matrix = RandomMatrices.uniform(5, 20, 30);
        RegretMatchingSolver solver = new RegretMatchingSolver();
        assertEquals(solver.run(matrix, Objective.MIN), solver.run(matrix, Objective.MIN));
    }

    @Test
    void allEntriesEqualNeedNoIterations() {
        RegretMatchingSolver.Run run = new RegretMatchingSolver().run(PayoffMatrix.of(new double[][] {{7, 7}}),
                Objective.MAX);
        assertEquals(0, run.iterations());
        assertEquals(7, run.solution().value(), 1e-12);
    }

    @Test
    void rejectsBadParameters() {
        assertThrows(IllegalArgumentException.class, () -> new RegretMatchingSolver(0, 10));
        assertThrows(IllegalArgumentException.class, () -> new RegretMatchingSolver(Double.NaN, 10));
        assertThrows(IllegalArgumentException.class, () -> new RegretMatchingSolver(1e-3, 0));
    }
}
