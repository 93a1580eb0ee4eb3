package calhamer.maps.drawing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.GraphKind;
import calhamer.maps.Location;
import calhamer.maps.MapLayout;
import calhamer.maps.MapLayout.Point;
import calhamer.maps.Province;
import calhamer.maps.Terrain;
import calhamer.maps.drawing.DrawnMarks.Drawn;
import calhamer.maps.drawing.Glyphs.Box;
import calhamer.maps.io.BundledMaps;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The computed layout, checked geometrically from what the page draws ({@link Glyphs}): on every bundled map with
 * its layout stripped, and on large triangulated grids.
 */
class AutoLayoutTest {

    /** Every bundled map without its layout, and two grids, the larger as large as the largest variant. */
    static Stream<DiplomacyMap> maps() {
        return Stream.concat(BundledMaps.NAMES.stream().map(BundledMaps::load).map(SyntheticMaps::withoutLayout),
                Stream.of(SyntheticMaps.grid(11, 20, 3), SyntheticMaps.grid(15, 18, 4)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("maps")
    void noTwoLabelsOrRingsOverlapAndEveryPointIsOnTheCanvas(DiplomacyMap map) {
        MapLayout layout = AutoLayout.compute(map);
        assertTrue(layout.computed());
        for (Location l : map.locations()) {
            Point p = layout.point(l);
            assertTrue(Double.isFinite(p.x()) && Double.isFinite(p.y()) && p.x() >= 0 && p.y() >= 0
                    && p.x() <= layout.width() && p.y() <= layout.height(), l + " at " + p);
            if (l.hasCoast()) {
                assertTrue(layout.explicit(l).isPresent(), l + " has its own point");
            }
        }
        for (Drawn d : DrawnMarks.labelsAndRings(map, layout)) {
            Box b = d.box();
            assertTrue(b.x0() >= 0 && b.y0() >= 0 && b.x1() <= layout.width() && b.y1() <= layout.height(),
                    d.what() + " " + b + " runs off the canvas " + layout.width() + " × " + layout.height());
        }
        assertEquals(List.of(), DrawnMarks.overlappingLabelsAndRings(map, layout));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("maps")
    void noUnitCoversAnotherProvincesLabelRingOrUnit(DiplomacyMap map) {
        assertEquals(List.of(), DrawnMarks.unitsOverOthers(map, AutoLayout.compute(map)));
    }

    @Test
    void theSameMapAndSeedGiveTheSameLayoutAndAnotherSeedAnother() {
        DiplomacyMap standard = SyntheticMaps.withoutLayout(BundledMaps.load("standard"));
        MapLayout a = AutoLayout.compute(standard, 7);
        assertEquals(a, AutoLayout.compute(standard, 7));
        assertEquals(a, AutoLayout.compute(SyntheticMaps.withoutLayout(BundledMaps.load("standard")), 7),
                "a fresh copy of the map too");
        assertNotEquals(a, AutoLayout.compute(standard, 8));
        assertEquals(AutoLayout.compute(standard), AutoLayout.compute(standard, AutoLayout.DEFAULT_SEED));
    }

    @Test
    void aMapWithItsOwnLayoutKeepsIt() {
        DiplomacyMap standard = BundledMaps.load("standard");
        assertSame(standard.layout().orElseThrow(), AutoLayout.layoutOf(standard));
        assertTrue(AutoLayout.layoutOf(SyntheticMaps.withoutLayout(standard)).computed());
    }

    /** The median drawn distance between provinces one, two and three borders apart grows with the borders. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("maps")
    void provincesFewerBordersApartAreDrawnNearer(DiplomacyMap map) {
        MapLayout layout = AutoLayout.compute(map);
        List<List<Double>> byHops = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(),
                new ArrayList<>());
        for (Province p : map.provinces()) {
            for (Province q : map.provinces()) {
                int hops = map.graphs().paths(GraphKind.BORDER).distanceOr(p.index(), q.index(), -1);
                if (p.index() < q.index() && hops >= 1 && hops <= 3) {
                    byHops.get(hops).add(distance(layout.point(map.location(p)), layout.point(map.location(q))));
                }
            }
        }
        double previous = 0;
        for (int hops = 1; hops <= 3 && !byHops.get(hops).isEmpty(); hops++) {
            List<Double> d = byHops.get(hops);
            d.sort(null);
            double median = d.get(d.size() / 2);
            assertTrue(median > previous * 1.2, map.id() + ": provinces " + hops + " borders apart are drawn "
                    + median + " apart (median), " + (hops - 1) + " borders apart " + previous);
            previous = median;
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("maps")
    void coastsLieBesideTheirProvinceTowardsASea(DiplomacyMap map) {
        MapLayout layout = AutoLayout.compute(map);
        for (Province p : map.provinces()) {
            Point at = layout.point(map.location(p));
            for (Location c : map.adjacency().coastLocations(p)) {
                Point coast = layout.point(c);
                assertTrue(distance(at, coast) < AutoLayout.EDGE, c + " is drawn " + distance(at, coast) + " away");
                List<Location> seas = map.adjacency().fleetNeighbours(c).stream()
                        .filter(l -> l.province().terrain() == Terrain.SEA).toList();
                boolean towards = seas.isEmpty();
                for (Location s : seas) {
                    Point sea = layout.point(s);
                    double dot = (coast.x() - at.x()) * (sea.x() - at.x()) + (coast.y() - at.y()) * (sea.y() - at.y());
                    towards |= dot > 0;
                }
                assertTrue(towards, c + " lies away from all its seas " + seas);
            }
        }
    }

    private static double distance(Point a, Point b) {
        return Math.hypot(a.x() - b.x(), a.y() - b.y());
    }
}
