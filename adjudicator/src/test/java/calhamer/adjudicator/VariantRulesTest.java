package calhamer.adjudicator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.result.Reason;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.maps.io.MapFile;
import calhamer.maps.io.MapFormatException;
import calhamer.maps.io.MapLoader;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Variant rules read from the map (its victory count, {@code BUILD_ANY}, a neutral power) on the standard board with
 * those rules added, through validation, legal orders and the rules engine.
 */
class VariantRulesTest {
    private static final DiplomacyMap STANDARD = BundledMaps.load("standard");

    private static DiplomacyMap variant(Integer victory, List<String> rules, List<String> neutral)
            throws MapFormatException {
        MapFile f = MapFile.of(STANDARD);
        return MapLoader.build("variant", new MapFile("variant", "Standard with variant rules", null, f.powers(),
                f.provinces(), f.armyAdjacency(), f.fleetAdjacency(), f.start(), null, victory, rules, neutral));
    }

    @Test
    void buildAnyBuildsOnEveryOwnedVacantCentreAndNowhereElse() throws MapFormatException {
        DiplomacyMap map = variant(null, List.of("BUILD_ANY"), null);
        Adjudicator adj = new Adjudicator(map);
        Position p = Boards.on(map, "W1901A").units("FRANCE", "A PAR").centers("FRANCE", "PAR", "BEL", "SPA", "MAR")
                .centers("GERMANY", "MUN").position();
        List<Reason> reasons = adj.adjudicate(p, Map.of("FRANCE", List.of("A BEL B", "A BUR B", "A MUN B",
                "F SPA/SC B"))).orders().stream().map(r -> r.reason()).toList();
        assertEquals(List.of(Reason.BUILT, Reason.BUILD_NOT_CENTRE, Reason.BUILD_NOT_OWNED, Reason.BUILT), reasons);
        assertEquals(34, map.buildSites(map.power("FRANCE")).size());
        List<String> legalBuilds = new LegalOrders(adj).of(p).stream().flatMap(u -> u.orders().stream())
                .map(Object::toString).toList();
        assertTrue(legalBuilds.contains("A BEL B"), legalBuilds.toString());
        assertFalse(legalBuilds.contains("A PAR B"), "PAR is occupied: " + legalBuilds);
    }

    @Test
    void standardRulesStillBuildOnHomeCentresOnly() {
        Adjudicator adj = new Adjudicator(STANDARD);
        Position p = Boards.on(STANDARD, "W1901A").centers("FRANCE", "PAR", "BEL").position();
        assertEquals(Reason.BUILD_NOT_HOME, adj.adjudicate(p, Map.of("FRANCE", List.of("A BEL B"))).orders().get(0)
                .reason());
    }

    @Test
    void aNeutralPowerGivesNoOrdersHoldsIsDisbandedWhenDislodgedAndNeverBuilds() throws MapFormatException {
        DiplomacyMap map = variant(null, null, List.of("TURKEY"));
        Adjudicator adj = new Adjudicator(map);
        LegalOrders legal = new LegalOrders(adj);
        Position start = Position.start(map);
        assertTrue(legal.of(start).stream().noneMatch(u -> u.power().name().equals("TURKEY")));
        PhaseResult refused = adj.adjudicate(start, Map.of("TURKEY", List.of("A CON - BUL")));
        assertEquals(Reason.NEUTRAL_POWER, refused.orders().get(0).reason());
        assertTrue(refused.next().unitAt(map.province("CON")) != null, "the neutral army held");

        // dislodged in Fall: unordered, it is disbanded; Russia takes Ankara
        Position fall = Boards.on(map, "F1901M").units("TURKEY", "F ANK").units("RUSSIA", "F BLA", "A ARM")
                .centers("TURKEY", "ANK", "CON", "SMY").centers("RUSSIA", "SEV", "MOS").position();
        PhaseResult attack = adj.adjudicate(fall, Map.of("RUSSIA", List.of("F BLA - ANK", "A ARM S F BLA - ANK")));
        assertEquals(1, attack.dislodged().size());
        assertTrue(legal.of(attack.next()).isEmpty(), "a neutral dislodged unit has no retreat orders");
        PhaseResult retreat = adj.adjudicate(attack.next(), Map.of());
        assertTrue(retreat.next().units().stream().noneMatch(u -> u.power().name().equals("TURKEY")));

        // Winter: the neutral has 2 centres and no unit, and does not build
        Position winter = Boards.on(map, "W1901A").centers("TURKEY", "CON", "SMY").units("RUSSIA", "F ANK")
                .centers("RUSSIA", "ANK", "SEV", "MOS").position();
        PhaseResult adjusted = adj.adjudicate(winter, Map.of());
        assertTrue(adjusted.next().units().stream().noneMatch(u -> u.power().name().equals("TURKEY")));
        Map<?, ?> random = legal.random(winter, new Random(1));
        assertEquals(List.of(), random.get(map.power("TURKEY")));
    }

    @Test
    void theMapsVictoryCountDecidesTheWinner() throws MapFormatException {
        DiplomacyMap map = variant(5, null, null);
        assertEquals(5, map.victoryThreshold());
        Adjudicator adj = new Adjudicator(map);
        Position p = Boards.on(map, "W1901A").units("FRANCE", "A PAR").centers("FRANCE", "PAR", "BRE", "MAR", "SPA",
                "POR").position();
        assertEquals("FRANCE", adj.winner(p).map(Object::toString).orElse(null));
        assertEquals(18, STANDARD.victoryThreshold());
    }

    @Test
    void earlyYearsMayBeZeroPadded() {
        assertEquals(Phase.parse("S1M"), Phase.parse("S0001M"));
        assertEquals(901, Phase.parse("s0901m").year());
        assertEquals("F901R", Phase.parse("F0901R").toString());
    }

    @Test
    void badVariantRulesAreRefusedByName() {
        MapFormatException e = org.junit.jupiter.api.Assertions.assertThrows(MapFormatException.class,
                () -> variant(40, List.of("SHIFT_ANY"), List.of("SPAIN")));
        String m = e.getMessage();
        assertTrue(m.contains("victory 40") && m.contains("SHIFT_ANY") && m.contains("neutral power SPAIN"), m);
    }
}
