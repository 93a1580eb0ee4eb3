package calhamer.adjudicator.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.Boards;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.result.Reason;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Retreats: the legal destinations, clashes, illegal destinations, orders to disband and missing orders. */
class RetreatRuleTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final Adjudicator ADJ = new Adjudicator(MAP);
    private static final LegalOrders LEGAL = new LegalOrders(ADJ);
    private static final Position POSITION = Boards.on(MAP, "F1901R")
            .units("GERMANY", "A VIE", "A BOH", "A BUD").units("RUSSIA", "A GAL").units("ITALY", "A TRI")
            .dislodged("AUSTRIA", "A VIE", "BOH").dislodged("AUSTRIA", "A BUD", "SER")
            .dislodged("AUSTRIA", "F TRI", null)
            .contested("RUM").position();

    @Test
    void optionsExcludeTheAttackersOriginOccupiedAndContestedProvinces() {
        IntPredicate occupied = p -> POSITION.unitAt(MAP.provinces().get(p)) != null;
        IntPredicate contested = p -> POSITION.contested().contains(MAP.provinces().get(p));
        Set<String> vie = LEGAL.retreats(POSITION.dislodged().get(0).unit(), MAP.province("BOH"), occupied,
                contested).stream().map(l -> l.id()).collect(Collectors.toSet());
        assertEquals(Set.of("TYR"), vie, "not BOH (attacker), GAL, BUD, TRI (occupied)");
        Set<String> bud = LEGAL.retreats(POSITION.dislodged().get(1).unit(), MAP.province("SER"), occupied,
                contested).stream().map(l -> l.id()).collect(Collectors.toSet());
        assertEquals(Set.of(), bud, "not SER (attacker), RUM (standoff), VIE, GAL, TRI (occupied)");
    }

    @Test
    void illegalRetreatsDisbandAndUnorderedUnitsDisband() {
        PhaseResult result = ADJ.adjudicate(POSITION, Map.of("AUSTRIA", List.of("A VIE - TYR", "A BUD R TRI")));
        List<OrderResult> r = result.orders();
        assertEquals(Outcome.SUCCEEDED, r.get(0).outcome(), "A VIE - TYR is read as a retreat");
        assertEquals(Outcome.DISBANDED, r.get(1).outcome());
        assertEquals(Reason.RETREAT_TO_OCCUPIED, r.get(1).reason());
        assertTrue(result.next().unitsOf(MAP.power("AUSTRIA")).stream().map(Object::toString).toList()
                .contains("A TYR"));
        assertEquals(1, result.removals().size());
        assertEquals("F TRI", result.removals().get(0).unit().toString());
        assertEquals(Reason.NO_RETREAT_ORDER, result.removals().get(0).reason());
    }

    @Test
    void twoRetreatsToOneProvinceBothDisband() {
        Position p = Boards.on(MAP, "S1901R").units("GERMANY", "A VIE", "A BUD")
                .dislodged("AUSTRIA", "A VIE", "BOH").dislodged("AUSTRIA", "A BUD", "RUM").position();
        PhaseResult result = ADJ.adjudicate(p, Map.of("AUSTRIA", List.of("A VIE R GAL", "A BUD R GAL")));
        assertEquals(Reason.RETREAT_CLASH, result.orders().get(0).reason());
        assertEquals(Outcome.DISBANDED, result.orders().get(1).outcome());
        assertTrue(result.next().unitsOf(MAP.power("AUSTRIA")).isEmpty());
    }
}
