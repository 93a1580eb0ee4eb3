package calhamer.maps.dpjudge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import calhamer.maps.io.BundledMaps;
import calhamer.maps.io.MapFile;
import calhamer.maps.io.MapLoader;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each bundled variant ({@link BundledMaps#VARIANTS}) is exactly what the reader makes of its file in
 * {@code ../shared/variants} today: no bundled variant is written by hand, and a change of the reader that changes
 * a variant shows here.
 */
class BundledVariantsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static Iterable<String> variants() {
        return BundledMaps.VARIANTS;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void theBundledJsonIsTheReadersOutput(String id) throws Exception {
        JsonNode read = JSON.readTree(MapLoader.toJson(DpjudgeReader.read(SharedVariants.file(id))));
        JsonNode bundled;
        try (InputStream in = BundledMaps.class.getResourceAsStream("/calhamer/maps/" + id + ".json")) {
            assertNotNull(in, id + ".json is bundled");
            bundled = JSON.readTree(in);
        }
        assertEquals(read, bundled, "maps/src/main/resources/calhamer/maps/" + id + ".json is not what the reader "
                + "makes of ../shared/variants/" + id + ".map; regenerate it with: java -jar server/target/"
                + "calhamer.jar map import ../shared/variants/" + id + ".map > maps/src/main/resources/calhamer/maps/"
                + id + ".json");
        assertEquals(id, BundledMaps.load(id).id());
        assertEquals(JSON.readTree(MapLoader.toJson(MapFile.of(DpjudgeReader.load(SharedVariants.file(id))))),
                JSON.readTree(MapLoader.toJson(MapFile.of(BundledMaps.load(id)))),
                "the imported JSON loads back to the board the reader builds (both written by MapFile.of)");
    }
}
