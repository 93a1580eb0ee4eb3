package calhamer.adjudicator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.PositionJson;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import calhamer.maps.io.BundledMaps;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The adjudicator's fast mode for search: the outcome of a movement phase through the same kernel and rules. */
class FastModeTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final Adjudicator ADJ = new Adjudicator(MAP);

    private static List<Order> orders(String... texts) {
        return Arrays.stream(texts).map(ADJ.parser()::parse).toList();
    }

    private static Position position(String json) {
        return PositionJson.read(MAP, json);
    }

    @Test
    void aFallOutcomeMovesUnitsRemovesTheDislodgedAndChangesCentres() {
        Position fall = position("""
                {"phase": "F1901M", "units": {"GERMANY": ["A BUR", "A PIC"], "FRANCE": ["A PAR", "F BRE"]},
                 "centers": {"GERMANY": ["BER", "MUN", "KIE"], "FRANCE": ["PAR", "BRE", "MAR"]}}""");
        Position after = ADJ.outcome(ADJ.prepare(fall), ADJ.entries(fall, orders("A BUR - PAR", "A PIC S A BUR - PAR",
                "F BRE - MAO")));
        assertEquals("S1902M", after.phase().toString());
        Set<String> units = new HashSet<>();
        after.units().forEach(u -> units.add(u.power() + " " + u));
        assertEquals(Set.of("GERMANY A PAR", "GERMANY A PIC", "FRANCE F MAO"), units, "A PAR dislodged and gone");
        Province paris = MAP.province("PAR");
        assertEquals(MAP.power("GERMANY"), after.owner(paris), "Paris changed hands after the Fall");
        assertEquals(MAP.power("FRANCE"), after.owner(MAP.province("BRE")), "an empty centre keeps its owner");
        assertTrue(after.dislodged().isEmpty() && after.contested().isEmpty());
        assertEquals(MAP.power("FRANCE"), fall.owner(paris), "the base position is untouched");
    }

    @Test
    void aSpringOutcomeKeepsTheOwners() {
        Position start = Position.start(MAP);
        Adjudicator.Prepared base = ADJ.prepare(start);
        Position after = ADJ.outcome(base, ADJ.entries(start, orders("A PAR - BUR", "A MUN - BUR")),
                ADJ.entries(start, orders("A VIE - GAL")));
        assertEquals("F1901M", after.phase().toString());
        assertTrue(after.units().contains(new Unit(MAP.power("FRANCE"), UnitType.ARMY,
                MAP.findLocation("PAR").orElseThrow())), "a standoff in BUR");
        assertNull(after.owner(MAP.province("GAL")));
        assertEquals(start.centers(), after.centers());
        assertEquals(start.units().size(), after.units().size());
        assertEquals(22, ADJ.outcome(base, List.of()).units().size(), "nobody moves: everybody holds");
    }

    /** The fast mode's units are the full adjudication's units on the board, on random games with fights. */
    @Test
    void agreesWithFullAdjudicationOnRandomGames() {
        LegalOrders legal = new LegalOrders(ADJ);
        Random random = new Random(31);
        int compared = 0;
        for (int game = 0; game < 6; game++) {
            Position position = Position.start(MAP);
            while (position.phase().year() < 1908) {
                Map<Power, List<Order>> orders = legal.random(position, random, 0.6);
                PhaseResult full = ADJ.adjudicateOrders(position, orders, AdjudicationOptions.DEFAULT);
                if (position.phase().type() == PhaseType.MOVEMENT) {
                    List<OrderEntry> entries = new ArrayList<>();
                    for (List<Order> list : orders.values()) {
                        entries.addAll(ADJ.entries(position, list));
                    }
                    Position fast = ADJ.outcome(ADJ.prepare(position), entries);
                    assertEquals(new HashSet<>(full.next().units()), new HashSet<>(fast.units()),
                            position.phase() + " " + orders);
                    assertEquals(position.phase().nextMovement(), fast.phase());
                    if (full.dislodged().isEmpty()) {
                        assertEquals(full.next().centers(), fast.centers());
                    }
                    compared++;
                }
                position = full.next();
            }
        }
        assertTrue(compared > 60, "movement phases compared: " + compared);
    }

    @Test
    void refusesWhatIsNotAMovementPhaseOfItsMap() {
        Position winter = position("""
                {"phase": "W1901A", "units": {"ENGLAND": ["A YOR"]}, "centers": {"ENGLAND": ["LON", "EDI"]}}""");
        assertThrows(IllegalArgumentException.class, () -> ADJ.prepare(winter));
        assertThrows(IllegalArgumentException.class, () -> ADJ.prepare(Position.start(BundledMaps.load(
                "austria-germany"))));
        assertThrows(IllegalArgumentException.class, () -> ADJ.entries(Position.start(MAP), orders("A BUR - PAR")));
    }
}
