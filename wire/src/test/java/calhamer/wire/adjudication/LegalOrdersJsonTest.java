package calhamer.wire.adjudication;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.wire.FieldProblem;
import calhamer.wire.UnfitRequestException;
import calhamer.wire.UnreadableRequestException;
import calhamer.wire.WireJson;
import calhamer.wire.positions.PositionJson;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The legal orders' forms: the body, a position, refused in order; the answer, every unit's orders as notation. */
class LegalOrdersJsonTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");

    private static Position read(String body, DiplomacyMap map) throws IOException {
        return LegalOrdersJson.read(body.getBytes(StandardCharsets.UTF_8), map);
    }

    @Test
    void theBodyIsAPositionRefusedInOrder() throws IOException {
        String start = PositionJson.write(Position.start(MAP));
        assertEquals(Position.start(MAP), read(start, MAP));
        assertNull(read("", MAP));
        assertNull(read("[1]", null), "an unknown map: the caller answers 404");
        UnreadableRequestException notAnObject = assertThrows(UnreadableRequestException.class,
                () -> read("null", MAP));
        assertEquals("the body must be a position, a JSON object {\"phase\": ..., \"units\": ..., \"centers\": ...},"
                + " not null", notAnObject.getMessage());
        assertEquals(List.of(new FieldProblem("(body)", "expected an object here")), notAnObject.problems());
        assertThrows(JsonParseException.class, () -> read("[] x", MAP), "not JSON before not an object");
        assertThrows(MismatchedInputException.class, () -> read("{\"phase\": 5} {}", MAP),
                "anything after the position before the position's problems");
        UnfitRequestException unfit = assertThrows(UnfitRequestException.class, () -> read("{\"phase\": 5}", MAP));
        assertEquals("position.phase", unfit.problems().get(0).field());
    }

    @Test
    void theAnswerListsEveryUnitsOrdersAsNotation() throws IOException {
        Position start = Position.start(MAP);
        List<LegalOrders.UnitOrders> legal = new LegalOrders(new Adjudicator(MAP)).of(start);
        JsonNode json = WireJson.mapper().readTree(WireJson.bytes(LegalOrdersJson.answer(start.phase(), legal)));
        assertEquals("S1901M", json.get("phase").asText());
        assertEquals(legal.size(), json.get("units").size());
        JsonNode first = json.get("units").get(0);
        assertEquals(legal.get(0).power().name(), first.get("power").asText());
        assertEquals(legal.get(0).unit().toString(), first.get("unit").asText());
        assertEquals(legal.get(0).orders().get(0).toString(), first.get("orders").get(0).asText());
    }
}
