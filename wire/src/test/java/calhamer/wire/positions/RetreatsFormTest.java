package calhamer.wire.positions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import calhamer.adjudicator.position.InvalidPositionException;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.PositionProblem;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Dislodged units given with their retreat options (the other engines' form) instead of their attacker's province:
 * read into the facts, mixed with the other form, powers in any case, and every option no facts explain named at the
 * unit's {@code retreats}.
 */
class RetreatsFormTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final String BOARD = "{\"phase\": \"F1901R\", \"units\": {\"italy\": [\"A VEN\", \"F TRI\"],"
            + " \"Austria\": [\"A VIE\"]}, \"centers\": {}, \"dislodged\": {\"AUSTRIA\": [%s]}%s}";

    @Test
    void optionsReadIntoTheFactsTheyFollowFrom() {
        Position p = PositionJson.read(MAP, BOARD.formatted("{\"unit\": \"F TRI\", \"retreats\": [\"alb\"]}", ""));
        assertEquals("ADR", p.dislodged().get(0).attackerFrom().id(), "the one place left out: the attacker's");
        assertEquals(Set.of(), p.contested());
        assertEquals(List.of("A VEN"), p.units().stream().filter(u -> u.power().name().equals("ITALY"))
                .map(Object::toString).toList().subList(0, 1), "powers in any case");
    }

    @Test
    void bothFormsMix() {
        Position p = PositionJson.read(MAP, "{\"phase\": \"F1901R\", \"units\": {\"ITALY\": [\"A TRI\", \"A BOH\"]},"
                + " \"centers\": {}, \"dislodged\": {\"AUSTRIA\": [{\"unit\": \"A TRI\", \"retreats\": [\"BUD\","
                + " \"SER\"]}, {\"unit\": \"A BOH\", \"attackerFrom\": \"TYR\"}]}, \"contested\": [\"ALB\"]}");
        assertEquals(Set.of(MAP.province("ALB"), MAP.province("VEN"), MAP.province("VIE"), MAP.province("TYR")),
                p.contested(), "ALB given; VEN, VIE and TYR, which A TRI leaves out, are standoffs (several"
                        + " provinces that no other unit lists)");
        assertEquals("TYR", p.dislodged().get(1).attackerFrom().id());
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @CsvSource(delimiter = '|', value = {
        "{\"unit\": \"F TRI\", \"retreats\": [\"VEN\"]} | dislodged.AUSTRIA[0].retreats: F TRI cannot retreat to VEN:"
                + " a unit stands there",
        "{\"unit\": \"F TRI\", \"retreats\": [\"VIE\"]} | dislodged.AUSTRIA[0].retreats: F TRI cannot retreat to VIE:"
                + " it could not move there without a convoy",
        "{\"unit\": \"F TRI\", \"retreats\": [\"ZZZ\"]} | dislodged.AUSTRIA[0].retreats[0]: unknown province or"
                + " coast \"ZZZ\"",
        "{\"unit\": \"F TRI\", \"retreats\": \"ALB\"} | dislodged.AUSTRIA[0].retreats: expected a list of places",
        "{\"unit\": \"F TRI\", \"retreats\": [], \"attackerFrom\": \"VEN\"} | dislodged.AUSTRIA[0].retreats: give"
                + " the retreat options or the attacker's province (attackerFrom), not both",
        "{\"unit\": \"F TRI\", \"retreat\": []} | dislodged.AUSTRIA[0].retreat: unknown field (expected unit, and"
                + " attackerFrom or retreats)"})
    void optionsNoFactsExplainAreNamedAtTheUnit(String dislodged, String problem) {
        InvalidPositionException e = assertThrows(InvalidPositionException.class,
                () -> PositionJson.read(MAP, BOARD.formatted(dislodged, "")));
        PositionProblem first = e.problems().get(0);
        String named = first.field() + ": " + first.message();
        assertEquals(problem, named.substring(0, Math.min(named.length(), problem.length())), named);
    }
}
