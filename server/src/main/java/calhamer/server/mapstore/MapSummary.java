package calhamer.server.mapstore;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Terrain;
import calhamer.maps.io.MapFile;
import java.util.List;

/**
 * What {@code GET /maps} says of each map.
 *
 * @param id            the map's id
 * @param name          its readable name
 * @param bundled       whether it ships with Calhamer (read-only) or was uploaded
 * @param provinces     number of provinces
 * @param seas          number of sea provinces
 * @param supplyCenters number of supply centres
 * @param powers        the powers
 */
public record MapSummary(String id, String name, boolean bundled, int provinces, int seas, int supplyCenters,
                         List<String> powers) {

    /** @return the summary of a map file that is known to be valid (a bundled one), without building the map */
    static MapSummary of(MapFile file, boolean bundled) {
        int seas = (int) file.provinces().stream().filter(p -> Terrain.parse(p.terrain()) == Terrain.SEA).count();
        int centres = (int) file.provinces().stream().filter(p -> Boolean.TRUE.equals(p.supplyCenter())).count();
        return new MapSummary(file.id(), file.name(), bundled, file.provinces().size(), seas, centres,
                List.copyOf(file.powers()));
    }

    static MapSummary of(DiplomacyMap map, boolean bundled) {
        int seas = (int) map.provinces().stream().filter(p -> p.terrain() == Terrain.SEA).count();
        return new MapSummary(map.id(), map.name(), bundled, map.provinces().size(), seas,
                map.supplyCenters().size(), map.powerNames());
    }
}
