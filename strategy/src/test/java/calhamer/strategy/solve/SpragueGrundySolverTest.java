package calhamer.strategy.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.strategy.game.Budget;
import calhamer.strategy.search.SearchBudgetException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The Sprague–Grundy solver on Kayles (octal game 0.77: knock down one pin or two adjacent pins of a row), whose
 * heaps are independent components, against a direct mex over whole positions that never splits a position.
 */
class SpragueGrundySolverTest {

    /** Kayles positions: sorted heap sizes; components are single heaps. */
    static final class Kayles implements ImpartialRuleset<List<Integer>> {
        @Override
        public List<List<Integer>> components(List<Integer> position) {
            List<List<Integer>> out = new ArrayList<>();
            for (int h : position) {
                if (h > 0) {
                    out.add(List.of(h));
                }
            }
            return out;
        }

        @Override
        public List<List<Integer>> options(List<Integer> position) {
            List<List<Integer>> out = new ArrayList<>();
            for (int i = 0; i < position.size(); i++) {
                int h = position.get(i);
                for (int take = 1; take <= 2; take++) {
                    for (int left = 0; left + take <= h; left++) {
                        List<Integer> next = new ArrayList<>(position);
                        next.remove(i);
                        next.add(left);
                        next.add(h - take - left);
                        next.removeIf(x -> x == 0);
                        next.sort(null);
                        out.add(List.copyOf(next));
                    }
                }
            }
            return out;
        }
    }

    /** The mex over whole positions, never split into components (remembered per whole position). */
    private static int directMex(List<Integer> position, Kayles rules, Map<List<Integer>, Integer> known) {
        Integer k = known.get(position);
        if (k != null) {
            return k;
        }
        Set<Integer> seen = new HashSet<>();
        for (List<Integer> option : rules.options(position)) {
            seen.add(directMex(option, rules, known));
        }
        int m = 0;
        while (seen.contains(m)) {
            m++;
        }
        known.put(position, m);
        return m;
    }

    @Test
    void kaylesHeapsMatchTheKnownSequence() {
        // Kayles (0.77): 0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1,4,6,7,4,1,2,8 (Guy and Smith, 1956)
        int[] known = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8};
        SpragueGrundySolver<List<Integer>> solver = new SpragueGrundySolver<>(new Kayles());
        for (int n = 1; n < known.length; n++) {
            assertEquals(known[n], solver.nimber(List.of(n), new SolveLimits("test", Budget.unlimited())), "heap " + n);
        }
    }

    @Test
    void sumsAreNimSumsOfTheirComponents() {
        Kayles rules = new Kayles();
        Map<List<Integer>, Integer> known = new HashMap<>();
        Random random = new Random(7);
        for (int trial = 0; trial < 200; trial++) {
            List<Integer> position = new ArrayList<>();
            int heaps = 1 + random.nextInt(4);
            for (int h = 0; h < heaps; h++) {
                position.add(1 + random.nextInt(8));
            }
            position.sort(null);
            SpragueGrundySolver<List<Integer>> solver = new SpragueGrundySolver<>(rules);
            assertEquals(directMex(position, rules, known),
                    solver.nimber(position, new SolveLimits("test", Budget.unlimited())), position.toString());
        }
    }

    @Test
    void stopsAtTheStateAndMemoryBudgetsAndOnInterruption() {
        SpragueGrundySolver<List<Integer>> solver = new SpragueGrundySolver<>(new Kayles());
        SearchBudgetException states = assertThrows(SearchBudgetException.class,
                () -> solver.nimber(List.of(400), new SolveLimits("kayles", Budget.ofIterations(50))));
        assertEquals(SearchBudgetException.Limit.STATES, states.limit());
        SearchBudgetException memory = assertThrows(SearchBudgetException.class,
                () -> new SpragueGrundySolver<>(new Kayles()).nimber(List.of(400),
                        new SolveLimits("kayles", Budget.unlimited(), 64 * 100)));
        assertEquals(SearchBudgetException.Limit.MEMORY, memory.limit());
        Thread.currentThread().interrupt();
        try {
            SearchBudgetException interrupted = assertThrows(SearchBudgetException.class,
                    () -> new SpragueGrundySolver<>(new Kayles()).nimber(List.of(400),
                            new SolveLimits("kayles", Budget.ofTime(Duration.ofHours(1)))));
            assertTrue(interrupted.getMessage().contains("interrupted"), interrupted.getMessage());
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void refusesCyclicRulesets() {
        ImpartialRuleset<Integer> loop = new ImpartialRuleset<>() {
            @Override
            public List<Integer> components(Integer position) {
                return List.of(position);
            }

            @Override
            public List<Integer> options(Integer component) {
                return List.of((component + 1) % 3);
            }
        };
        assertThrows(IllegalStateException.class,
                () -> new SpragueGrundySolver<>(loop).nimber(0, new SolveLimits("loop", Budget.unlimited())));
    }
}
