package calhamer.strategy.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.maps.Province;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MovementSimulatorTest {
    private final Board standard = Board.of("standard");
    private final MovementSimulator simulator = standard.simulator();

    private List<Order> orders(String... texts) {
        return java.util.Arrays.stream(texts).map(standard.parser()::parse).toList();
    }

    @Test
    void aFallOutcomeMovesUnitsRemovesTheDislodgedAndChangesCentres() {
        Position fall = standard.position("""
                {"phase": "F1901M", "units": {"GERMANY": ["A BUR", "A PIC"], "FRANCE": ["A PAR", "F BRE"]},
                 "centers": {"GERMANY": ["BER", "MUN", "KIE"], "FRANCE": ["PAR", "BRE", "MAR"]}}""");
        MovementSimulator.Base base = simulator.base(fall);
        Position after = simulator.outcome(base, simulator.entries(fall, orders("A BUR - PAR", "A PIC S A BUR - PAR",
                "F BRE - MAO")));
        assertEquals("S1902M", after.phase().toString());
        Set<String> units = new HashSet<>();
        after.units().forEach(u -> units.add(u.power() + " " + u));
        assertEquals(Set.of("GERMANY A PAR", "GERMANY A PIC", "FRANCE F MAO"), units, "A PAR dislodged and gone");
        Province paris = standard.map().province("PAR");
        assertEquals(standard.power("GERMANY"), after.owner(paris), "Paris changed hands after the Fall");
        assertEquals(standard.power("FRANCE"), after.owner(standard.map().province("BRE")),
                "an empty centre keeps its owner");
        assertTrue(after.dislodged().isEmpty() && after.contested().isEmpty());
        assertEquals(standard.power("FRANCE"), fall.owner(paris), "the base position is untouched");
    }

    @Test
    void aSpringOutcomeKeepsTheOwners() {
        Position start = standard.start();
        MovementSimulator.Base base = simulator.base(start);
        Position after = simulator.outcome(base, simulator.entries(start, orders("A PAR - BUR", "A MUN - BUR")),
                simulator.entries(start, orders("A VIE - GAL")));
        assertEquals("F1901M", after.phase().toString());
        assertTrue(after.units().contains(new Unit(standard.power("FRANCE"), calhamer.maps.UnitType.ARMY,
                standard.map().findLocation("PAR").orElseThrow())), "a standoff in BUR");
        assertNull(after.owner(standard.map().province("GAL")));
        assertEquals(start.centers(), after.centers());
        assertEquals(start.units().size(), after.units().size());
        assertEquals(simulator.outcome(base, List.of()).units().size(), 22, "nobody moves: everybody holds");
    }

    @Test
    void refusesWhatIsNotAMovementPhaseOfItsMap() {
        Position winter = standard.position("""
                {"phase": "W1901A", "units": {"ENGLAND": ["A YOR"]}, "centers": {"ENGLAND": ["LON", "EDI"]}}""");
        assertThrows(IllegalArgumentException.class, () -> simulator.base(winter));
        assertThrows(IllegalArgumentException.class, () -> simulator.base(Board.of("austria-germany").start()));
        assertThrows(IllegalArgumentException.class, () -> simulator.entries(standard.start(),
                orders("A BUR - PAR")));
    }
}
