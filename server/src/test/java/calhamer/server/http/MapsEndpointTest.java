package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.io.BundledMaps;
import calhamer.server.config.ServerConfig;
import calhamer.server.http.ServerHarness.Answer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Map endpoints over real HTTP: listing, reading, uploading (kept across a restart), deleting, distances. */
class MapsEndpointTest {
    @TempDir
    Path data;
    private ServerHarness http;

    @BeforeEach
    void start() {
        http = new ServerHarness(data);
    }

    @AfterEach
    void stop() {
        http.close();
    }

    private static void assertProblem(Answer a, int status, String words) {
        assertEquals(status, a.status(), String.valueOf(a.body()));
        assertTrue(a.contentType().startsWith("application/problem+json"), a.contentType());
        assertEquals(status, a.body().get("status").asInt());
        assertTrue(a.body().get("detail").asText().contains(words), a.body().toString());
        assertFalse(a.raw().body().contains("at calhamer."), "no stack trace leaves the server");
    }

    private String renamed(String from, String to) {
        return http.get("/maps/" + from).raw().body().replace("\"" + from + "\"", "\"" + to + "\"");
    }

    @Test
    void healthAndList() {
        assertEquals("ok", http.get("/health").body().get("status").asText());
        Answer maps = http.get("/maps");
        assertEquals(200, maps.status());
        assertEquals(BundledMaps.NAMES.size(), maps.body().size());
        JsonNode standard = maps.body().findParents("id").stream().filter(m -> m.get("id").asText()
                .equals("standard")).findFirst().orElseThrow();
        assertEquals(75, standard.get("provinces").asInt());
        assertEquals(List.of("ancmed", "ancmed_age_of_empires", "austria-germany"),
                maps.body().findValuesAsText("id").subList(0, 3), "sorted by id");
    }

    @Test
    void getReturnsTheMapFileFormat() {
        Answer map = http.get("/maps/standard");
        assertEquals(200, map.status());
        assertEquals(75, map.body().get("provinces").size());
        assertEquals("BAR", map.body().get("fleetAdjacency").get("STP/NC").get(0).asText());
        JsonNode layout = map.body().get("layout");
        assertEquals(81, layout.get("positions").size(), "75 provinces and 6 coasts are placed");
        assertTrue(layout.get("positions").get("LON").get("x").asDouble()
                < layout.get("positions").get("BER").get("x").asDouble(), "London lies west of Berlin");
        assertTrue(layout.get("width").asDouble() > 0 && layout.get("height").asDouble() > 0);
        assertProblem(http.get("/maps/atlantis"), 404, "no map 'atlantis'");
    }

    @Test
    void aMapWithoutLayoutIsServedWithAComputedOneKeptForLaterRequests() throws Exception {
        ObjectNode file = (ObjectNode) new ObjectMapper().readTree(renamed("standard", "bare"));
        file.remove("layout");
        assertEquals(201, http.put("/maps/bare", file.toString()).status());
        assertFalse(Files.readString(data.resolve("maps/bare.json")).contains("layout"), "the file is kept as sent");
        Answer map = http.get("/maps/bare");
        assertEquals(200, map.status());
        JsonNode layout = map.body().get("layout");
        assertTrue(layout.get("computed").asBoolean(), layout.toString());
        assertEquals(81, layout.get("positions").size(), "75 provinces and 6 coasts are placed");
        double width = layout.get("width").asDouble();
        double height = layout.get("height").asDouble();
        layout.get("positions").forEach(p -> assertTrue(p.get("x").asDouble() >= 0 && p.get("x").asDouble() <= width
                && p.get("y").asDouble() >= 0 && p.get("y").asDouble() <= height, p.toString()));
        assertEquals(layout, http.get("/maps/bare").body().get("layout"), "computed once, the same every time");
        assertFalse(http.get("/maps/standard").body().get("layout").has("computed"), "a map's own layout is kept");
        assertEquals(200, http.put("/maps/bare", map.raw().body()).status(), "what GET gives can be uploaded again");
        assertEquals(layout, http.get("/maps/bare").body().get("layout"));
    }

    @Test
    void uploadIsStoredAndSurvivesARestart() {
        Answer created = http.put("/maps/my-map", renamed("austria-germany", "my-map"));
        assertEquals(201, created.status(), String.valueOf(created.body()));
        assertEquals(false, created.body().get("bundled").asBoolean());
        assertTrue(Files.isRegularFile(data.resolve("maps/my-map.json")));
        assertEquals(200, http.put("/maps/my-map", renamed("austria-germany", "my-map")).status());
        http.close();
        http = new ServerHarness(data);
        assertEquals(12, http.get("/maps/my-map").body().get("provinces").size());
        assertEquals(BundledMaps.NAMES.size() + 1, http.get("/maps").body().size());
        assertEquals(204, http.delete("/maps/my-map").status());
        assertFalse(Files.exists(data.resolve("maps/my-map.json")));
        assertProblem(http.get("/maps/my-map"), 404, "no map 'my-map'");
        assertProblem(http.delete("/maps/my-map"), 404, "no map 'my-map'");
    }

    @Test
    void leftoversOfInterruptedWritesAreRemovedAtStartAndIdsIgnoreCase() throws Exception {
        String oldCase = renamed("austria-germany", "Old-Case");
        http.close();
        Path maps = Files.createDirectories(data.resolve("maps"));
        Files.writeString(maps.resolve(".half.8812763.tmp"), "{\"id\": \"half\", \"na");
        Files.writeString(maps.resolve("Old-Case.json"), oldCase);
        http = new ServerHarness(data);
        assertFalse(Files.exists(maps.resolve(".half.8812763.tmp")), "the temporary file is removed");
        assertEquals("Old-Case", http.get("/maps/old-case").body().get("id").asText());
        assertEquals(200, http.put("/maps/OLD-case", renamed("austria-germany", "old-CASE")).status());
        assertTrue(Files.exists(maps.resolve("old-case.json")));
        assertFalse(Files.exists(maps.resolve("Old-Case.json")), "one file per map, whatever the case");
        assertEquals(403, http.put("/maps/STANDARD", renamed("austria-germany", "STANDARD")).status());
    }

    @Test
    void badUploadsAreRefusedAndNothingIsStored() throws Exception {
        assertProblem(http.put("/maps/standard", renamed("austria-germany", "standard")), 403, "read-only");
        assertProblem(http.delete("/maps/standard"), 403, "cannot be deleted");
        assertProblem(http.put("/maps/x", "{\"id\": \"x\",\n \"name\": }"), 400, "malformed JSON at line 2");
        ObjectNode shape = (ObjectNode) new ObjectMapper().readTree(renamed("austria-germany", "shape"));
        ((ObjectNode) shape.get("provinces").get(1)).put("coasts", "NC");
        assertProblem(http.put("/maps/shape", shape.toString()), 400,
                "at provinces[1].coasts: must be an array, not text");
        assertProblem(http.put("/maps/shape", "[]"), 400,
                "expected shape at line 1, column 1: must be an object, not an array");
        assertProblem(http.put("/maps/bad..id", renamed("austria-germany", "bad..id")), 400, "map id");
        Answer mismatch = http.put("/maps/other", renamed("austria-germany", "else"));
        assertProblem(mismatch, 422, "does not match");
        ObjectNode tree = (ObjectNode)
                new ObjectMapper().readTree(renamed("austria-germany", "asym"));
        ((ArrayNode) tree.get("armyAdjacency").get("BOH")).add("PRU");
        ((ObjectNode) tree.get("layout").get("positions")).remove("VIE");
        String asymmetric = tree.toString();
        Answer invalid = http.put("/maps/asym", asymmetric);
        assertProblem(invalid, 422, "not valid");
        assertTrue(invalid.body().get("errors").toString().contains("not symmetric"), invalid.body().toString());
        assertTrue(invalid.body().get("errors").toString().contains("layout gives no position for VIE"),
                invalid.body().toString());
        assertFalse(Files.exists(data.resolve("maps/asym.json")));
        try (var files = Files.list(data.resolve("maps"))) {
            assertEquals(0, files.count(), "no temporary or partial files are left behind");
        } catch (java.nio.file.NoSuchFileException e) {
            // nothing was ever written: fine
        }
    }

    @Test
    void oversizedBodiesGet413() {
        http.close();
        http = new ServerHarness(ServerConfig.defaults().withPort(0).withDataDir(data)
                .withLimits(1000, 100, 1000, Duration.ofSeconds(1), 1));
        assertProblem(http.put("/maps/big", renamed("austria-germany", "big")), 413, "exceeds the limit of 1000 bytes");
    }

    @Test
    void distances() {
        Answer d = http.get("/maps/standard/distance?from=VIE&to=BER&graph=army");
        assertEquals(3, d.body().get("distance").asInt());
        assertEquals(4, d.body().get("path").size());
        Answer sea = http.get("/maps/standard/distance?from=NTH&to=BUR&graph=fleet");
        assertFalse(sea.body().get("reachable").asBoolean());
        assertTrue(sea.body().get("distance").isNull());
        Answer bad = http.get("/maps/standard/distance?from=XYZ&to=BER");
        assertProblem(bad, 422, "does not fit map standard");
        assertEquals("from", bad.body().get("errors").get(0).get("field").asText());
        assertProblem(http.get("/maps/standard/distance?from=VIE&to=BER&graph=rail"), 400, "unknown graph 'rail'");
        Answer matrix = http.get("/maps/austria-germany/distances?graph=border");
        assertEquals(12, matrix.body().get("vertices").size());
        assertEquals(0, matrix.body().get("distances").get(0).get(0).asInt());
        Answer fleet = http.get("/maps/standard/distances?graph=fleet");
        assertTrue(fleet.body().get("vertices").toString().contains("STP/NC"));
    }

    @Test
    void unknownPathsAndMethodsAreProblems() {
        assertProblem(http.get("/nowhere"), 404, "no such resource");
        Answer method = http.post("/health", "{}");
        assertEquals(405, method.status());
        assertTrue(method.contentType().startsWith("application/problem+json"));
    }
}
