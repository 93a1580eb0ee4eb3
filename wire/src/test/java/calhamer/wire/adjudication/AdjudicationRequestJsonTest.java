package calhamer.wire.adjudication;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.wire.FieldProblem;
import calhamer.wire.UnfitRequestException;
import calhamer.wire.UnreadableRequestException;
import calhamer.wire.positions.PositionJson;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The adjudication request, read in one pass: its parts, no body, and its refusals in their order (not JSON, then
 * every field not of the form's shape, then every field of the position, the orders and the options that does not
 * fit), on a known map and an unknown.
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
    void aBodyOfAnotherShapeIsRefusedWithEveryFieldAtFault() {
        assertEquals(1, assertThrows(MismatchedInputException.class, () -> read("[1, 2"))
                .getLocation().getColumnNr());
        assertEquals(6, assertThrows(MismatchedInputException.class, () -> read("null {}"))
                .getLocation().getColumnNr());
        UnreadableRequestException unknown = assertThrows(UnreadableRequestException.class,
                () -> read("{\"extra\": 1, \"position\": " + BAD + "}"));
        assertEquals(List.of(new FieldProblem("extra", "unknown field 'extra' (expected one of [position, orders, "
                + "options])")), unknown.problems());
        UnreadableRequestException all = assertThrows(UnreadableRequestException.class,
                () -> read("{\"x\": 1, \"position\": " + BAD + ", \"options\": {\"colour\": 1, \"strict\": 3, "
                        + "\"edition\": []}, \"y\": 2}"));
        assertEquals(List.of(new FieldProblem("x", "unknown field 'x' (expected one of [position, orders, options])"),
                new FieldProblem("options.colour", "unknown field 'colour' (expected one of [edition, strict])"),
                new FieldProblem("options.strict", "expected true or false, found a whole number"),
                new FieldProblem("options.edition", "expected a string, found an array"),
                new FieldProblem("y", "unknown field 'y' (expected one of [position, orders, options])")),
                all.problems(), "every field of the wrong shape, in the body's order, before the position is judged");
        assertThrows(JsonParseException.class, () -> read("{\"position\": " + BAD + ", \"orders\": {]}"));
        assertThrows(MismatchedInputException.class, () -> read("{\"position\": " + BAD + "} {}"));
    }

    @Test
    void aPositionOrdersAndAnEditionThatDoNotFitAreRefusedTogether() {
        UnfitRequestException position = assertThrows(UnfitRequestException.class,
                () -> read("{\"position\": " + BAD + "}"));
        assertEquals("the position does not fit map standard: 1 problem(s)", position.getMessage());
        assertEquals("position.units.SPAIN", position.problems().get(0).field());
        assertEquals(List.of(new FieldProblem("position", "missing")),
                assertThrows(UnfitRequestException.class, () -> read("{\"position\": null}")).problems());
        UnfitRequestException orders = assertThrows(UnfitRequestException.class,
                () -> read("{\"orders\": {\"FRANCE\": [1, \"A PAR H\", {}]}, \"position\": " + POSITION + "}"));
        assertEquals(List.of(new FieldProblem("orders.FRANCE[0]", "expected an order as text, found 1"),
                new FieldProblem("orders.FRANCE[2]", "expected an order as text, found {}")), orders.problems());
        UnfitRequestException all = assertThrows(UnfitRequestException.class, () -> read("{\"orders\": 7, "
                + "\"options\": {\"edition\": \"1999\"}, \"position\": " + BAD + "}"));
        assertEquals(List.of("position.units.SPAIN", "orders", "options.edition"),
                all.problems().stream().map(FieldProblem::field).toList());
        assertEquals("the request does not fit: the position does not fit map standard: 1 problem(s); the orders are "
                + "not in the form {\"POWER\": [\"A PAR - BUR\", ...]}; unknown rulebook edition", all.getMessage());
    }

    /** On an unknown map only the form is checked: the caller answers 404. */
    @Test
    void onAnUnknownMapOnlyTheFormIsChecked() throws IOException {
        byte[] body = ("{\"orders\": 7, \"position\": " + BAD + "}").getBytes(StandardCharsets.UTF_8);
        assertNull(AdjudicationRequestJson.read(body, null).position());
        assertThrows(UnreadableRequestException.class, () -> AdjudicationRequestJson.read(
                "{\"x\": 1}".getBytes(StandardCharsets.UTF_8), null));
    }

    @Test
    void aLineOfTheCommandLineMayNameItsMap() throws IOException {
        byte[] line = ("{\"position\": " + POSITION + ", \"map\": \"standard\"}").getBytes(StandardCharsets.UTF_8);
        assertEquals(Position.start(MAP), AdjudicationRequestJson.readLine(line, id -> MAP).request().position());
        assertThrows(UnreadableRequestException.class, () -> AdjudicationRequestJson.read(line, MAP));
    }
}
