package calhamer.strategy.search.social;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Wilson, Zuckerman and Nau, "Modeling Social Preferences in Multi-player Games": Properties 1–2, Theorems 2–3. */
class SocialRangeMatrixTest {

    /** The move a player picks among children with the given evaluation vectors: the best perceived utility. */
    private static int choice(SocialRangeMatrix c, int player, List<double[]> children) {
        int best = 0;
        for (int m = 1; m < children.size(); m++) {
            if (c.perceived(player, children.get(m)) > c.perceived(player, children.get(best))) {
                best = m;
            }
        }
        return best;
    }

    /** Max-n's pick: the child best in the player's own component. */
    private static int maxN(int player, List<double[]> children) {
        int best = 0;
        for (int m = 1; m < children.size(); m++) {
            if (children.get(m)[player] > children.get(best)[player]) {
                best = m;
            }
        }
        return best;
    }

    private static List<double[]> children(SplittableRandom random, int count, int players) {
        List<double[]> list = new ArrayList<>();
        for (int m = 0; m < count; m++) {
            list.add(random.doubles(players, 0, 100).toArray());
        }
        return list;
    }

    /** Property 1: the identity matrix is Max-n. */
    @Test
    void theIdentityIsMaxN() {
        SocialRangeMatrix identity = SocialRangeMatrix.identity(4);
        SplittableRandom random = new SplittableRandom(1);
        for (int trial = 0; trial < 200; trial++) {
            double[] u = random.doubles(4, -5, 5).toArray();
            assertArrayEquals(u, identity.perceived(u));
            List<double[]> children = children(random, 5, 4);
            int player = trial % 4;
            assertEquals(maxN(player, children), choice(identity, player, children));
        }
    }

    /** Property 2: the Paranoid matrix makes every other player minimise player i's utility. */
    @Test
    void theParanoidMatrixTurnsEveryoneAgainstOnePlayer() {
        SocialRangeMatrix paranoid = SocialRangeMatrix.paranoid(3, 0);
        assertArrayEquals(new double[] {1, 0, 0}, paranoid.row(0));
        assertArrayEquals(new double[] {-1, 0, 0}, paranoid.row(1));
        assertArrayEquals(new double[] {-1, 0, 0}, paranoid.row(2));
        assertArrayEquals(new double[] {7, -7, -7}, paranoid.perceived(new double[] {7, 3, 9}));
        SplittableRandom random = new SplittableRandom(2);
        for (int trial = 0; trial < 100; trial++) {
            List<double[]> children = children(random, 6, 3);
            int worstForZero = 0;
            for (int m = 1; m < children.size(); m++) {
                if (children.get(m)[0] < children.get(worstForZero)[0]) {
                    worstForZero = m;
                }
            }
            assertEquals(worstForZero, choice(paranoid, 1, children));
            assertEquals(worstForZero, choice(paranoid, 2, children));
        }
    }

    /** Theorem 2: any positive diagonal (and zeros elsewhere) chooses as Max-n does. */
    @Test
    void aPositiveDiagonalChoosesAsMaxN() {
        SocialRangeMatrix scaled = SocialRangeMatrix.of(new double[][] {{0.3, 0, 0}, {0, 1, 0}, {0, 0, 0.01}});
        SplittableRandom random = new SplittableRandom(3);
        for (int trial = 0; trial < 300; trial++) {
            List<double[]> children = children(random, 4, 3);
            int player = trial % 3;
            assertEquals(maxN(player, children), choice(scaled, player, children));
        }
    }

    /**
     * Theorem 3: with evaluations on a grid of step δ in [0, maxEval], SOS chooses as Max-n whenever δ exceeds
     * maxEval · Σ_{j≠i} |c_ij| ÷ c_ii; checked over every pair of grid vectors, and shown to fail below the bound.
     */
    @Test
    void coarseEvaluationsMakeSosBehaveLikeMaxN() {
        SocialRangeMatrix c = SocialRangeMatrix.of(new double[][] {{1, 0.4}, {-0.3, 0.6}});
        assertEquals(4, c.maxNGranularity(0, 10), 1e-12);
        assertEquals(5, c.maxNGranularity(1, 10), 1e-12);
        assertTrue(agreesWithMaxN(c, 0, 5, 10), "δ = 5 > 4");
        assertTrue(agreesWithMaxN(c, 1, 10, 10), "δ = 10 > 5");
        assertFalse(agreesWithMaxN(c, 0, 2, 10), "δ = 2 < 4: (0, 10) is perceived better than (2, 0)");
        assertThrows(IllegalArgumentException.class, () -> SocialRangeMatrix.paranoid(2, 0).maxNGranularity(1, 1));
    }

    private static boolean agreesWithMaxN(SocialRangeMatrix c, int player, double delta, double maxEval) {
        List<double[]> grid = new ArrayList<>();
        for (double a = 0; a <= maxEval; a += delta) {
            for (double b = 0; b <= maxEval; b += delta) {
                grid.add(new double[] {a, b});
            }
        }
        for (double[] e : grid) {
            for (double[] other : grid) {
                if (e[player] > other[player] && c.perceived(player, e) <= c.perceived(player, other)) {
                    return false;
                }
            }
        }
        return true;
    }

    @Test
    void entriesAreCheckedAndCopied() {
        assertThrows(IllegalArgumentException.class, () -> SocialRangeMatrix.of(new double[][] {{1, 2}, {0, 1}}));
        assertThrows(IllegalArgumentException.class, () -> SocialRangeMatrix.of(new double[][] {{1, 0}}));
        assertThrows(IllegalArgumentException.class, () -> SocialRangeMatrix.of(new double[][] {{Double.NaN}}));
        assertThrows(IllegalArgumentException.class, () -> SocialRangeMatrix.of(new double[0][]));
        double[][] entries = {{1, 0.5}, {0, 1}};
        SocialRangeMatrix m = SocialRangeMatrix.of(entries);
        entries[0][1] = -1;
        assertEquals(0.5, m.get(0, 1));
        assertEquals(SocialRangeMatrix.of(new double[][] {{1, 0.5}, {0.2, 1}}), m.withRow(1, new double[] {0.2, 1}));
        assertThrows(IllegalArgumentException.class, () -> m.perceived(new double[3]));
    }
}
