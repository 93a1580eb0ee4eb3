package calhamer.maps.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The loader refuses every kind of bad map whole, naming the file, the province and the rule. */
class MapLoaderTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String VALID = """
            {
              "id": "tiny", "name": "Tiny",
              "powers": ["ONE", "TWO"],
              "provinces": [
                {"id": "LND", "name": "Landia", "terrain": "coastal", "supplyCenter": true, "home": "ONE"},
                {"id": "INL", "name": "Inner", "terrain": "inland", "supplyCenter": true, "home": "TWO"},
                {"id": "SEA", "name": "Open Sea", "terrain": "sea", "aliases": ["OPS"]},
                {"id": "SPL", "name": "Split", "terrain": "coastal", "coasts": ["NC", "SC"]}
              ],
              "armyAdjacency": {"LND": ["INL", "SPL"], "INL": ["LND", "SPL"], "SPL": ["LND", "INL"]},
              "fleetAdjacency": {"LND": ["SEA", "SPL/SC"], "SEA": ["LND", "SPL/NC"],
                                 "SPL/NC": ["SEA"], "SPL/SC": ["LND"]},
              "start": {"year": 1901, "units": {"ONE": ["F LND"], "TWO": ["A INL"]}}
            }
            """;

    /** The small complete map of docs/maps.md, without a layout. */
    static ObjectNode valid() {
        try {
            return (ObjectNode) JSON.readTree(VALID);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<MapProblem> problems(Consumer<ObjectNode> breakIt) {
        ObjectNode file = valid();
        breakIt.accept(file);
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> MapLoader.load("tiny.json", file.toString()));
        return e.problems();
    }

    private static void assertProblem(Consumer<ObjectNode> breakIt, String province, String... words) {
        List<MapProblem> problems = problems(breakIt);
        String all = problems.stream().map(MapProblem::toString).collect(Collectors.joining("\n"));
        boolean found = problems.stream().anyMatch(p -> p.source().equals("tiny.json")
                && (province == null ? p.province() == null : province.equals(p.province()))
                && List.of(words).stream().allMatch(w -> p.rule().contains(w)));
        assertTrue(found, "expected a problem for " + province + " mentioning " + List.of(words) + ", got:\n" + all);
    }

    private static ArrayNode list(ObjectNode file, String field, String key) {
        return (ArrayNode) file.get(field).get(key);
    }

    @Test
    void theValidMapLoads() throws MapFormatException {
        DiplomacyMap map = MapLoader.load("tiny.json", VALID);
        assertEquals(4, map.provinces().size());
        assertEquals("SEA", map.province("ops").id());
        Location nc = map.findLocation("spl/nc").orElseThrow();
        assertTrue(map.adjacency().fleetAdjacent(nc, map.findLocation("SEA").orElseThrow()));
        assertEquals(List.of("LND", "INL"), map.start().centers().keySet().stream().map(Province::id).sorted(
                (a, b) -> a.equals("LND") ? -1 : 1).toList());
    }

    @Test
    void unknownProvinceInAdjacency() {
        assertProblem(f -> list(f, "armyAdjacency", "LND").add("XYZ"), "XYZ", "army adjacency of LND", "unknown");
        assertProblem(f -> list(f, "fleetAdjacency", "SEA").add("QQQ"), "SEA", "unknown province QQQ");
    }

    @Test
    void asymmetricAdjacency() {
        assertProblem(f -> ((ObjectNode) f.get("armyAdjacency")).putArray("INL").add("LND"), "SPL",
                "not symmetric", "SPL lists INL but INL does not list SPL");
        assertProblem(f -> ((ObjectNode) f.get("fleetAdjacency")).putArray("SPL/SC"), "LND",
                "fleet adjacency is not symmetric");
    }

    @Test
    void armiesAdjacentToSea() {
        assertProblem(f -> list(f, "armyAdjacency", "LND").add("SEA"), "LND", "army adjacent to sea SEA");
    }

    @Test
    void fleetsAdjacentToInlandProvinces() {
        assertProblem(f -> list(f, "fleetAdjacency", "LND").add("INL"), "LND", "inland province INL");
    }

    @Test
    void coastsOnProvincesWithoutCoasts() {
        assertProblem(f -> ((ObjectNode) f.withArray("provinces").get(1)).putArray("coasts").add("NC").add("SC"),
                "INL", "coasts on a province without coasts");
        assertProblem(f -> list(f, "fleetAdjacency", "SEA").add("LND/NC"), "SEA", "LND/NC",
                "coasts on a province without coasts");
        assertProblem(f -> list(f, "fleetAdjacency", "SEA").add("SPL"), "SEA", "without a coast");
    }

    @Test
    void duplicateIds() {
        assertProblem(f -> f.withArray("provinces").add(JSON.createObjectNode().put("id", "lnd")
                .put("name", "Again").put("terrain", "inland")), "LND", "duplicate province id");
        assertProblem(f -> ((ObjectNode) f.withArray("provinces").get(3)).putArray("aliases").add("OPS"), "SPL",
                "alias 'OPS' is already used by province SEA");
    }

    @Test
    void homeCentresOfUnknownPowersOrNotSupplyCentres() {
        assertProblem(f -> ((ObjectNode) f.withArray("provinces").get(0)).put("home", "THREE"), "LND",
                "home centre of unknown power THREE");
        assertProblem(f -> ((ObjectNode) f.withArray("provinces").get(1)).put("supplyCenter", false), "INL",
                "is not a supply centre");
    }

    @Test
    void startingUnitsOnImpossibleTerrain() {
        assertProblem(f -> ((ArrayNode) f.get("start").get("units").get("ONE")).add("A SEA"), "SEA",
                "impossible terrain (sea)");
        assertProblem(f -> ((ArrayNode) f.get("start").get("units").get("TWO")).set(0, "F INL"), "INL",
                "impossible terrain (inland)");
        assertProblem(f -> ((ArrayNode) f.get("start").get("units").get("TWO")).add("F SPL"), "SPL",
                "without a coast");
        assertProblem(f -> ((ArrayNode) f.get("start").get("units").get("TWO")).add("A LND"), "LND",
                "two starting units in one province");
        assertProblem(f -> ((ObjectNode) f.get("start").get("units")).putArray("NOBODY").add("A INL"), null,
                "unknown power NOBODY");
    }

    @Test
    void borderGraphNotConnected() {
        assertProblem(f -> f.withArray("provinces").add(JSON.createObjectNode().put("id", "ISL")
                .put("name", "Island").put("terrain", "coastal")), "ISL", "border graph is not connected", "[ISL]");
    }

    @Test
    void syntaxErrorsAndUnknownFieldsNameTheLine() {
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> MapLoader.load("broken.json", "{\n  \"id\": \"x\",\n  \"name\": \n}"));
        assertTrue(e.getMessage().startsWith("broken.json: not a valid map file at line 4"), e.getMessage());
        MapFormatException unknown = assertThrows(MapFormatException.class,
                () -> MapLoader.load("extra.json", "{\"id\": \"x\", \"colour\": \"red\"}"));
        assertTrue(unknown.getMessage().contains("colour"), unknown.getMessage());
    }

    @Test
    void shapeProblemsNameTheFieldItsLineAndColumn() {
        assertShape("{\"id\": \"x\",\n \"provinces\": [{\"id\": \"A\", \"colour\": 1}]}",
                "at line 2, column 28: 'provinces[0].colour' is unknown (the fields of 'provinces[0]': id, name, terrain,");
        assertShape("{\"provinces\": [{}, {\"id\": \"A\", \"coasts\": \"NC\"}]}",
                "at line 1, column 42: 'provinces[1].coasts' must be an array, not text");
        assertShape("{\"start\": {\"year\": 1901.5}}", "column 20: 'start.year' must be a whole number, not a number");
        assertShape("{\"layout\": {\"positions\": {\"VIE\": {\"x\": \"1\"}}}}",
                "'layout.positions.VIE.x' must be a number, not text");
        assertShape("{\"armyAdjacency\": {\"VIE\": [], \"VIE\": [\"BUD\"]}}", "'armyAdjacency.VIE' is given twice");
        assertShape("{\"id\": \"x\", \"id\": \"y\"}", "'id' is given twice");
        assertShape("{\"supplyCenter\": true}", "'supplyCenter' is unknown (the fields of the map file: id,");
        assertShape("[]", "the map file must be an object, not an array");
        assertShape("{\"id\": \"x\"} {}", "the map file has text after the end of its object");
        assertShape("  ", "the map file is empty");
    }

    private static void assertShape(String json, String expected) {
        MapFormatException e = assertThrows(MapFormatException.class, () -> MapLoader.load("shape.json", json));
        assertTrue(e.getMessage().startsWith("shape.json: not a valid map file "), e.getMessage());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    /** The file is read by hand (streaming); data binding of the same records reads every bundled map alike. */
    @Test
    void readingByHandGivesWhatDataBindingGives() throws Exception {
        for (String name : BundledMaps.NAMES) {
            String json = new String(BundledMaps.class.getResourceAsStream("/calhamer/maps/" + name + ".json")
                    .readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            try (var parser = MapFileReader.parser(new java.io.StringReader(json))) {
                assertEquals(JSON.readValue(json, MapFile.class), MapFileReader.read(parser), name);
            }
        }
        try (var parser = MapFileReader.parser(new java.io.StringReader(VALID))) {
            assertEquals(JSON.readValue(VALID, MapFile.class), MapFileReader.read(parser));
        }
    }

    @Test
    void everyProblemIsReportedAtOnce() {
        List<MapProblem> problems = problems(f -> {
            list(f, "armyAdjacency", "LND").add("SEA");
            ((ObjectNode) f.withArray("provinces").get(0)).put("home", "THREE");
        });
        assertTrue(problems.size() >= 2, problems.toString());
    }

    @Test
    void writingAndReadingAgainGivesTheSameMap() throws MapFormatException {
        DiplomacyMap standard = BundledMaps.load("standard");
        String json = MapLoader.toJson(MapFile.of(standard));
        DiplomacyMap again = MapLoader.load("again.json", json);
        assertEquals(MapFile.of(standard), MapFile.of(again));
        assertEquals(standard.provinces(), again.provinces());
    }

    @Test
    void unknownBundledMapNamesTheChoices() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BundledMaps.load("mars"));
        assertTrue(e.getMessage().contains("standard"), e.getMessage());
    }
}
