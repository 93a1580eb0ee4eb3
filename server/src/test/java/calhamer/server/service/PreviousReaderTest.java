package calhamer.server.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import calhamer.bot.PreviousPhase;
import calhamer.maps.io.BundledMaps;
import calhamer.server.mapstore.MapContext;
import calhamer.wire.FieldProblem;
import calhamer.wire.decisions.ChooseRequest.PreviousInput;
import calhamer.wire.positions.PositionJson;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The bot's memory read leniently: what it cannot take is a warning naming the field, never a refusal. */
class PreviousReaderTest {
    private static final MapContext STANDARD = MapContext.of(BundledMaps.load("standard"));

    private static JsonNode position(String phase) {
        return PositionJson.toTree(PositionJson.read(STANDARD.map(), "{\"phase\": \"" + phase + "\", \"units\":"
                + " {\"ENGLAND\": [\"F LON\", \"F EDI\"]}, \"centers\": {\"ENGLAND\": [\"LON\", \"EDI\", \"LVP\"]}}"));
    }

    @Test
    void aMovementPhaseIsTakenWithTheOrdersThatReadInAnyCase() {
        Map<String, List<String>> orders = new LinkedHashMap<>();
        orders.put("england", List.of("F LON - NTH", "F EDI flies to NWG"));
        orders.put("NARNIA", List.of("A CAIR H"));
        List<FieldProblem> warnings = new ArrayList<>();
        PreviousPhase previous = PreviousReader.read(STANDARD, new PreviousInput(position("F1901M"), orders),
                warnings);
        assertEquals(List.of("F LON - NTH"), previous.orders().get(STANDARD.map().power("ENGLAND")).stream()
                .map(Object::toString).toList());
        assertEquals(List.of("options.previous.orders.england[1]", "options.previous.orders.NARNIA"),
                warnings.stream().map(FieldProblem::field).toList());
    }

    @Test
    void aPhaseOfAnotherKindIsIgnoredWithAWarning() {
        List<FieldProblem> adjustment = new ArrayList<>();
        assertNull(PreviousReader.read(STANDARD, new PreviousInput(position("W1901A"), Map.of()), adjustment));
        assertEquals(List.of(new FieldProblem("options.previous.position.phase", "W1901A is an adjustment phase; the"
                + " bot remembers the last movement phase (its bounced moves), so this one is ignored")), adjustment);
        List<FieldProblem> warnings = new ArrayList<>();
        assertNull(PreviousReader.read(STANDARD, new PreviousInput(null, Map.of()), warnings));
        assertEquals(List.of(new FieldProblem("options.previous.position", "missing; the previous phase is"
                + " ignored")), warnings);
    }
}
