package calhamer.strategy.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.strategy.game.Budget;
import calhamer.strategy.search.SearchBudgetException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The scoring solver on switches: a component {k | −k} that either player may take for k points (dicot,
 * nonzugzwang, its own negative). In a sum both players take the largest switch left, so the Left score is the
 * alternating sum of the values in decreasing order and the Right score its negative: an oracle independent of the
 * solver's table, cancellation and bounds. Chains (take k, leaving a chain of k − 1) add options that leave
 * components.
 */
class ScoringSolverTest {

    /** A switch of value k (k ≥ 1) when {@code chain} is false; a chain k, k−1, ..., 1 when true. */
    record Piece(int k, boolean chain) {
    }

    static final class Pieces implements ScoringComponents<Piece> {
        @Override
        public List<Option<Piece>> leftOptions(Piece p) {
            List<Piece> rest = p.chain() && p.k() > 1 ? List.of(new Piece(p.k() - 1, true)) : List.of();
            return List.of(new Option<>(p.k(), rest));
        }

        @Override
        public Piece negative(Piece p) {
            return p;
        }

        @Override
        public int size(Piece p) {
            return p.chain() ? p.k() * (p.k() + 1) / 2 : p.k();
        }
    }

    /** The oracle: every value the pieces hold, taken largest first, alternately. */
    private static int alternating(List<Piece> pieces, boolean leftFirst) {
        List<Integer> values = new ArrayList<>();
        for (Piece p : pieces) {
            for (int v = p.k(); v >= (p.chain() ? 1 : p.k()); v--) {
                values.add(v);
            }
        }
        return AlternatingScore.of(values, leftFirst);
    }

    @Test
    void sumsOfSwitchesAndChainsScoreTheAlternatingSum() {
        Random random = new Random(3);
        for (int trial = 0; trial < 300; trial++) {
            List<Piece> pieces = new ArrayList<>();
            int count = random.nextInt(7);
            for (int i = 0; i < count; i++) {
                pieces.add(new Piece(1 + random.nextInt(6), random.nextInt(4) == 0));
            }
            ScoringSolver<Piece> solver = new ScoringSolver<>(new Pieces(), 1 + trial % 2);
            ScoringSolver.Value value = solver.value(pieces, new SolveLimits("test", Budget.unlimited()));
            assertEquals(alternating(pieces, true), value.ls(), pieces.toString());
            assertEquals(alternating(pieces, false), value.rs(), pieces.toString());
            SolveLimits limits = new SolveLimits("test", Budget.unlimited());
            assertTrue(solver.lsAtMost(pieces, value.ls(), limits));
            assertFalse(solver.lsAtMost(pieces, value.ls() - 1, limits));
            assertTrue(solver.rsAtLeast(pieces, value.rs(), limits));
            assertFalse(solver.rsAtLeast(pieces, value.rs() + 1, limits));
        }
    }

    @Test
    void stopsEveryThreadAtTheStateAndMemoryBudgets() {
        List<Piece> pieces = new ArrayList<>();
        for (int k = 1; k <= 24; k++) {
            pieces.add(new Piece(k, k % 3 != 0));
        }
        ScoringSolver<Piece> solver = new ScoringSolver<>(new Pieces(), 2);
        SearchBudgetException e = assertThrows(SearchBudgetException.class,
                () -> solver.value(pieces, new SolveLimits("chains", Budget.ofIterations(100))));
        assertEquals(SearchBudgetException.Limit.STATES, e.limit());
        SearchBudgetException memory = assertThrows(SearchBudgetException.class,
                () -> new ScoringSolver<>(new Pieces(), 2).value(pieces,
                        new SolveLimits("chains", Budget.unlimited(), 10_000)));
        assertEquals(SearchBudgetException.Limit.MEMORY, memory.limit());
    }
}
