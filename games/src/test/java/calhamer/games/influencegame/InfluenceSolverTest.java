package calhamer.games.influencegame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import calhamer.strategy.game.Budget;
import calhamer.strategy.search.ExactSolver;
import calhamer.strategy.solve.ScoringGameSolver;
import calhamer.strategy.solve.ScoringSolver;
import calhamer.strategy.solve.SolveLimits;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The structured solver (forced vertices settled, strongly connected components condensed, components split,
 * negatives cancelled, Milnor's bounds, transposition table) against plain backward induction over the rules of
 * the game itself (moves on every vertex, forced ones included, and passes), on hundreds of random small boards
 * with fixed seeds: random digraphs with cycles, and random sums of segments; and the solver pruning every
 * component's dominated options against the solver pruning none, on larger sums.
 */
class InfluenceSolverTest {
    private static final Influence GAME = new Influence(new InfluenceState(
            new Digraph(List.of(), new boolean[0], List.of()), true, 0, 0));
    private static final ScoringGameSolver<InfluenceState, String, Shape> SOLVER =
            new ScoringGameSolver<>(GAME, new InfluenceRules(), 2);

    static Digraph randomBoard(Random random, int n, double arcChance) {
        List<String> names = new ArrayList<>();
        boolean[] left = new boolean[n];
        List<int[]> arcs = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            names.add("v" + v);
            left[v] = random.nextBoolean();
            for (int w = 0; w < n; w++) {
                if (v != w && random.nextDouble() < arcChance) {
                    arcs.add(new int[] {v, w});
                }
            }
        }
        return new Digraph(names, left, arcs);
    }

    static Digraph randomSegments(Random random, int total) {
        StringBuilder json = new StringBuilder();
        List<String> names = new ArrayList<>();
        List<Boolean> labels = new ArrayList<>();
        List<int[]> arcs = new ArrayList<>();
        int left = total;
        while (left > 0) {
            int length = 1 + random.nextInt(Math.min(left, 7));
            boolean first = random.nextBoolean();
            int start = names.size();
            for (int p = 0; p < length; p++) {
                names.add(String.valueOf(start + p + 1));
                boolean isLeft = (p % 2 == 0) == first;
                labels.add(isLeft);
                if (p > 0) {
                    arcs.add(isLeft ? new int[] {start + p, start + p - 1} : new int[] {start + p - 1, start + p});
                }
            }
            left -= length;
        }
        json.setLength(0);
        boolean[] l = new boolean[labels.size()];
        for (int i = 0; i < l.length; i++) {
            l[i] = labels.get(i);
        }
        return new Digraph(names, l, arcs);
    }

    private static void agreesWithBackwardInduction(Digraph board, String where) {
        InfluenceState leftFirst = new InfluenceState(board, true, 0, 0);
        InfluenceState rightFirst = new InfluenceState(board, false, 0, 0);
        int ls = (int) ExactSolver.solve(GAME, leftFirst, Budget.unlimited()).values()[0];
        int rs = (int) ExactSolver.solve(GAME, rightFirst, Budget.unlimited()).values()[0];
        ScoringGameSolver.Result<String> a = SOLVER.result(leftFirst, Budget.unlimited());
        ScoringGameSolver.Result<String> b = SOLVER.result(rightFirst, Budget.unlimited());
        assertEquals(ls, a.ls(), where + " Ls");
        assertEquals(rs, a.rs(), where + " Rs");
        assertEquals(a.ls(), b.ls(), where);
        assertEquals(board.size(), a.leftFirstLeft() + a.leftFirstRight(), where);
        assertEquals(ls, a.leftFirstLeft() - a.leftFirstRight(), where);
        assertEquals(rs, a.rightFirstLeft() - a.rightFirstRight(), where);
        for (ScoringGameSolver.Result<String> r : List.of(a, b)) {
            InfluenceState from = r == a ? leftFirst : rightFirst;
            if (!GAME.isTerminal(from)) {
                assertNotNull(r.bestMove(), where);
                int player = GAME.actors(from).get(0);
                InfluenceState next = GAME.apply(from, player, r.bestMove());
                double after = ExactSolver.solve(GAME, next, Budget.unlimited()).values()[0];
                assertEquals(player == 0 ? ls : rs, (int) after, where + ": best move " + r.bestMove());
            }
        }
    }

    @Test
    void randomDigraphsWithCyclesAgreeWithBackwardInduction() {
        Random random = new Random(12);
        for (int trial = 0; trial < 300; trial++) {
            int n = 1 + random.nextInt(9);
            Digraph board = randomBoard(random, n, 0.05 + random.nextDouble() * 0.3);
            agreesWithBackwardInduction(board, "seed 12 trial " + trial + " " + board);
        }
    }

    @Test
    void randomSumsOfSegmentsAgreeWithBackwardInduction() {
        Random random = new Random(34);
        for (int trial = 0; trial < 200; trial++) {
            Digraph board = randomSegments(random, 2 + random.nextInt(13));
            agreesWithBackwardInduction(board, "seed 34 trial " + trial + " " + board);
        }
    }

    private static List<Shape> components(Digraph board) {
        return new InfluenceRules().sum(new InfluenceState(board, true, 0, 0)).components();
    }

    /** Ls and Rs of the sum by a solver pruning every component and by one pruning none. */
    private static void pruningChangesNoScore(List<Shape> components, String where) {
        ScoringSolver.Value plain = new ScoringSolver<>(new InfluenceRules(), 1, 0)
                .value(components, new SolveLimits(where, Budget.unlimited()));
        ScoringSolver.Value pruned = new ScoringSolver<>(new InfluenceRules(), 2, 1)
                .value(components, new SolveLimits(where, Budget.unlimited()));
        assertEquals(plain, pruned, where);
    }

    @Test
    void pruningDominatedOptionsChangesNoScore() {
        Random random = new Random(56);
        for (int trial = 0; trial < 150; trial++) {
            Digraph segments = randomSegments(random, 10 + random.nextInt(31));
            pruningChangesNoScore(components(segments), "seed 56 trial " + trial + " " + segments);
            Digraph board = randomBoard(random, 4 + random.nextInt(11), 0.05 + random.nextDouble() * 0.25);
            pruningChangesNoScore(components(board), "seed 56 trial " + trial + " " + board);
        }
        for (int n = 2; n <= 40; n++) {
            pruningChangesNoScore(List.of(Segment.of(n, n % 2 == 0)), "S_" + n);
        }
    }
}
