package calhamer.maps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.io.BundledMaps;
import calhamer.maps.paths.AllPairsShortestPaths;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Distances on the armies-only submaps of Utkin, "Influence Graphs", section VII. */
class PaperSubmapsTest {

    private static Set<String> atDistance(DiplomacyMap map, String from, int d) {
        AllPairsShortestPaths paths = map.graphs().paths(GraphKind.BORDER);
        Set<String> out = new TreeSet<>();
        for (Province p : map.provinces()) {
            if (paths.distance(map.province(from).index(), p.index()) == d) {
                out.add(p.id());
            }
        }
        return out;
    }

    @Test
    void austriaGermanyDistancesFromVienna() {
        DiplomacyMap map = BundledMaps.load("austria-germany");
        assertEquals(12, map.provinces().size());
        assertEquals(Set.of("TYR", "BOH", "GAL", "BUD", "TRI"), atDistance(map, "VIE", 1));
        assertEquals(Set.of("RUH", "KIE", "BER", "PRU"), atDistance(map, "VIE", 3));
        assertEquals(4, map.graphs().paths(GraphKind.BORDER).longestShortestPath());
        assertEquals(4, map.graphs().paths(GraphKind.ARMY).longestShortestPath());
    }

    @Test
    void franceGermanyHasOnePairFiveApartBrestPrussia() {
        DiplomacyMap map = BundledMaps.load("france-germany");
        AllPairsShortestPaths paths = map.graphs().paths(GraphKind.BORDER);
        assertEquals(5, paths.longestShortestPath());
        List<String> farthest = new ArrayList<>();
        for (Province p : map.provinces()) {
            for (Province q : map.provinces()) {
                if (p.index() < q.index() && paths.distance(p.index(), q.index()) == 5) {
                    farthest.add(p.id() + "-" + q.id());
                }
            }
        }
        assertEquals(List.of("BRE-PRU"), farthest);
    }

    @Test
    void submapsAreArmiesOnlyWithOneArmyPerHomeCentre() {
        for (String name : List.of("austria-germany", "france-germany")) {
            DiplomacyMap map = BundledMaps.load(name);
            assertEquals(6, map.supplyCenters().size(), name);
            assertEquals(6, map.start().units().size(), name);
            for (var unit : map.start().units()) {
                assertEquals(UnitType.ARMY, unit.type(), name);
                assertEquals(unit.power(), unit.location().province().home(), name + " " + unit);
            }
            assertTrue(map.graphs().fleet().edgeSet().isEmpty(), name + " has no fleet moves");
        }
    }
}
