package calhamer.games.nodekayles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import calhamer.strategy.game.Budget;
import calhamer.strategy.solve.SolveLimits;
import calhamer.strategy.solve.SpragueGrundySolver;
import java.util.BitSet;
import org.junit.jupiter.api.Test;

/**
 * {@link PathNimbers} against an octal-game computation written here and nowhere else: Node-Kayles on the path of
 * n vertices as a heap of n tokens, every move a split of the heap (take 1 of a heap of 1; take 2 from an end; take
 * 3, leaving a and n − 3 − a), the nimber the mex of the nim-sums of what is left, for every n up to 10,000. The
 * sequence's period (34 from n = 52) is read off that computation, not assumed, and small paths and cycles are
 * also solved by the general Sprague–Grundy solver over the game's own rules.
 */
class PathNimbersTest {
    private static final int LONGEST = 10_000;
    private static final int[] HEAPS = heapSplits(LONGEST);

    /** The plain mex recursion over heap splits, O(n²). */
    private static int[] heapSplits(int max) {
        int[] g = new int[max + 1];
        boolean[] seen = new boolean[256];
        for (int n = 1; n <= max; n++) {
            java.util.Arrays.fill(seen, false);
            for (int take = 1; take <= 3 && take <= n; take++) {
                int left = n - take;
                if (take == 1 && left > 0) {
                    continue;
                }
                for (int a = 0; a <= left; a++) {
                    int b = left - a;
                    if (take == 2 && a > 0 && b > 0) {
                        continue;
                    }
                    seen[g[a] ^ g[b]] = true;
                }
            }
            int m = 0;
            while (seen[m]) {
                m++;
            }
            g[n] = m;
        }
        return g;
    }

    @Test
    void pathsUpToTenThousandVerticesAgreeWithTheHeapSplits() {
        for (int n = 0; n <= LONGEST; n++) {
            assertEquals(HEAPS[n], PathNimbers.path(n), "the path of " + n + " vertices");
        }
    }

    @Test
    void cyclesAgreeWithTheirOnlyOptionAPathThreeShorter() {
        for (int n = 3; n <= LONGEST; n++) {
            assertEquals(HEAPS[n - 3] == 0 ? 1 : 0, PathNimbers.cycle(n), "the cycle of " + n + " vertices");
        }
    }

    @Test
    void theSequenceHasPeriod34From52AndTheTheoremsHypothesisHolds() {
        for (int n = PathNimbers.PREPERIOD; n + PathNimbers.PERIOD <= LONGEST; n++) {
            assertEquals(HEAPS[n], HEAPS[n + PathNimbers.PERIOD], "period 34 at " + n);
        }
        assertNotEquals(HEAPS[51], HEAPS[51 + 34], "51 is the last exception");
        int[] table = PathNimbers.recurrence(PathNimbers.TABLE);
        for (int n = 0; n < table.length; n++) {
            assertEquals(HEAPS[n], table[n], "the class's own table at " + n);
        }
    }

    @Test
    void smallPathsAndCyclesAgreeWithTheGeneralSolverOnTheRules() {
        SpragueGrundySolver<KaylesGraph> solver = new SpragueGrundySolver<>(NodeKayles.RULES);
        for (int n = 1; n <= 40; n++) {
            SolveLimits limits = new SolveLimits("test", Budget.unlimited());
            assertEquals(PathNimbers.path(n), solver.nimber(graph(n, false), limits), "path " + n);
            if (n >= 3) {
                assertEquals(PathNimbers.cycle(n), solver.nimber(graph(n, true), limits), "cycle " + n);
            }
        }
    }

    /** @return the path or the cycle on vertices 0..n−1 */
    static KaylesGraph graph(int n, boolean cycle) {
        int[][] adj = new int[n][];
        for (int v = 0; v < n; v++) {
            BitSet around = new BitSet();
            if (v > 0) {
                around.set(v - 1);
            }
            if (v < n - 1) {
                around.set(v + 1);
            }
            if (cycle && n >= 3 && (v == 0 || v == n - 1)) {
                around.set(v == 0 ? n - 1 : 0);
            }
            adj[v] = around.stream().toArray();
        }
        return new KaylesGraph(adj, new BitSet());
    }
}
