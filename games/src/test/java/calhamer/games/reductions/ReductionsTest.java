package calhamer.games.reductions;

import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.games.avoidtrue.AvoidTrue;
import calhamer.games.avoidtrue.Formula;
import calhamer.games.demographic.DemographicInfluence;
import calhamer.games.demographic.Population;
import calhamer.games.friendcircle.Circle;
import calhamer.games.friendcircle.FriendCircle;
import calhamer.games.impartial.BitMatrix;
import calhamer.games.nim.DemiQuantumNim;
import calhamer.games.nim.Realizations;
import calhamer.games.nodekayles.KaylesGraph;
import calhamer.games.nodekayles.NodeKayles;
import calhamer.games.transversewave.GridRules;
import calhamer.strategy.game.Budget;
import calhamer.strategy.solve.ImpartialRuleset;
import calhamer.strategy.solve.SolveLimits;
import calhamer.strategy.solve.SpragueGrundySolver;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Every reduction of Burke, Ferland and Teng, "Transverse Wave", as a conversion: on hundreds of random small
 * positions (fixed seeds) the converted position, solved by its own game's rules, has the same nimber as the
 * original, and the number of moves agrees (the paper's move-for-move correspondence).
 */
class ReductionsTest {
    private static final int TRIALS = 250;

    static <P> int nimber(ImpartialRuleset<P> rules, P position) {
        return new SpragueGrundySolver<>(rules).nimber(position, new SolveLimits("test", Budget.unlimited()));
    }

    static <A, B> void sameNimbers(String what, long seed, Function<Random, A> make, ImpartialRuleset<A> from,
                                   Function<A, B> convert, ImpartialRuleset<B> to) {
        Random random = new Random(seed);
        int nonZero = 0;
        for (int trial = 0; trial < TRIALS; trial++) {
            A a = make.apply(random);
            B b = convert.apply(a);
            int n = nimber(from, a);
            nonZero += n != 0 ? 1 : 0;
            assertEquals(n, nimber(to, b), what + ", seed " + seed + " trial " + trial + ": " + a + " -> " + b);
        }
        assertEquals(true, nonZero > TRIALS / 10, what + ": too few positions with a non-zero nimber to mean much");
    }

    static BitMatrix grid(Random random) {
        int rows = 1 + random.nextInt(5);
        int columns = 1 + random.nextInt(7);
        long[] bits = new long[rows];
        for (int r = 0; r < rows; r++) {
            bits[r] = random.nextLong() & BitMatrix.full(columns) & random.nextLong();
        }
        return new BitMatrix(columns, bits);
    }

    static KaylesGraph graph(Random random) {
        int n = 1 + random.nextInt(9);
        List<List<Integer>> adj = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            adj.add(new ArrayList<>());
        }
        double p = 0.15 + random.nextDouble() * 0.4;
        for (int v = 0; v < n; v++) {
            for (int w = v + 1; w < n; w++) {
                if (random.nextDouble() < p) {
                    adj.get(v).add(w);
                    adj.get(w).add(v);
                }
            }
        }
        BitSet removed = new BitSet();
        if (random.nextInt(3) == 0) {
            removed.set(random.nextInt(n));
        }
        return new KaylesGraph(adj.stream().map(l -> l.stream().mapToInt(Integer::intValue).sorted().toArray())
                .toArray(int[][]::new), removed);
    }

    static Realizations matrix(Random random, int most) {
        int rows = 1 + random.nextInt(3);
        int piles = 1 + random.nextInt(most == 1 ? 6 : 3);
        int[][] values = new int[rows][piles];
        for (int[] row : values) {
            for (int k = 0; k < piles; k++) {
                row[k] = random.nextInt(most + 1);
            }
        }
        return new Realizations(piles, values);
    }

    static Formula formula(Random random) {
        int n = 1 + random.nextInt(7);
        long[] clauses = new long[random.nextInt(5)];
        for (int i = 0; i < clauses.length; i++) {
            clauses[i] = random.nextLong() & random.nextLong() & BitMatrix.full(n);
        }
        long chosen = random.nextInt(3) == 0 ? 1L << random.nextInt(n) : 0;
        return new Formula(n, clauses, chosen);
    }

    @Test
    void transverseWaveIsCrosswiseAndWithPurpleAsZero() {
        sameNimbers("TW -> AND", 1, ReductionsTest::grid, GridRules.TRANSVERSE_WAVE, Reductions::complement,
                GridRules.CROSSWISE_AND);
        sameNimbers("AND -> TW", 2, ReductionsTest::grid, GridRules.CROSSWISE_AND, Reductions::complement,
                GridRules.TRANSVERSE_WAVE);
    }

    @Test
    void transverseWaveIsCrosswiseOrWithPurpleAsOne() {
        sameNimbers("TW -> OR", 3, ReductionsTest::grid, GridRules.TRANSVERSE_WAVE, Reductions::sameBits,
                GridRules.CROSSWISE_OR);
        sameNimbers("OR -> TW", 4, ReductionsTest::grid, GridRules.CROSSWISE_OR, Reductions::sameBits,
                GridRules.TRANSVERSE_WAVE);
    }

    @Test
    void friendCircleOnCompleteBipartiteGraphsIsCrosswiseOr() {
        sameNimbers("OR -> FC", 5, ReductionsTest::grid, GridRules.CROSSWISE_OR, Reductions::crosswiseOrToFriendCircle,
                FriendCircle.RULES);
        Function<Random, Circle> bipartite = random -> Reductions.crosswiseOrToFriendCircle(grid(random));
        sameNimbers("FC -> OR", 6, bipartite, FriendCircle.RULES, Reductions::friendCircleToCrosswiseOr,
                GridRules.CROSSWISE_OR);
    }

    @Test
    void nodeKaylesIsFriendCircle() {
        sameNimbers("NK -> FC", 7, ReductionsTest::graph, NodeKayles.RULES, Reductions::nodeKaylesToFriendCircle,
                FriendCircle.RULES);
    }

    @Test
    void demiQuantumBooleanNimIsAvoidTrue() {
        sameNimbers("DQBN -> AT", 8, r -> matrix(r, 1), DemiQuantumNim.RULES, Reductions::booleanNimToAvoidTrue,
                AvoidTrue.RULES);
        sameNimbers("AT -> DQBN", 9, ReductionsTest::formula, AvoidTrue.RULES, Reductions::avoidTrueToBooleanNim,
                DemiQuantumNim.RULES);
    }

    @Test
    void demiQuantumNimIsDemographicInfluence() {
        sameNimbers("DQN -> DI", 10, r -> matrix(r, 3), DemiQuantumNim.RULES,
                Reductions::demiQuantumNimToDemographicInfluence, DemographicInfluence.RULES);
    }

    @Test
    void nodeKaylesIsDemographicInfluence() {
        sameNimbers("NK -> DI", 11, ReductionsTest::graph, NodeKayles.RULES,
                Reductions::nodeKaylesToDemographicInfluence, DemographicInfluence.RULES);
    }

    @Test
    void movesCorrespondOneForOne() {
        Random random = new Random(12);
        for (int trial = 0; trial < TRIALS; trial++) {
            KaylesGraph g = graph(random);
            Population p = Reductions.nodeKaylesToDemographicInfluence(g);
            Circle c = Reductions.nodeKaylesToFriendCircle(g);
            int moves = NodeKayles.RULES.moves(g).size();
            assertEquals(moves, DemographicInfluence.RULES.moves(p).size(), g.toString());
            assertEquals(moves, FriendCircle.RULES.moves(c).size(), g.toString());
            Realizations r = matrix(random, 1);
            Supplier<String> where = r::toString;
            assertEquals(DemiQuantumNim.RULES.moves(r).size(),
                    AvoidTrue.RULES.moves(Reductions.booleanNimToAvoidTrue(r)).size(), where);
        }
    }
}
