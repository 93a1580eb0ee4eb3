package calhamer.strategy.matrix;

import static calhamer.strategy.matrix.MatrixPlayer.COLUMN;
import static calhamer.strategy.matrix.MatrixPlayer.ROW;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class DominanceEliminationTest {

    private static final PayoffMatrix TABLE_3 = PayoffMatrix.of(UtkinTables.TABLE_3);

    /** Player, index and dominator of each step, without the round. */
    private static Set<List<Object>> steps(Reduction reduction) {
        return reduction.eliminated().stream()
                .map(e -> List.<Object>of(e.player(), e.index(), e.dominatedBy()))
                .collect(Collectors.toSet());
    }

    /**
     * Utkin, "Influence Graphs", section VIII, Tables 3 → 4: "Austrian strategy A7 is dominated by strategy A3 and
     * strategies A5 and A6 are dominated by strategy A4 ... rows G1, G5, G6, G7, and G8 are dominated by the row
     * representing German pure strategy G2". Rows are Germany's strategies G1..G8, who minimises Austria's ratio.
     */
    @ParameterizedTest
    @EnumSource(value = Dominance.class, names = {"STRICT", "WEAK"})
    void utkinTable3ReducesToTable4(Dominance dominance) {
        Reduction reduction = DominanceElimination.eliminate(TABLE_3, Objective.MIN, dominance);

        assertEquals(Set.of(
                List.of(COLUMN, 6, 2), // A7 by A3
                List.of(COLUMN, 4, 3), // A5 by A4
                List.of(COLUMN, 5, 3), // A6 by A4
                List.of(ROW, 0, 1), // G1 by G2
                List.of(ROW, 4, 1), // G5 by G2
                List.of(ROW, 5, 1), // G6 by G2
                List.of(ROW, 6, 1), // G7 by G2
                List.of(ROW, 7, 1)), // G8 by G2
                steps(reduction));
        assertEquals(List.of(1, 2, 3), reduction.rows());
        assertEquals(List.of(0, 1, 2, 3), reduction.columns());
        double[][] reduced = reduction.reduce(TABLE_3).toArray();
        for (int r = 0; r < UtkinTables.TABLE_4.length; r++) {
            assertArrayEquals(UtkinTables.TABLE_4[r], reduced[r], 1e-12);
        }
    }

    /** G1 is dominated by G2 only in the "7x4 matrix" left once A5, A6 and A7 are gone, as the paper says. */
    @Test
    void utkinG1GoesOnlyAfterTheAustrianColumns() {
        Reduction reduction = DominanceElimination.eliminate(TABLE_3, Objective.MIN, Dominance.STRICT);
        for (Elimination step : reduction.eliminated()) {
            int expectedRound = step.player() == ROW && step.index() == 0 ? 2 : 1;
            assertEquals(expectedRound, step.round(), step.toString());
        }
    }

    @Test
    void orientationIsExplicit() {
        // The same game with Austria as the row player: the steps are the same with the players swapped.
        Reduction transposed = DominanceElimination.eliminate(TABLE_3.transpose(), Objective.MAX, Dominance.STRICT);
        Set<List<Object>> swapped = steps(transposed).stream()
                .map(s -> List.of(s.get(0) == ROW ? COLUMN : ROW, s.get(1), s.get(2)))
                .collect(Collectors.toSet());
        assertEquals(steps(DominanceElimination.eliminate(TABLE_3, Objective.MIN, Dominance.STRICT)), swapped);
        // Reading Table 3 with the wrong orientation gives a different answer.
        assertFalse(DominanceElimination.eliminate(TABLE_3, Objective.MAX, Dominance.STRICT).rows()
                .equals(List.of(1, 2, 3)));
    }

    @Test
    void noneRemovesNothing() {
        Reduction reduction = DominanceElimination.eliminate(TABLE_3, Objective.MIN, Dominance.NONE);
        assertTrue(reduction.eliminated().isEmpty());
        assertEquals(8, reduction.rows().size());
        assertEquals(7, reduction.columns().size());
    }

    @Test
    void duplicatesGoUnderWeakDominanceOnlyAndTheFirstCopyStays() {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{1, -1}, {-1, 1}, {1, -1}});
        assertTrue(DominanceElimination.eliminate(matrix, Objective.MAX, Dominance.STRICT).eliminated().isEmpty());
        Reduction weak = DominanceElimination.eliminate(matrix, Objective.MAX, Dominance.WEAK);
        assertEquals(List.of(new Elimination(ROW, 2, 0, 1)), weak.eliminated());
        assertEquals(List.of(0, 1), weak.rows());
    }

    @Test
    void weakDominanceNeedsOnlyOneStrictImprovement() {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{1, 0}, {1, 1}});
        assertTrue(DominanceElimination.eliminate(matrix, Objective.MAX, Dominance.STRICT).eliminated().stream()
                .noneMatch(e -> e.player() == ROW));
        Reduction weak = DominanceElimination.eliminate(matrix, Objective.MAX, Dominance.WEAK);
        assertTrue(weak.eliminated().contains(new Elimination(ROW, 0, 1, 1)));
    }

    @Test
    void aSingleRowKeepsOnlyTheColumnsBestForTheColumnPlayer() {
        PayoffMatrix matrix = PayoffMatrix.of(new double[][] {{4, 2, 7, 2}});
        Reduction strict = DominanceElimination.eliminate(matrix, Objective.MAX, Dominance.STRICT);
        assertEquals(List.of(1, 3), strict.columns());
        assertEquals(List.of(0), strict.rows());
        Reduction weak = DominanceElimination.eliminate(matrix, Objective.MAX, Dominance.WEAK);
        assertEquals(List.of(1), weak.columns());
    }

    static IntStream seeds() {
        return IntStream.rangeClosed(1, 40);
    }

    /** Every recorded step is a real dominance against what was left at the start of its round. */
    @ParameterizedTest
    @MethodSource("seeds")
    void everyStepIsADominanceAtItsRound(int seed) {
        for (Dominance dominance : List.of(Dominance.STRICT, Dominance.WEAK)) {
            for (Objective objective : Objective.values()) {
                PayoffMatrix matrix = RandomMatrices.anyShape(seed, 7, 4);
                Reduction reduction = DominanceElimination.eliminate(matrix, objective, dominance);
                checkSteps(matrix, objective, dominance, reduction);
            }
        }
    }

    private static void checkSteps(PayoffMatrix matrix, Objective objective, Dominance dominance,
                                   Reduction reduction) {
        List<Elimination> steps = reduction.eliminated();
        assertFalse(reduction.rows().isEmpty());
        assertFalse(reduction.columns().isEmpty());
        assertEquals(matrix.rows() + matrix.columns(),
                reduction.rows().size() + reduction.columns().size() + steps.size());
        for (Elimination step : steps) {
            Set<Integer> aliveRows = alive(matrix.rows(), steps, ROW, step.round());
            Set<Integer> aliveColumns = alive(matrix.columns(), steps, COLUMN, step.round());
            boolean row = step.player() == ROW;
            Set<Integer> opponents = row ? aliveColumns : aliveRows;
            int sign = row ? objective.sign() : -objective.sign();
            boolean strictSomewhere = false;
            for (int o : opponents) {
                double better = sign * (row
                        ? matrix.get(step.dominatedBy(), o) - matrix.get(step.index(), o)
                        : matrix.get(o, step.dominatedBy()) - matrix.get(o, step.index()));
                assertTrue(dominance == Dominance.STRICT ? better > 0 : better >= 0, step.toString());
                strictSomewhere |= better > 0;
            }
            assertTrue(strictSomewhere || step.dominatedBy() < step.index(), step.toString());
            // The dominator survives the round.
            assertTrue(steps.stream().noneMatch(e -> e.player() == step.player()
                    && e.index() == step.dominatedBy() && e.round() <= step.round()), step.toString());
        }
    }

    private static Set<Integer> alive(int size, List<Elimination> steps, MatrixPlayer player, int round) {
        Set<Integer> alive = new HashSet<>();
        IntStream.range(0, size).forEach(alive::add);
        steps.stream().filter(e -> e.player() == player && e.round() < round).forEach(e -> alive.remove(e.index()));
        return alive;
    }

    /** Removing dominated strategies keeps the value of the game (checked with the LP on both matrices). */
    @ParameterizedTest
    @MethodSource("seeds")
    void eliminationKeepsTheValue(int seed) {
        LinearProgramSolver lp = new LinearProgramSolver();
        PayoffMatrix matrix = RandomMatrices.anyShape(seed, 6, 5);
        double value = lp.solve(matrix, Objective.MAX).value();
        for (Dominance dominance : List.of(Dominance.STRICT, Dominance.WEAK)) {
            Reduction reduction = DominanceElimination.eliminate(matrix, Objective.MAX, dominance);
            assertEquals(value, lp.solve(reduction.reduce(matrix), Objective.MAX).value(), 1e-7,
                    dominance + " " + matrix);
        }
    }

    @Test
    void stepsComeInRoundOrder() {
        List<Integer> rounds = new ArrayList<>();
        DominanceElimination.eliminate(TABLE_3, Objective.MIN, Dominance.STRICT).eliminated()
                .forEach(e -> rounds.add(e.round()));
        List<Integer> sorted = new ArrayList<>(rounds);
        sorted.sort(null);
        assertEquals(sorted, rounds);
    }
}
