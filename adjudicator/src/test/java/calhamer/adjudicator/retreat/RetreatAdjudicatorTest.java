package calhamer.adjudicator.retreat;

import calhamer.adjudicator.Boards;
import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.order.OrderParser;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.Reason;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Retreats: the legal destinations, clashes, illegal destinations, orders to disband and missing orders. */
class RetreatAdjudicatorTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final OrderParser PARSER = new OrderParser(MAP);
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
        List<OrderEntry> orders = List.of(entry(0, "A VIE - TYR"), entry(1, "A BUD R TRI"));
        RetreatAdjudicator.Outcomes o = new RetreatAdjudicator(ADJ.rules()).adjudicate(POSITION, orders);
        List<OrderResult> r = o.orders();
        assertEquals(Outcome.SUCCEEDED, r.get(0).outcome(), "A VIE - TYR is read as a retreat");
        assertEquals(Outcome.DISBANDED, r.get(1).outcome());
        assertEquals(Reason.RETREAT_TO_OCCUPIED, r.get(1).reason());
        assertEquals(List.of("A TYR"), o.retreated().stream().map(Object::toString).toList());
        assertEquals(1, o.removals().size());
        assertEquals("F TRI", o.removals().get(0).unit().toString());
        assertEquals(Reason.NO_RETREAT_ORDER, o.removals().get(0).reason());
    }

    @Test
    void twoRetreatsToOneProvinceBothDisband() {
        Position p = Boards.on(MAP, "S1901R").units("GERMANY", "A VIE", "A BUD")
                .dislodged("AUSTRIA", "A VIE", "BOH").dislodged("AUSTRIA", "A BUD", "RUM").position();
        RetreatAdjudicator.Outcomes o = new RetreatAdjudicator(ADJ.rules()).adjudicate(p, List.of(
                new OrderEntry(MAP.power("AUSTRIA"), 0, "A VIE R GAL", PARSER.parse("A VIE R GAL"),
                        p.dislodged().get(0).unit()),
                new OrderEntry(MAP.power("AUSTRIA"), 1, "A BUD R GAL", PARSER.parse("A BUD R GAL"), p.dislodged().get(1)
                        .unit())));
        assertEquals(Reason.RETREAT_CLASH, o.orders().get(0).reason());
        assertEquals(Outcome.DISBANDED, o.orders().get(1).outcome());
        assertEquals(List.of(), o.retreated());
    }

    private static OrderEntry entry(int i, String text) {
        return new OrderEntry(MAP.power("AUSTRIA"), i, text, PARSER.parse(text), POSITION.dislodged().get(i).unit());
    }
}
