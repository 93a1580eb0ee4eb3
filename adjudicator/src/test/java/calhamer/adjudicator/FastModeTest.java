package calhamer.adjudicator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import calhamer.maps.io.BundledMaps;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The adjudicator's fast mode for search: the outcome of a movement phase through the same kernel and rules. */
class FastModeTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final Adjudicator ADJ = new Adjudicator(MAP);

    private static List<Order> orders(String... texts) {
        return Arrays.stream(texts).map(ADJ.parser()::parse).toList();
    }

    @Test
    void aFallOutcomeMovesUnitsRemovesTheDislodgedAndChangesCentres() {
        Position fall = Boards.on(MAP, "F1901M").units("GERMANY", "A BUR", "A PIC").units("FRANCE", "A PAR", "F BRE")
                .centers("GERMANY", "BER", "MUN", "KIE").centers("FRANCE", "PAR", "BRE", "MAR").position();
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
        int[] compared = new int[1];
        RandomGames.play(ADJ, 31, 6, 1908, 0.6, phase -> {
            Position position = phase.position();
            if (position.phase().type() != PhaseType.MOVEMENT) {
                return;
            }
            List<OrderEntry> entries = new ArrayList<>();
            for (List<Order> list : phase.orders().values()) {
                entries.addAll(ADJ.entries(position, list));
            }
            Position fast = ADJ.outcome(ADJ.prepare(position), entries);
            PhaseResult full = phase.result();
            assertEquals(new HashSet<>(full.next().units()), new HashSet<>(fast.units()), position.phase() + " "
                    + phase.orders());
            assertEquals(position.phase().nextMovement(), fast.phase());
            if (full.dislodged().isEmpty()) {
                assertEquals(full.next().centers(), fast.centers());
            }
            compared[0]++;
        });
        assertTrue(compared[0] > 60, "movement phases compared: " + compared[0]);
    }

    @Test
    void refusesWhatIsNotAMovementPhaseOfItsMap() {
        Position winter = Boards.on(MAP, "W1901A").units("ENGLAND", "A YOR").centers("ENGLAND", "LON", "EDI")
                .position();
        assertThrows(IllegalArgumentException.class, () -> ADJ.prepare(winter));
        assertThrows(IllegalArgumentException.class, () -> ADJ.prepare(Position.start(BundledMaps.load(
                "austria-germany"))));
        assertThrows(IllegalArgumentException.class, () -> ADJ.entries(Position.start(MAP), orders("A BUR - PAR")));
    }
}
