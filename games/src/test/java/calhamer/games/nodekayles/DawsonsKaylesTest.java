package calhamer.games.nodekayles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import calhamer.strategy.game.Budget;
import calhamer.strategy.solve.SolveLimits;
import calhamer.strategy.solve.SpragueGrundySolver;
import java.util.BitSet;
import org.junit.jupiter.api.Test;

/**
 * Node-Kayles on a path of n vertices is Dawson's Kayles (Burke, Ferland and Teng, section 5: Dawson's Chess
 * positions are Node-Kayles positions on paths): choosing a vertex removes it and its neighbours, like knocking
 * down two adjacent pins of a row of n + 1 (octal game 0.07). The nimbers the solver finds on paths, through the
 * game's own rules and components, are checked against the octal recurrence computed here independently:
 * g(0) = g(1) = 0, g(m) = mex{g(a) xor g(b) : a + b = m − 2}, so that the path of n vertices has nimber g(n + 1)
 * (the octal game 0.137 of n). On paths the sequence has period 34 from n = 52 on; n = 51 is its last exception.
 */
class DawsonsKaylesTest {
    private static final int LONGEST = 160;

    /** Dawson's Kayles, octal 0.07: a row of m pins, a move knocks down two adjacent ones. */
    static int[] octal007(int max) {
        int[] g = new int[max + 1];
        for (int m = 2; m <= max; m++) {
            BitSet seen = new BitSet();
            for (int a = 0; a <= m - 2; a++) {
                seen.set(g[a] ^ g[m - 2 - a]);
            }
            g[m] = seen.nextClearBit(0);
        }
        return g;
    }

    static KaylesGraph path(int n) {
        int[][] adj = new int[n][];
        for (int v = 0; v < n; v++) {
            adj[v] = v == 0 ? (n > 1 ? new int[] {1} : new int[0])
                    : v == n - 1 ? new int[] {v - 1} : new int[] {v - 1, v + 1};
        }
        return new KaylesGraph(adj, new BitSet());
    }

    @Test
    void pathsGiveDawsonsKaylesAndItsPeriod34() {
        int[] g = octal007(LONGEST + 1);
        SpragueGrundySolver<KaylesGraph> solver = new SpragueGrundySolver<>(NodeKayles.RULES);
        for (int n = 0; n <= LONGEST; n++) {
            assertEquals(g[n + 1], solver.nimber(path(n), new SolveLimits("path " + n, Budget.unlimited())),
                    "Node-Kayles on the path of " + n + " vertices");
        }
        for (int n = 52; n + 34 <= LONGEST; n++) {
            assertEquals(g[n + 1], g[n + 1 + 34], "period 34 on paths, at " + n);
        }
        assertNotEquals(g[51 + 1], g[51 + 1 + 34], "the path of 51 vertices is the last exception");
    }
}
