package calhamer.bot.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.adjudicator.position.Position;
import calhamer.influence.diplomacy.Standings;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** {@link PayoffFunction}, {@link InfluenceEvaluator} and {@link CentreInfluenceEvaluator} on known positions. */
class EvaluatorsTest {
    private final MapFixture ag = MapFixture.of("austria-germany");
    private final MapFixture standard = MapFixture.of("standard");

    /** Utkin, "Influence Graphs": at the start Austria's ratio is 100 · 0.2401 / 0.2437 (docs/influence.md). */
    @Test
    void theStandingsRatioIsThePapersPayoff() {
        Standings s = ag.worlds().evaluate(ag.start());
        double ratio = PayoffFunction.standingsRatio(ag.worlds(), ag.power("AUSTRIA"),
                ag.power("GERMANY")).payoff(ag.start());
        assertEquals(98.5358711566618, ratio, 1e-9);
        assertEquals(s.ratio(ag.power("AUSTRIA"), ag.power("GERMANY")), ratio, 0);
        Position alone = ag.position("""
                {"phase": "S1901M", "units": {"AUSTRIA": ["A VIE"]}, "centers": {"AUSTRIA": ["VIE"]}}""");
        assertEquals(PayoffFunction.RATIO_CAP, PayoffFunction.standingsRatio(ag.worlds(), ag.power("AUSTRIA"),
                ag.power("GERMANY"))
                .payoff(alone), 0, "Germany has no units");
        Position nobody = ag.position("""
                {"phase": "S1901M", "units": {}, "centers": {"AUSTRIA": ["VIE"]}}""");
        assertEquals(100, PayoffFunction.standingsRatio(ag.worlds(), ag.power("AUSTRIA"),
                ag.power("GERMANY")).payoff(nobody), 0);
    }

    @Test
    void influenceEvaluatorsGiveStandingsAndShares() {
        InfluenceEvaluator standings = new InfluenceEvaluator(ag.worlds(), InfluenceEvaluator.Measure.STANDING);
        InfluenceEvaluator shares = new InfluenceEvaluator(ag.worlds(), InfluenceEvaluator.Measure.SHARE);
        double[] s = standings.evaluate(ag.start());
        assertEquals(0.24011713030746706, s[0], 1e-12);
        assertEquals(0.2436849925705795, s[1], 1e-12);
        assertEquals(1, Arrays.stream(shares.evaluate(ag.start())).sum(), 1e-12);
        assertEquals(0.4963126843657817, shares.evaluate(ag.start())[0], 1e-12);
        assertEquals(s[1], PayoffFunction.of(standings, 1).payoff(ag.start()), 0);
        assertEquals(2 * s[0] - s[1], PayoffFunction.weighted(standings, new double[] {2, -1}).payoff(ag.start()),
                1e-15);
    }

    @Test
    void theBotsValueCountsOccupiedCentresUnitsAndStanding() {
        Position p = standard.position("""
                {"phase": "S1902M", "units": {"ITALY": ["A TUN", "A VEN"], "AUSTRIA": ["A TRI"]},
                 "centers": {"ITALY": ["VEN", "ROM", "NAP"], "AUSTRIA": ["VIE", "BUD", "TRI"]}}""");
        CentreInfluenceEvaluator bot = new CentreInfluenceEvaluator(standard.worlds(), 0.4, 4);
        CentreInfluenceEvaluator centresOnly = new CentreInfluenceEvaluator(standard.worlds(), 0, 0);
        int italy = standard.power("ITALY").index();
        int austria = standard.power("AUSTRIA").index();
        assertEquals(4, centresOnly.evaluate(p)[italy], 0, "VEN ROM NAP and the occupied TUN");
        assertEquals(3, centresOnly.evaluate(p)[austria], 0);
        Standings s = standard.worlds().evaluate(p);
        assertEquals(4 + 0.4 * 2 + 4 * s.standing(standard.power("ITALY")), bot.evaluate(p)[italy], 1e-12);
    }
}
