package calhamer.strategy.solve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.strategy.game.Budget;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Dominated options and proven equivalents on heaps: a heap of k points from which the mover takes any j ≥ 1 of
 * them, leaving a heap of k − j (its own negative, dicot and nonzugzwang). Taking the whole heap dominates every
 * other option (k ≥ j + H(k − j) because Ls(H(m)) ≤ m), so a pruned heap is the switch {k | −k}, and a sum of heaps
 * scores the alternating sum of its heaps, largest first: an oracle that knows nothing of the solver. A pair of
 * heaps as one component is suggested equivalent to its two heaps (true); a heap to a heap of one point less and a
 * heap of one (false for k ≥ 2).
 */
class DominanceAndEquivalentsTest {

    /** A heap of k points, or (when {@code pair}) two heaps of k points as one component. */
    record Heap(int k, boolean pair) {
        Heap(int k) {
            this(k, false);
        }
    }

    static final class Heaps implements ScoringComponents<Heap> {
        @Override
        public List<Option<Heap>> leftOptions(Heap h) {
            List<Option<Heap>> options = new ArrayList<>();
            for (int j = 1; j <= h.k(); j++) {
                List<Heap> rest = new ArrayList<>();
                if (j < h.k()) {
                    rest.add(new Heap(h.k() - j));
                }
                if (h.pair()) {
                    rest.add(new Heap(h.k()));
                }
                options.add(new Option<>(j, rest));
            }
            return options;
        }

        @Override
        public List<Heap> equivalent(Heap h) {
            if (h.pair()) {
                return List.of(new Heap(h.k()), new Heap(h.k()));
            }
            return h.k() >= 2 ? List.of(new Heap(h.k() - 1), new Heap(1)) : List.of();
        }

        @Override
        public Heap negative(Heap h) {
            return h;
        }

        @Override
        public int size(Heap h) {
            return h.pair() ? 2 * h.k() : h.k();
        }
    }

    private static int alternating(List<Heap> heaps, boolean leftFirst) {
        List<Integer> sizes = new ArrayList<>();
        for (Heap h : heaps) {
            sizes.add(h.k());
            if (h.pair()) {
                sizes.add(h.k());
            }
        }
        return AlternatingScore.of(sizes, leftFirst);
    }

    @Test
    void aHeapKeepsOnlyTheOptionOfTakingItAll() {
        ComponentIds<Heap> ids = new ComponentIds<>(new Heaps());
        SolveLimits limits = new SolveLimits("heaps", Budget.unlimited());
        ScoringSearch pruning = new ScoringSearch(ids, new BoundTable(), limits, 9);
        for (int k = 1; k <= 9; k++) {
            ComponentIds.Move[] options = ids.options(ids.id(new Heap(k)), pruning);
            assertEquals(1, options.length, "heap " + k);
            assertEquals(k, options[0].points(), "heap " + k);
        }
        ComponentIds<Heap> plain = new ComponentIds<>(new Heaps());
        ScoringSearch notPruning = new ScoringSearch(plain, new BoundTable(), limits, 0);
        assertEquals(9, plain.options(plain.id(new Heap(9)), notPruning).length);
    }

    @Test
    void onlyTheTrueEquivalentReplacesAComponent() {
        ComponentIds<Heap> ids = new ComponentIds<>(new Heaps());
        ScoringSearch pruning = new ScoringSearch(ids, new BoundTable(),
                new SolveLimits("heaps", Budget.unlimited()), 12);
        int pair = ids.id(new Heap(4, true));
        ids.options(pair, pruning);
        int heap = ids.id(new Heap(4));
        assertArrayEquals(new int[] {heap, heap}, ids.substituted(new int[] {pair}));
        ids.options(heap, pruning);
        assertArrayEquals(new int[] {heap}, ids.substituted(new int[] {heap}));
    }

    @Test
    void prunedAndPlainSolversAgreeWithTheOracle() {
        Random random = new Random(5);
        for (int trial = 0; trial < 200; trial++) {
            List<Heap> heaps = new ArrayList<>();
            int count = random.nextInt(6);
            for (int i = 0; i < count; i++) {
                heaps.add(new Heap(1 + random.nextInt(6), random.nextInt(3) == 0));
            }
            ScoringSolver.Value expected = new ScoringSolver.Value(alternating(heaps, true), alternating(heaps, false));
            for (double share : new double[] {0, ScoringSolver.PRUNED_SHARE, 1}) {
                ScoringSolver<Heap> solver = new ScoringSolver<>(new Heaps(), 1 + trial % 2, share);
                assertEquals(expected, solver.value(heaps, new SolveLimits("heaps", Budget.unlimited())),
                        heaps + " pruned up to a share of " + share);
            }
        }
    }
}
