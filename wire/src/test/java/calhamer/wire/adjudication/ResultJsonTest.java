package calhamer.wire.adjudication;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.RandomGames;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.wire.WireJson;
import calhamer.wire.positions.PositionJson;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The one JSON form of a phase result: its fields, the account form without the position, its writers alike. */
class ResultJsonTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final Adjudicator ADJ = new Adjudicator(MAP);

    @Test
    void theResultHasItsJsonForm() throws Exception {
        PhaseResult r = ADJ.adjudicate(Position.start(MAP), Map.of("FRANCE", List.of("A PAR - BUR"), "GERMANY",
                List.of("A MUN - BUR")));
        JsonNode json = WireJson.mapper().readTree(ResultJson.write(r));
        assertEquals("S1901M", json.get("phase").asText());
        assertEquals("A PAR - BUR", json.get("results").get(0).get("order").asText());
        assertEquals("BOUNCED", json.get("results").get(0).get("outcome").asText());
        assertEquals("STANDOFF", json.get("results").get(0).get("reason").asText());
        assertEquals("BUR", json.get("contested").get(0).asText());
        assertTrue(json.get("winner").isNull());
        assertEquals(r.next(), PositionJson.read(MAP, json.get("position")));
        List<String> names = new ArrayList<>();
        json.fieldNames().forEachRemaining(names::add);
        assertEquals(List.of("phase", "results", "dislodged", "contested", "removed", "centerChanges", "winner",
                "position"), names);
        assertFalse(ResultJson.toTree(r, false).has("position"), "the account form leaves the position out");
    }

    /** The text, the bytes of the answer, the mapper's bytes and the tree are one form, on every kind of phase. */
    @Test
    void everyWriterWritesTheSameForm() {
        RandomGames.play(ADJ, 5L, 3, 1905, 0.5, phase -> {
            String text = ResultJson.write(phase.result());
            assertEquals(text, new String(WireJson.bytes(ResultJson.answer(phase.result())), StandardCharsets.UTF_8));
            try {
                assertEquals(text, WireJson.mapper().writeValueAsString(ResultJson.answer(phase.result())));
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            assertEquals(ResultJson.toTree(phase.result()).toString(), text);
        });
    }
}
