package calhamer.wire.adjudication;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.wire.FieldProblem;
import calhamer.wire.UnfitRequestException;
import calhamer.wire.positions.PositionJson;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The adjudication request, read in one pass: its parts, no body, and its refusals in their order (not JSON, not of
 * the form's shape, then a position that does not fit, then orders not of the form), on a known map and an unknown.
 */
class AdjudicationRequestJsonTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final String POSITION = PositionJson.write(Position.start(MAP));
    private static final String BAD = "{\"phase\": \"S1901M\", \"units\": {\"SPAIN\": []}, \"centers\": {}}";

    private static AdjudicationRequest read(String body) throws IOException {
        return AdjudicationRequestJson.read(body.getBytes(StandardCharsets.UTF_8), MAP);
    }

    @Test
    void readsThePartsOfARequest() throws IOException {
        AdjudicationRequest r = read("{\"options\": {\"edition\": \"2023\", \"strict\": true}, \"orders\":"
                + " {\"FRANCE\": [\"A PAR - BUR\"]}, \"position\": " + POSITION + "}");
        assertEquals(Position.start(MAP), r.position());
        assertEquals(Map.of("FRANCE", List.of("A PAR - BUR")), r.orders());
        assertEquals(new AdjudicationRequest.Options("2023", true), r.options());
        AdjudicationRequest plain = read("{\"position\": " + POSITION + ", \"orders\": null}");
        assertEquals(Map.of(), plain.orders());
        assertNull(plain.options());
        for (String none : List.of("", "  \n", "null")) {
            assertNull(read(none), "no body: '" + none + "'");
        }
    }

    @Test
    void aBodyOfAnotherShapeIsRefusedWhereJacksonsBindingRefusesIt() {
        assertEquals(1, assertThrows(MismatchedInputException.class, () -> read("[1, 2"))
                .getLocation().getColumnNr());
        assertEquals(6, assertThrows(MismatchedInputException.class, () -> read("null {}"))
                .getLocation().getColumnNr());
        UnrecognizedPropertyException unknown = assertThrows(UnrecognizedPropertyException.class,
                () -> read("{\"extra\": 1, \"position\": " + BAD + "}"));
        assertEquals("extra", unknown.getPropertyName());
        assertEquals("[position, orders, options]", unknown.getKnownPropertyIds().toString());
        JsonMappingException options = assertThrows(JsonMappingException.class,
                () -> read("{\"position\": " + BAD + ", \"options\": {\"colour\": 1}}"));
        assertEquals("options", options.getPath().get(0).getFieldName());
        assertEquals("colour", options.getPath().get(1).getFieldName());
        assertThrows(JsonParseException.class, () -> read("{\"position\": " + BAD + ", \"orders\": {]}"));
        assertThrows(MismatchedInputException.class, () -> read("{\"position\": " + BAD + "} {}"));
    }

    @Test
    void aPositionThatDoesNotFitIsRefusedThenOrdersNotOfTheirForm() {
        UnfitRequestException position = assertThrows(UnfitRequestException.class,
                () -> read("{\"orders\": 7, \"position\": " + BAD + "}"));
        assertEquals("the position does not fit map standard: 1 problem(s)", position.getMessage());
        assertEquals("position.units.SPAIN", position.problems().get(0).field());
        assertEquals(List.of(new FieldProblem("position", "missing")),
                assertThrows(UnfitRequestException.class, () -> read("{\"position\": null}")).problems());
        UnfitRequestException orders = assertThrows(UnfitRequestException.class,
                () -> read("{\"orders\": {\"FRANCE\": [1]}, \"position\": " + POSITION + "}"));
        assertEquals(List.of(new FieldProblem("orders", "orders.FRANCE[0]: expected an order as text, found 1")),
                orders.problems());
    }

    /** On an unknown map only the form is checked: the caller answers 404. */
    @Test
    void onAnUnknownMapOnlyTheFormIsChecked() throws IOException {
        byte[] body = ("{\"orders\": 7, \"position\": " + BAD + "}").getBytes(StandardCharsets.UTF_8);
        assertNull(AdjudicationRequestJson.read(body, null).position());
        assertThrows(UnrecognizedPropertyException.class, () -> AdjudicationRequestJson.read(
                "{\"x\": 1}".getBytes(StandardCharsets.UTF_8), null));
    }

    @Test
    void aLineOfTheCommandLineMayNameItsMap() throws IOException {
        byte[] line = ("{\"position\": " + POSITION + ", \"map\": \"standard\"}").getBytes(StandardCharsets.UTF_8);
        assertEquals(Position.start(MAP), AdjudicationRequestJson.readLine(line, id -> MAP).request().position());
        assertThrows(UnrecognizedPropertyException.class, () -> AdjudicationRequestJson.read(line, MAP));
    }
}
