package calhamer.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.wire.adjudication.AdjudicationRequest;
import calhamer.wire.adjudication.AdjudicationRequestJson;
import calhamer.wire.positions.PositionJson;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The map of a command line's request: anywhere at the top level, also after the position (the line is then read
 * again on it), the last one counting, text only, taken out of a tree.
 */
class CommandLineMapTest {
    private static final Map<String, DiplomacyMap> MAPS = Map.of("standard", BundledMaps.load("standard"),
            "austria-germany", BundledMaps.load("austria-germany"));
    private static final String AG = PositionJson.write(Position.start(MAPS.get("austria-germany")));

    private static LineRequest<AdjudicationRequest> read(String line) throws IOException {
        return AdjudicationRequestJson.readLine(line.getBytes(StandardCharsets.UTF_8), MAPS::get);
    }

    @Test
    void theMapIsFoundAnywhereAtTheTopLevel() throws IOException {
        Position start = Position.start(MAPS.get("austria-germany"));
        assertEquals(start, read("{\"position\": " + AG + ", \"map\": \"austria-germany\"}").request().position());
        assertEquals(start, read("{\"map\": \"austria-germany\", \"position\": " + AG + "}").request().position());
        assertEquals(start, read("{\"map\": \"standard\", \"position\": " + AG + ", \"map\": \"austria-germany\"}")
                .request().position());
        assertEquals("austria-germany", read("{\"m\\u0061p\": \"austria-germany\", \"position\": " + AG + "}").map());
        LineRequest<AdjudicationRequest> unknown = read("{\"position\": " + AG + ", \"map\": \"atlantis\"}");
        assertEquals("atlantis", unknown.map());
        assertNull(unknown.request().position(), "on an unknown map only the form is read");
        assertEquals("standard", read("null").map());
        assertThrows(UnreadableRequestException.class, () -> read("{\"map\": 7, \"position\": " + AG + "}"));
        assertThrows(JsonParseException.class, () -> read("{\"map\": 7, \"position\": " + AG + "} x"),
                "a line that is not JSON is refused as such first");
    }

    @Test
    void aTreeHasItsMapTakenOut() throws IOException {
        JsonNode tree = WireJson.mapper().readTree("{\"map\": \"austria-germany\", \"power\": \"AUSTRIA\"}");
        assertEquals("austria-germany", CommandLineMap.take(tree));
        assertEquals("{\"power\":\"AUSTRIA\"}", tree.toString());
        assertEquals(CommandLineMap.DEFAULT, CommandLineMap.take(tree));
        assertThrows(UnreadableRequestException.class,
                () -> CommandLineMap.take(WireJson.mapper().readTree("{\"map\": [1]}")));
    }
}
