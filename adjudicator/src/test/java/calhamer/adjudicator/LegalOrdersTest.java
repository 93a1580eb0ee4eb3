package calhamer.adjudicator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Convoy;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.order.Waive;
import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The legal orders of a position, checked by hand on small positions and as a whole on the 1901 start. */
class LegalOrdersTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final Adjudicator ADJ = new Adjudicator(MAP);
    private static final LegalOrders LEGAL = new LegalOrders(ADJ);

    @Test
    void everyUnitOfTheStartHasItsMovesAndSupports() {
        List<LegalOrders.UnitOrders> all = LEGAL.of(Position.start(MAP));
        assertEquals(22, all.size());
        LegalOrders.UnitOrders par = all.stream().filter(u -> u.unit().toString().equals("A PAR")).findFirst()
                .orElseThrow();
        Set<String> moves = par.orders().stream().filter(o -> o instanceof Move).map(Order::toString)
                .collect(Collectors.toSet());
        assertEquals(Set.of("A PAR - BRE", "A PAR - BUR", "A PAR - GAS", "A PAR - PIC"), moves);
        assertTrue(par.orders().stream().anyMatch(o -> o.toString().equals("A PAR S F BRE")));
        assertTrue(par.orders().stream().anyMatch(o -> o.toString().equals("A PAR S A MAR - BUR")));
        assertTrue(par.orders().stream().anyMatch(o -> o.toString().equals("A PAR S A MUN - BUR")));
        assertFalse(par.orders().stream().anyMatch(o -> o.toString().equals("A PAR S A MAR - SPA")),
                "Paris cannot reach Spain");
        LegalOrders.UnitOrders stp = all.stream().filter(u -> u.unit().toString().equals("F STP/SC")).findFirst()
                .orElseThrow();
        assertEquals(Set.of("F STP/SC - BOT", "F STP/SC - FIN", "F STP/SC - LVN"), stp.orders().stream()
                .filter(o -> o instanceof Move).map(Order::toString).collect(Collectors.toSet()));
        for (LegalOrders.UnitOrders u : all) {
            for (Order o : u.orders()) {
                assertEquals(o, ADJ.parser().parse(o.toString()), "round trip of " + o);
            }
        }
    }

    @Test
    void armiesAreOfferedEveryConvoyAChainOfFleetsAllows() {
        Position p = Boards.on(MAP, "S1901M").units("ENGLAND", "A LON", "F NTH", "F ENG", "A WAL").position();
        List<LegalOrders.UnitOrders> all = LEGAL.of(p);
        Set<String> lon = all.get(0).orders().stream().filter(o -> o instanceof Move m && m.viaConvoy()
                || o instanceof Move m2 && !MAP.adjacency().armyAdjacent(m2.unit().province(), m2.to().province()))
                .map(Order::toString).collect(Collectors.toSet());
        // every move that goes by convoy is written with VIA, as the DATC and other engines write it
        assertTrue(lon.containsAll(Set.of("A LON - NWY VIA", "A LON - BEL VIA", "A LON - BRE VIA", "A LON - WAL VIA",
                "A LON - YOR VIA", "A LON - PIC VIA", "A LON - EDI VIA")), lon.toString());
        assertTrue(lon.stream().allMatch(o -> o.endsWith(" VIA")), lon.toString());
        assertEquals(ADJ.parser().parse("A LON - NWY VIA"), ADJ.parser().parse("a lon - nwy"));
        Set<String> convoys = all.get(1).orders().stream().filter(o -> o instanceof Convoy).map(Order::toString)
                .collect(Collectors.toSet());
        assertTrue(convoys.contains("F NTH C A LON - NWY"));
        assertTrue(convoys.contains("F NTH C A WAL - BEL"), "via the English Channel and the North Sea");
        assertFalse(convoys.contains("F NTH C A WAL - BRE"), "the North Sea is not on a route to Brest");
        assertTrue(all.get(2).orders().contains(ADJ.parser().parse("F ENG C A WAL - BRE")));
        assertTrue(all.get(3).orders().stream().anyMatch(o -> o instanceof Support s && !s.isHoldSupport()
                && s.toString().equals("A WAL S A LON - YOR")));
    }

    @Test
    void retreatAndAdjustmentPhasesOfferRetreatsBuildsAndRemovals() {
        Position retreat = Boards.on(MAP, "S1901R").units("ITALY", "A TRI", "A TYR")
                .dislodged("AUSTRIA", "A TRI", "VEN").contested("BUD").position();
        assertEquals(Set.of("A TRI R ALB", "A TRI R SER", "A TRI R VIE", "A TRI D"), LEGAL.of(retreat).get(0)
                .orders().stream().map(Order::toString).collect(Collectors.toSet()));
        Position winter = Boards.on(MAP, "W1901A").units("RUSSIA", "A MOS").units("FRANCE", "A PAR", "A BUR")
                .centers("RUSSIA", "MOS", "STP", "WAR").centers("FRANCE", "PAR").position();
        List<LegalOrders.UnitOrders> all = LEGAL.of(winter);
        LegalOrders.UnitOrders russia = all.stream().filter(u -> u.power().name().equals("RUSSIA")).findFirst()
                .orElseThrow();
        assertEquals(Set.of("A STP B", "F STP/NC B", "F STP/SC B", "A WAR B", "WAIVE"), russia.orders().stream()
                .map(Order::toString).collect(Collectors.toSet()));
        assertTrue(russia.orders().stream().allMatch(o -> o instanceof Build || o instanceof Waive));
        assertEquals(2, all.stream().filter(u -> u.power().name().equals("FRANCE")).count());
    }
}
