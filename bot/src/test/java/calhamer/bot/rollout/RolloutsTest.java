package calhamer.bot.rollout;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.RulesEngine;
import calhamer.adjudicator.rules.Edition;
import calhamer.bot.dumbbot.DumbBotPolicy;
import calhamer.bot.dumbbot.DumbBotWeights;
import calhamer.bot.dumbbot.Habits;
import calhamer.bot.dumbbot.ProximityTables;
import calhamer.bot.evaluation.MapFixture;
import org.junit.jupiter.api.Test;

/**
 * Roll-outs end where the game ends: one that reaches the end of the last year's Fall stops there and is valued by
 * the centres owned, the game's score, whatever the horizon and the weights; one in which a power wins outright
 * stops at the win, the winner valued as owning every centre.
 */
class RolloutsTest {
    private static final MapFixture STANDARD = MapFixture.of("standard");

    /** Austria has taken Serbia this Fall, unless someone dislodges it; every unit holds. */
    private final Board fall = STANDARD.adjudicator().codec().board(STANDARD.position("""
            {"phase": "F1901M",
             "units": {"AUSTRIA": ["A SER", "A VIE", "F TRI"], "ITALY": ["A VEN", "A ROM", "F NAP"],
                       "TURKEY": ["A CON", "A SMY", "F ANK"]},
             "centers": {"AUSTRIA": ["VIE", "BUD", "TRI"], "ITALY": ["VEN", "ROM", "NAP"],
                         "TURKEY": ["CON", "SMY", "ANK"]}}"""));
    private final RulesEngine engine = STANDARD.adjudicator().engine(Edition.RULES_2000);
    private final ProximityTables tables = new ProximityTables(fall.tables(), DumbBotWeights.NORMAN);

    private double[] rollOut(Board from, int horizon, GameEnd end, ValueWeights weights) {
        Rollouts rollouts = new Rollouts(engine, new DumbBotPolicy(engine, tables, DumbBotWeights.NORMAN,
                new Habits(true, true)), weights);
        rollouts.reset(from, horizon, end);
        double[] out = new double[7];
        // no order given: every unit holds, so nothing is dislodged and Serbia is Austria's at the end of the Fall
        rollouts.movement(new long[7][], 42, out);
        assertEquals(1, rollouts.count());
        return out;
    }

    @Test
    void aRolloutStopsAtTheEndOfTheLastYearsFallAndCountsTheCentresOwned() {
        int austria = STANDARD.power("AUSTRIA").index();
        double[] expected = new double[7];
        expected[austria] = 4;
        expected[STANDARD.power("ITALY").index()] = 3;
        expected[STANDARD.power("TURKEY").index()] = 3;
        for (ValueWeights weights : new ValueWeights[] {ValueWeights.COUNTS, ValueWeights.learned(STANDARD.map())}) {
            for (int horizon = 1; horizon <= 4; horizon++) {
                assertArrayEquals(expected, rollOut(fall, horizon, new GameEnd(false, 1901), weights),
                        "horizon " + horizon);
            }
        }
    }

    @Test
    void withoutAKnownEndTheRolloutLooksOnAndValuesByItsWeights() {
        int austria = STANDARD.power("AUSTRIA").index();
        // a horizon of one: the Winter's builds are played and the next Spring valued, units counted a tenth each
        double[] counts = rollOut(fall, 1, GameEnd.NEVER, ValueWeights.COUNTS);
        assertEquals(4.4, counts[austria], 1e-9, "4 centres and 4 units after the Winter's build");
        // a year later than this one, and solo wins that nobody comes near: as if the game never ended
        assertArrayEquals(counts, rollOut(fall, 1, new GameEnd(true, 1902), ValueWeights.COUNTS));
    }

    @Test
    void aSoloWinEndsTheRolloutWithEveryCentreToTheWinner() {
        // Austria owns 17 centres and stands on Munich, its 18th, this Fall
        Board solo = STANDARD.adjudicator().codec().board(STANDARD.position("""
                {"phase": "F1901M",
                 "units": {"AUSTRIA": ["A MUN", "A VIE"], "ENGLAND": ["F LON"]},
                 "centers": {"AUSTRIA": ["VIE", "BUD", "TRI", "SER", "GRE", "BUL", "RUM", "CON", "SMY", "ANK",
                                         "SEV", "MOS", "WAR", "VEN", "ROM", "NAP", "TUN"],
                             "ENGLAND": ["LON", "EDI", "LVP"]}}"""));
        int austria = STANDARD.power("AUSTRIA").index();
        int england = STANDARD.power("ENGLAND").index();
        for (int horizon = 1; horizon <= 3; horizon++) {
            double[] won = rollOut(solo, horizon, new GameEnd(true, 0), ValueWeights.learned(STANDARD.map()));
            // 18 centres and the 16 it did not need: every centre on the map
            assertEquals(34, won[austria], "horizon " + horizon);
            assertEquals(3, won[england], "the others keep the centres they own");
        }
        double[] on = rollOut(solo, 1, GameEnd.NEVER, ValueWeights.COUNTS);
        assertTrue(on[austria] > 18 && on[austria] < 20, "18 centres and a tenth a unit: " + on[austria]);
    }
}
