package calhamer.maps.dpjudge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import calhamer.maps.io.BundledMaps;
import calhamer.maps.io.MapFormatException;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The reader gives the same board from {@code ../shared/variants/standard.map} as Calhamer's own
 * {@code standard.json}: provinces, terrain, coasts, army and fleet adjacency, supply and home centres, starting units
 * and centres (full names and aliases may differ).
 */
class StandardFromDpjudgeTest {

    @Test
    void theStandardMapFileGivesCalhamersStandardBoard() throws MapFormatException {
        DiplomacyMap read = DpjudgeReader.load(SharedVariants.file("standard"));
        DiplomacyMap own = BundledMaps.load("standard");
        assertEquals(facts(own, p -> p.terrain() + " " + p.coasts()), facts(read, p -> p.terrain() + " " + p.coasts()));
        assertEquals(facts(own, p -> p.supplyCenter() + " " + p.home()),
                facts(read, p -> p.supplyCenter() + " " + p.home()));
        assertEquals(facts(own, p -> ids(own.adjacency().armyNeighbours(p).stream().map(own::location).toList())),
                facts(read, p -> ids(read.adjacency().armyNeighbours(p).stream().map(read::location).toList())));
        assertEquals(fleet(own), fleet(read));
        assertEquals(own.powerNames(), read.powerNames());
        assertEquals(units(own), units(read));
        assertEquals(centres(own), centres(read));
        assertEquals(own.start().year(), read.start().year());
        assertEquals(own.victoryThreshold(), read.victoryThreshold());
    }

    private static Map<String, String> facts(DiplomacyMap map, Function<Province, String> fact) {
        Map<String, String> out = new TreeMap<>();
        map.provinces().forEach(p -> out.put(p.id(), fact.apply(p)));
        return out;
    }

    private static String ids(Iterable<Location> locations) {
        Set<String> ids = new TreeSet<>();
        locations.forEach(l -> ids.add(l.id()));
        return ids.toString();
    }

    private static Map<String, String> fleet(DiplomacyMap map) {
        Map<String, String> out = new TreeMap<>();
        for (Location l : map.locations()) {
            out.put(l.id(), ids(map.adjacency().fleetNeighbours(l)));
        }
        return out;
    }

    private static Set<String> units(DiplomacyMap map) {
        Set<String> out = new TreeSet<>();
        map.start().units().forEach(u -> out.add(u.power() + " " + u));
        return out;
    }

    private static Map<String, String> centres(DiplomacyMap map) {
        Map<String, String> out = new TreeMap<>();
        map.start().centers().forEach((p, power) -> out.put(p.id(), power.name()));
        return out;
    }
}
