package calhamer.strategy.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.strategy.game.Budget;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Dominated options on heaps: a heap of k points from which the mover takes any j ≥ 1 of them, leaving a heap of
 * k − j (its own negative, dicot and nonzugzwang). Taking the whole heap dominates every other option (k ≥ j +
 * H(k − j) because Ls(H(m)) ≤ m), so a pruned heap is the switch {k | −k}, and a sum of heaps scores the alternating
 * sum of its heaps, largest first: an oracle that knows nothing of the solver.
 */
class DominanceTest {

    record Heap(int k) {
    }

    static final class Heaps implements ScoringComponents<Heap> {
        @Override
        public List<Option<Heap>> leftOptions(Heap h) {
            List<Option<Heap>> options = new ArrayList<>();
            for (int j = 1; j <= h.k(); j++) {
                options.add(new Option<>(j, j == h.k() ? List.of() : List.of(new Heap(h.k() - j))));
            }
            return options;
        }

        @Override
        public Heap negative(Heap h) {
            return h;
        }

        @Override
        public int size(Heap h) {
            return h.k();
        }
    }

    private static int alternating(List<Heap> heaps, boolean leftFirst) {
        List<Integer> sizes = new ArrayList<>();
        heaps.forEach(h -> sizes.add(h.k()));
        sizes.sort(Comparator.reverseOrder());
        int score = 0;
        for (int i = 0; i < sizes.size(); i++) {
            score += (i % 2 == 0) == leftFirst ? sizes.get(i) : -sizes.get(i);
        }
        return score;
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
    void prunedAndPlainSolversAgreeWithTheOracle() {
        Random random = new Random(5);
        for (int trial = 0; trial < 200; trial++) {
            List<Heap> heaps = new ArrayList<>();
            int count = random.nextInt(6);
            for (int i = 0; i < count; i++) {
                heaps.add(new Heap(1 + random.nextInt(7)));
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
