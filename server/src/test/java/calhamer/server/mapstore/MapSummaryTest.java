package calhamer.server.mapstore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.io.BundledMaps;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A bundled map's summary read from its file is the one of the built map, and listing builds no map. */
class MapSummaryTest {

    @Test
    void theFileGivesTheSummaryOfTheBuiltMap() {
        for (String name : BundledMaps.NAMES) {
            assertEquals(MapSummary.of(BundledMaps.load(name), true), MapSummary.of(BundledMaps.file(name), true),
                    name);
        }
    }

    @Test
    void listingTheMapsBuildsNone(@TempDir Path data) {
        MapRegistry registry = new MapRegistry(data);
        assertEquals(BundledMaps.NAMES.size(), registry.list().size());
        assertFalse(registry.context("known_world_901").isLoaded());
        registry.get("known_world_901");
        assertTrue(registry.context("known_world_901").isLoaded());
        assertEquals(269, registry.list().stream().filter(s -> s.id().equals("known_world_901")).findFirst()
                .orElseThrow().provinces());
    }
}
