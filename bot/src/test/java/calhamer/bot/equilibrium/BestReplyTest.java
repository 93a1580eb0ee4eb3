package calhamer.bot.equilibrium;

import static calhamer.bot.equilibrium.BlueprintLikenessTest.IX;
import static calhamer.bot.equilibrium.BlueprintLikenessTest.STANDARD;
import static calhamer.bot.equilibrium.BlueprintLikenessTest.W;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.position.Position;
import calhamer.bot.dumbbot.DumbBotWeights;
import calhamer.bot.dumbbot.ProximityTables;
import calhamer.bot.rollout.GameEnd;
import calhamer.bot.rollout.OwnOrders;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The played set improved a step at a time (one unit's order, one convoy or one supported attack) against the others'
 * strategies.
 */
class BestReplyTest {
    private static final BoardCodec CODEC = STANDARD.adjudicator().codec();
    /**
     * The default search, its Fall roll-outs ending once the Fall's centres are settled (a capture then shows), the
     * end valued by its centres ({@link calhamer.bot.rollout.ValueWeights#COUNTS}: the learned value prefers the
     * unopposed Greece, with Serbia backed by Budapest, to the supported Bulgaria).
     */
    private static final SearchSettings SETTLED = new SearchSettings(16, 6, 2, 64, 24, 2, 1, 4, 0.25, 1.0, true, 32,
            1.0, 1, true, true, false, true, true, true, 0, 0);
    /** The same, the climb changing one unit's order (or one convoy) at a time. */
    private static final SearchSettings ONE_AT_A_TIME = new SearchSettings(16, 6, 2, 64, 24, 2, 1, 4, 0.25, 1.0, true,
            32, 1.0, 1, true, true, false, true, false, true, 0, 0);
    /** No remembered phase: no bounces, no power playing at random. */
    private static final OwnVariants.Remembered NOTHING = new OwnVariants.Remembered(List.of(), new boolean[7]);
    /** One workspace per thread, as the search keeps them: the roll-outs run on the common pool. */
    private static final ThreadLocal<SearchWorkspace> WORKSPACES = ThreadLocal.withInitial(() ->
            new SearchWorkspace(BlueprintLikenessTest.RULES, new ProximityTables(IX, DumbBotWeights.NORMAN),
                    DumbBotWeights.NORMAN, SETTLED));

    /** Every power's candidates: the given sets for the named powers, holds for the others. */
    private static List<List<Candidate>> candidates(Position p, String austria, String turkey) {
        List<List<Candidate>> all = new ArrayList<>();
        for (Power power : STANDARD.map().powers()) {
            String orders = power.name().equals("AUSTRIA") ? austria : power.name().equals("TURKEY") ? turkey : null;
            List<Candidate> list = new ArrayList<>();
            if (orders != null) {
                list.add(new Candidate(OwnVariants.packed(CODEC, W.root, power, STANDARD.set(orders).orders()),
                        "test"));
            } else if (p.unitCount(power) > 0) {
                list.add(new Candidate(OwnVariants.packed(CODEC, W.root, power, p.units().stream()
                        .filter(u -> u.power().equals(power)).map(u -> STANDARD.parser().parse(u + " H")).toList()),
                        "holds"));
            }
            all.add(list);
        }
        return all;
    }

    private static double[][] certain(List<List<Candidate>> candidates) {
        double[][] strategy = new double[candidates.size()][];
        for (int p = 0; p < strategy.length; p++) {
            strategy[p] = candidates.get(p).isEmpty() ? new double[0] : new double[] {1};
        }
        return strategy;
    }

    @Test
    void aSupportThatTakesACentreInFallIsFound() {
        Position fall = STANDARD.position("""
                {"phase": "F1902M", "units": {"AUSTRIA": ["A SER", "A RUM", "A BUD"], "TURKEY": ["A BUL", "F BLA"],
                 "RUSSIA": ["A SEV", "A UKR", "A GAL"]},
                 "centers": {"AUSTRIA": ["VIE", "BUD", "TRI", "SER", "RUM"], "TURKEY": ["BUL", "CON", "ANK",
                 "SMY"], "RUSSIA": ["SEV", "MOS", "WAR", "STP"]}}""");
        CODEC.load(fall, W.root);
        List<List<Candidate>> candidates = candidates(fall, "A SER - BUL; A RUM H; A BUD H", "A BUL H; F BLA H");
        int austria = STANDARD.power("AUSTRIA").index();
        Candidate start = candidates.get(austria).get(0);
        W.greedy.prepare(W.root);
        BestReply.Reply reply = new BestReply(IX, SETTLED, WORKSPACES::get, W.root, austria,
                GameEnd.NEVER, candidates, certain(candidates), 8, 5).improve(start, W.greedy.values(), NOTHING,
                W.variants, 100_000, new Deadline(System.nanoTime(), 600_000));
        String played = reply.played().notation(CODEC, W.root);
        assertTrue(reply.steps() > 0 && played.contains("A RUM S A SER - BUL"), played);
        assertTrue(reply.value() > reply.startValue() + BestReply.MARGIN, reply.toString());
        long[] orders = reply.played().orders();
        assertArrayEquals(orders, OwnOrders.repair(IX, orders.clone()), "a consistent set");
    }

    /**
     * Serbia or Rumania alone bounces off the Turkish army in Bulgaria, as Serbia off the Italian one in Greece and
     * Rumania off the Russian one in Sevastopol; Serbia and Rumania together take Bulgaria.
     */
    private static final String BULGARIA_HELD = """
            {"phase": "F1902M", "units": {"AUSTRIA": ["A SER", "A RUM"], "TURKEY": ["A BUL"], "RUSSIA": ["A SEV"],
             "ITALY": ["A GRE"]},
             "centers": {"AUSTRIA": ["VIE", "BUD", "TRI", "SER", "RUM"], "TURKEY": ["BUL", "CON", "ANK", "SMY"],
             "RUSSIA": ["SEV", "MOS", "WAR", "STP"], "ITALY": ["GRE", "ROM", "NAP", "VEN"]}}""";

    private static BestReply.Reply climbFromHolds(SearchSettings settings) {
        CODEC.load(STANDARD.position(BULGARIA_HELD), W.root);
        List<List<Candidate>> candidates = candidates(STANDARD.position(BULGARIA_HELD), "A SER H; A RUM H",
                "A BUL H");
        int austria = STANDARD.power("AUSTRIA").index();
        W.greedy.prepare(W.root);
        return new BestReply(IX, settings, WORKSPACES::get, W.root, austria, GameEnd.NEVER, candidates,
                certain(candidates), 8, 5).improve(candidates.get(austria).get(0), W.greedy.values(), NOTHING,
                W.variants, 100_000, new Deadline(System.nanoTime(), 600_000));
    }

    @Test
    void anAttackThatNeedsItsSupportIsFoundInOneStep() {
        BestReply.Reply reply = climbFromHolds(SETTLED);
        String played = reply.played().notation(CODEC, W.root);
        assertTrue(played.contains("A RUM S A SER - BUL") || played.contains("A SER S A RUM - BUL"), played);
        assertTrue(reply.value() >= reply.startValue() + 1 - 1e-9, reply.toString());
    }

    @Test
    void oneUnitAtATimeTheSupportedAttackIsNotReached() {
        BestReply.Reply reply = climbFromHolds(ONE_AT_A_TIME);
        String played = reply.played().notation(CODEC, W.root);
        assertFalse(played.contains("- BUL"), played);
        assertEquals(0, reply.steps(), reply.toString());
    }

    @Test
    void withNoRolloutsToSpendTheStartIsPlayed() {
        Position spring = STANDARD.position("""
                {"phase": "S1902M", "units": {"AUSTRIA": ["A SER", "A RUM"], "TURKEY": ["A BUL"]},
                 "centers": {"AUSTRIA": ["VIE", "BUD", "TRI", "SER"], "TURKEY": ["BUL", "CON", "ANK", "SMY"]}}""");
        CODEC.load(spring, W.root);
        List<List<Candidate>> candidates = candidates(spring, "A SER - BUL; A RUM H", "A BUL H");
        int austria = STANDARD.power("AUSTRIA").index();
        Candidate start = candidates.get(austria).get(0);
        W.greedy.prepare(W.root);
        BestReply.Reply reply = new BestReply(IX, SearchSettings.DEFAULT, WORKSPACES::get, W.root, austria,
                GameEnd.NEVER, candidates, certain(candidates), 8, 5).improve(start, W.greedy.values(), NOTHING,
                W.variants, 8, new Deadline(System.nanoTime(), 600_000));
        assertEquals(start, reply.played());
        assertEquals(0, reply.steps());
    }
}
