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
    void jsonFriendlyMapsFollowMapOrder() {
        Standings s = startOfStandard();
        assertEquals(STANDARD.powerNames(), List.copyOf(s.worlds().keySet()));
        assertEquals(STANDARD.provinces().stream().map(p -> p.id()).toList(),
                List.copyOf(s.worlds().get("AUSTRIA").keySet()));
        assertEquals(s.value(STANDARD.power("AUSTRIA"), STANDARD.province("VIE")),
                s.worlds().get("AUSTRIA").get("VIE"), 0.0);
        assertEquals(STANDARD.powerNames(), List.copyOf(s.totals().keySet()));
        assertEquals(s.total(STANDARD.power("FRANCE")), s.totals().get("FRANCE"), 0.0);
        assertEquals(s.occupied(STANDARD.power("RUSSIA")), s.occupied().get("RUSSIA"), 0.0);
        assertEquals(s.standing(STANDARD.power("TURKEY")), s.standings().get("TURKEY"), 0.0);
        assertEquals(s.share(STANDARD.power("ITALY")), s.shares().get("ITALY"), 0.0);
        assertEquals(7, s.ratios().size());
        for (Power p : STANDARD.powers()) {
            assertEquals(7, s.ratios().get(p.name()).size());
            assertEquals(100.0, s.ratios().get(p.name()).get(p.name()), 0.0);
            assertEquals(s.ratio(p, STANDARD.power("ENGLAND")), s.ratios().get(p.name()).get("ENGLAND"), 0.0);
        }
        assertEquals(1.0, s.shares().values().stream().mapToDouble(Double::doubleValue).sum(), 1e-12);
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
    void powersWithoutUnitsStandAtZeroAndRatiosAgainstThemAreLeftOut() {
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
        assertEquals(Map.of("GERMANY", 100.0), s.ratios().get("GERMANY"));
        assertEquals(Map.of("GERMANY", 0.0), s.ratios().get("AUSTRIA"));
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
        assertTrue(s.ratios().get("AUSTRIA").isEmpty(), "0/0 is not a number and is left out");
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
