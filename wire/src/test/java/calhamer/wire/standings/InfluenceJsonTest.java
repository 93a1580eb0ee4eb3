package calhamer.wire.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.position.Position;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.ScratchWorldEvaluator;
import calhamer.influence.diplomacy.Standings;
import calhamer.influence.diplomacy.Weights;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.io.BundledMaps;
import calhamer.wire.FieldProblem;
import calhamer.wire.UnfitRequestException;
import calhamer.wire.UnreadableRequestException;
import calhamer.wire.WireJson;
import calhamer.wire.positions.PositionJson;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The influence forms: the request read in one pass, the answer written from the standings in map order. */
class InfluenceJsonTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");

    private static JsonNode answer(Standings s) throws IOException {
        return WireJson.mapper().readTree(WireJson.bytes(InfluenceJson.answer(s)));
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void theAnswerHoldsEveryFigureInMapOrder() throws IOException {
        Standings s = new ScratchWorldEvaluator(MAP, Weights.PAPER, Decay.PAPER).evaluate(Position.start(MAP));
        JsonNode json = answer(s);
        assertEquals(List.of("worlds", "totals", "occupied", "standings", "shares", "ratios"), names(json));
        assertEquals(MAP.powerNames(), names(json.get("worlds")));
        assertEquals(MAP.provinces().stream().map(Province::id).toList(), names(json.get("worlds").get("AUSTRIA")));
        for (Power p : MAP.powers()) {
            assertEquals(s.value(p, MAP.province("VIE")), json.get("worlds").get(p.name()).get("VIE").asDouble());
            assertEquals(s.total(p), json.get("totals").get(p.name()).asDouble());
            assertEquals(s.occupied(p), json.get("occupied").get(p.name()).asDouble());
            assertEquals(s.standing(p), json.get("standings").get(p.name()).asDouble());
            assertEquals(s.share(p), json.get("shares").get(p.name()).asDouble());
            assertEquals(MAP.powerNames(), names(json.get("ratios").get(p.name())));
            assertEquals(s.ratio(p, MAP.power("ENGLAND")), json.get("ratios").get(p.name()).get("ENGLAND")
                    .asDouble());
        }
    }

    /** A ratio against a standing of 0 is not a number JSON has: it is left out. */
    @Test
    void ratiosThatAreNotFiniteAreLeftOut() throws IOException {
        DiplomacyMap ag = BundledMaps.load("austria-germany");
        Position germanyAlone = PositionJson.read(ag, "{\"phase\": \"S1901M\", \"units\": {\"GERMANY\": [\"A MUN\"]},"
                + " \"centers\": {}}");
        JsonNode ratios = answer(new ScratchWorldEvaluator(ag, Weights.PAPER, Decay.PAPER).evaluate(germanyAlone))
                .get("ratios");
        assertEquals(List.of("GERMANY"), names(ratios.get("GERMANY")));
        assertEquals(0.0, ratios.get("AUSTRIA").get("GERMANY").asDouble());
        assertEquals(List.of("GERMANY"), names(ratios.get("AUSTRIA")), "0/0 is left out too");
    }

    @Test
    void theRequestIsReadInOnePass() throws IOException {
        String position = PositionJson.write(Position.start(MAP));
        InfluenceRequest r = read("{\"decay\": {\"type\": \"linear\", \"rate\": 0.5}, \"weights\": {\"ownCenter\": 5},"
                + " \"position\": " + position + "}");
        assertEquals(Position.start(MAP), r.position());
        assertEquals(new Weights(5, 50, 50, 15, -15), r.weights(), "the paper's where not given");
        assertEquals(new Decay.Linear(0.5), r.decay());
        assertNull(read(" "));
        UnreadableRequestException shape = assertThrows(UnreadableRequestException.class,
                () -> read("{\"orders\": {}, \"position\": " + position + ", \"weights\": {\"ownCenter\": \"x\", "
                        + "\"ownUnit\": true}, \"decay\": {\"rate\": [], \"within\": {\"maxDistance\": \"far\"}}}"));
        assertEquals(List.of(
                new FieldProblem("orders", "unknown field 'orders' (expected one of [position, decay, weights])"),
                new FieldProblem("weights.ownCenter", "expected a number, found a string"),
                new FieldProblem("weights.ownUnit", "expected a number, found true"),
                new FieldProblem("decay.rate", "expected a number, found an array"),
                new FieldProblem("decay.within.maxDistance", "expected a number, found a string")),
                shape.problems());
        UnfitRequestException unfit = assertThrows(UnfitRequestException.class,
                () -> read("{\"position\": {\"phase\": \"S1901M\", \"units\": {}}}"));
        assertEquals("position.centers", unfit.problems().get(0).field());
        assertTrue(unfit.getMessage().startsWith("the position does not fit map standard"), unfit.getMessage());
        UnfitRequestException all = assertThrows(UnfitRequestException.class,
                () -> read("{\"position\": {\"phase\": \"S1901M\", \"units\": {}}, \"weights\": {\"ownUnit\": 1e13, "
                        + "\"otherUnit\": -2e12}, \"decay\": {\"type\": \"cutoff\", \"maxDistance\": 1.5, \"within\": "
                        + "{\"type\": \"exponential\", \"factor\": 2}}}"));
        assertEquals(List.of(new FieldProblem("position.centers", "missing: expected an object of power → list"),
                new FieldProblem("weights.ownUnit", "expected a number from -1e12 to 1e12 (the paper's: 15), "
                        + "found 1e13"),
                new FieldProblem("weights.otherUnit", "expected a number from -1e12 to 1e12 (the paper's: -15), "
                        + "found -2e12"),
                new FieldProblem("decay.maxDistance", "expected a whole number from 0 to 2147483647 (the farthest "
                        + "distance that gets influence), found 1.5 (not a whole number)"),
                new FieldProblem("decay.within.factor", "expected a number from 0 to 1 (the share of the weight kept "
                        + "per step), found 2")), all.problems(), "every field that does not fit, together");
    }

    private static InfluenceRequest read(String body) throws IOException {
        return InfluenceRequestJson.read(body.getBytes(StandardCharsets.UTF_8), MAP);
    }
}
