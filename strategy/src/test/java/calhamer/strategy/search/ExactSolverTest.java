package calhamer.strategy.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Nim;
import calhamer.strategy.game.Pennies;
import calhamer.strategy.game.UnsupportedGameException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Backward induction agrees with Bouton's theorem on Nim and refuses what it cannot solve. */
class ExactSolverTest {

    @Test
    void nimIsWonExactlyWhenTheNimSumIsNotZero() {
        Random random = new Random(5);
        for (int trial = 0; trial < 30; trial++) {
            List<Integer> heaps = List.of(random.nextInt(5), random.nextInt(5), 1 + random.nextInt(5));
            Nim nim = new Nim(heaps);
            ExactSolver.Solution<Nim.Take> s = ExactSolver.solve(nim, nim.initialState(), Budget.unlimited());
            boolean firstWins = (heaps.get(0) ^ heaps.get(1) ^ heaps.get(2)) != 0;
            assertEquals(firstWins ? 1.0 : -1.0, s.values()[0] - s.values()[1] > 0 ? 1.0 : -1.0, heaps.toString());
            assertEquals(0, s.player());
            if (firstWins) {
                Nim.State after = nim.apply(nim.initialState(), 0, s.bestMove());
                int xor = after.heaps().stream().reduce(0, (a, b) -> a ^ b);
                assertEquals(0, xor, "the winning move leaves a nim-sum of zero: " + s.bestMove());
            }
        }
    }

    @Test
    void budgetsAndUnsupportedGamesAreRefusedClearly() {
        Nim nim = new Nim(List.of(6, 7, 8));
        SearchBudgetException over = assertThrows(SearchBudgetException.class,
                () -> ExactSolver.solve(nim, nim.initialState(), Budget.ofIterations(10)));
        assertTrue(over.getMessage().contains("iterations 10"), over.getMessage());
        Pennies pennies = new Pennies(3);
        assertThrows(UnsupportedGameException.class,
                () -> ExactSolver.solve(pennies, pennies.initialState(), Budget.unlimited()));
    }
}
