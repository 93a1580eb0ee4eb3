package calhamer.influence.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.position.Position;
import calhamer.influence.Decay;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.io.BundledMaps;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StandingsTest {
    private static final DiplomacyMap STANDARD = BundledMaps.load("standard");
    private static final DiplomacyMap AUSTRIA_GERMANY = BundledMaps.load("austria-germany");

    private static Standings startOfStandard() {
        return new ScratchWorldEvaluator(STANDARD, Weights.PAPER, Decay.PAPER).evaluate(Position.start(STANDARD));
    }

    @Test
    void sharesAddUpToOneAndAPowerStandsAgainstItselfAt100() {
        Standings s = startOfStandard();
        double shares = 0;
        for (Power p : STANDARD.powers()) {
            shares += s.share(p);
            assertEquals(100.0, s.ratio(p, p), 0.0);
            assertEquals(s.standing(p) / s.standing(STANDARD.power("ENGLAND")) * 100,
                    s.ratio(p, STANDARD.power("ENGLAND")), 1e-9);
        }
        assertEquals(1.0, shares, 1e-12);
        assertEquals(STANDARD.powers(), s.powers());
    }

    @Test
    void worldIsACopy() {
        Standings s = startOfStandard();
        double[] world = s.world(STANDARD.power("GERMANY"));
        double before = s.value(STANDARD.power("GERMANY"), STANDARD.provinces().get(0));
        world[0] += 1000;
        assertEquals(before, s.value(STANDARD.power("GERMANY"), STANDARD.provinces().get(0)), 0.0);
    }

    @Test
    void powersWithoutUnitsStandAtZeroAndRatiosAgainstThemAreInfinite() {
        Position germanyAlone = WorldEvaluatorContract.position(AUSTRIA_GERMANY,
                List.of(WorldEvaluatorContract.army(AUSTRIA_GERMANY, "GERMANY", "MUN")),
                AUSTRIA_GERMANY.start().centers());
        Standings s = new ScratchWorldEvaluator(AUSTRIA_GERMANY, Weights.PAPER, Decay.PAPER).evaluate(germanyAlone);
        assertEquals(0.0, s.occupied(AUSTRIA_GERMANY.power("AUSTRIA")), 0.0);
        assertEquals(0.0, s.standing(AUSTRIA_GERMANY.power("AUSTRIA")), 0.0);
        assertEquals(0.0, s.share(AUSTRIA_GERMANY.power("AUSTRIA")), 0.0);
        assertEquals(1.0, s.share(AUSTRIA_GERMANY.power("GERMANY")), 0.0);
        assertEquals(Double.POSITIVE_INFINITY, s.ratio(AUSTRIA_GERMANY.power("GERMANY"),
                AUSTRIA_GERMANY.power("AUSTRIA")));
        assertEquals(0.0, s.ratio(AUSTRIA_GERMANY.power("AUSTRIA"), AUSTRIA_GERMANY.power("GERMANY")), 0.0);
        assertEquals(100.0, s.ratio(AUSTRIA_GERMANY.power("GERMANY"), AUSTRIA_GERMANY.power("GERMANY")), 0.0);
        assertTrue(Double.isNaN(s.ratio(AUSTRIA_GERMANY.power("AUSTRIA"), AUSTRIA_GERMANY.power("AUSTRIA"))));
    }

    @Test
    void aWorldTotallingZeroStandsAtZero() {
        Position empty = WorldEvaluatorContract.position(AUSTRIA_GERMANY, List.of(), Map.of());
        Standings s = new ScratchWorldEvaluator(AUSTRIA_GERMANY, new Weights(0, 0, 0, 15, -15), Decay.PAPER)
                .evaluate(empty);
        for (Power power : AUSTRIA_GERMANY.powers()) {
            assertEquals(0.0, s.total(power), 0.0);
            assertEquals(0.0, s.standing(power), 0.0);
            assertEquals(0.0, s.share(power), 0.0);
        }
        assertTrue(Double.isNaN(s.ratio(AUSTRIA_GERMANY.power("AUSTRIA"), AUSTRIA_GERMANY.power("GERMANY"))),
                "0/0 is not a number");
    }

    @Test
    void refusesUnknownPowers() {
        Standings s = new ScratchWorldEvaluator(AUSTRIA_GERMANY, Weights.PAPER, Decay.PAPER)
                .evaluate(Position.start(AUSTRIA_GERMANY));
        assertThrows(IllegalArgumentException.class, () -> s.standing(STANDARD.power("FRANCE")));
        assertThrows(IllegalArgumentException.class, () -> s.ratio(AUSTRIA_GERMANY.power("AUSTRIA"),
                STANDARD.power("ITALY")));
    }
}
