package calhamer.maps.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.MapLayout;
import calhamer.maps.MapLayout.Point;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The optional layout of the map format: loaded when right, refused with named problems when wrong. */
class LayoutValidatorTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String LAYOUT = """
            {"width": 200, "height": 100, "positions": {
              "LND": {"x": 20, "y": 80}, "INL": {"x": 100, "y": 90}, "SEA": {"x": 40, "y": 10},
              "spl": {"x": 150, "y": 50}, "SPL/NC": {"x": 150, "y": 20}}}
            """;
    private static final String TINY = tiny().toString();

    /** MapLoaderTest's small map with a layout. */
    private static ObjectNode tiny() {
        try {
            ObjectNode file = MapLoaderTest.valid();
            file.set("layout", JSON.readTree(LAYOUT));
            return file;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static ObjectNode positions(ObjectNode file) {
        return (ObjectNode) file.get("layout").get("positions");
    }

    private static void assertProblem(Consumer<ObjectNode> breakIt, String province, String... words) {
        ObjectNode file = tiny();
        breakIt.accept(file);
        MapFormatException e = assertThrows(MapFormatException.class, () -> MapLoader.load("tiny.json",
                file.toString()));
        String all = e.problems().stream().map(MapProblem::toString).collect(Collectors.joining("\n"));
        assertTrue(e.problems().stream().anyMatch(p -> (province == null ? p.province() == null
                        : province.equals(p.province())) && List.of(words).stream().allMatch(p.rule()::contains)),
                "expected a problem for " + province + " mentioning " + List.of(words) + ", got:\n" + all);
    }

    @Test
    void aLayoutPlacesProvincesAndCoasts() throws MapFormatException {
        DiplomacyMap map = MapLoader.load("tiny.json", TINY);
        MapLayout layout = map.layout().orElseThrow();
        assertEquals(200, layout.width());
        assertEquals(100, layout.height());
        assertEquals(new Point(150, 50), layout.point(map.location(map.province("SPL"))));
        assertEquals(new Point(150, 20), layout.point(map.findLocation("SPL/NC").orElseThrow()));
        assertEquals(new Point(150, 50), layout.point(map.findLocation("SPL/SC").orElseThrow()),
                "a coast without its own point is drawn at its province");
        assertFalse(layout.explicit(map.findLocation("SPL/SC").orElseThrow()).isPresent());
    }

    @Test
    void theLayoutIsWrittenBackAsGiven() throws MapFormatException {
        DiplomacyMap map = MapLoader.load("tiny.json", TINY);
        MapFile file = MapFile.of(map);
        assertEquals(List.of("LND", "INL", "SEA", "SPL", "SPL/NC"), List.copyOf(file.layout().positions().keySet()));
        assertEquals(map.layout(), MapLoader.load("again.json", MapLoader.toJson(file)).layout());
    }

    @Test
    void aComputedLayoutSaysSoAndIsReadBackAsComputed() throws MapFormatException {
        DiplomacyMap given = MapLoader.load("tiny.json", TINY);
        assertFalse(given.layout().orElseThrow().computed());
        assertFalse(MapLoader.toJson(MapFile.of(given)).contains("computed"), "a given layout says nothing");
        ObjectNode file = tiny();
        ((ObjectNode) file.get("layout")).put("computed", true);
        DiplomacyMap computed = MapLoader.load("tiny.json", file.toString());
        assertTrue(computed.layout().orElseThrow().computed());
        assertEquals(Boolean.TRUE, MapFile.of(computed).layout().computed());
        assertEquals(computed.layout(), MapLoader.load("again.json", MapLoader.toJson(MapFile.of(computed))).layout());
        assertFalse(computed.layout().equals(given.layout()), "the same points, but one computed");
    }

    @Test
    void aMapWithoutLayoutHasNone() throws MapFormatException {
        ObjectNode file = tiny();
        file.remove("layout");
        DiplomacyMap map = MapLoader.load("tiny.json", file.toString());
        assertTrue(map.layout().isEmpty());
        assertEquals(null, MapFile.of(map).layout());
    }

    @Test
    void everyProvinceNeedsAPoint() {
        assertProblem(f -> positions(f).remove("INL"), "INL", "no position for INL");
    }

    @Test
    void unknownProvincesAndCoasts() {
        assertProblem(f -> positions(f).putObject("XYZ").put("x", 1).put("y", 1), "XYZ", "unknown province XYZ");
        assertProblem(f -> positions(f).putObject("SPL/EC").put("x", 1).put("y", 1), "SPL", "SPL/EC",
                "no such coast", "[NC, SC]");
        assertProblem(f -> positions(f).putObject("LND/NC").put("x", 1).put("y", 1), "LND", "no such coast");
    }

    @Test
    void pointsMustBeNumbersOnTheCanvas() {
        assertProblem(f -> positions(f).putObject("LND").put("x", 1), "LND", "needs numbers x and y");
        assertProblem(f -> positions(f).putObject("LND").put("x", 201).put("y", 5), "LND", "outside the canvas",
                "0..200.0");
        assertProblem(f -> positions(f).putObject("SEA").put("x", 5).put("y", -1), "SEA", "outside the canvas");
    }

    @Test
    void theCanvasNeedsAPositiveSize() {
        assertProblem(f -> ((ObjectNode) f.get("layout")).put("width", 0), null, "width must be a positive number");
        assertProblem(f -> ((ObjectNode) f.get("layout")).remove("height"), null, "height must be a positive");
        assertProblem(f -> ((ObjectNode) f.get("layout")).remove("positions"), null, "layout has no positions");
    }

    @Test
    void twoProvincesOnOnePointOrOneGivenTwice() {
        assertProblem(f -> positions(f).putObject("SEA").put("x", 20).put("y", 80), "SEA", "on the same point as LND");
        assertProblem(f -> positions(f).putObject("lnd").put("x", 30).put("y", 30), "LND", "given twice");
    }

    @Test
    void unknownLayoutFieldsAreErrors() {
        assertProblem(f -> ((ObjectNode) f.get("layout")).put("scale", 2), null, "scale");
    }
}
