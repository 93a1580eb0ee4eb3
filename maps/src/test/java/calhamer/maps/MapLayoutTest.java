package calhamer.maps;

import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.MapLayout.Point;
import calhamer.maps.io.BundledMaps;
import java.util.Comparator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The bundled maps' layouts: every province placed, and the standard board drawn the way the real one lies. */
class MapLayoutTest {

    @ParameterizedTest
    @ValueSource(strings = {"standard", "austria-germany", "france-germany"})
    void everyProvinceIsPlacedAndItsNearestNeighbourOnTheCanvasBordersIt(String id) {
        DiplomacyMap map = BundledMaps.load(id);
        MapLayout layout = map.layout().orElseThrow();
        for (Province p : map.provinces()) {
            Point at = layout.point(map.location(p));
            assertTrue(at.x() >= 0 && at.x() <= layout.width() && at.y() >= 0 && at.y() <= layout.height(), p.id());
            Province nearest = map.provinces().stream().filter(q -> q != p)
                    .min(Comparator.comparingDouble(q -> distance(at, layout.point(map.location(q))))).orElseThrow();
            assertTrue(map.graphs().paths(GraphKind.BORDER).distance(p.index(), nearest.index()) == 1,
                    id + ": " + p.id() + " is drawn nearest to " + nearest.id() + ", which it does not border");
        }
    }

    @ParameterizedTest(name = "{0} lies {1} of {2}")
    @CsvSource({"LON, west, BER", "BRE, west, PAR", "MOS, east, WAR", "CON, east, GRE", "NWY, north, DEN",
        "STP, north, MOS", "ROM, south, VEN", "NAF, south, SPA", "TUN, south, NAP", "EDI, north, LON",
        "NAO, west, IRI", "BLA, east, RUM", "SYR, south, ARM", "BUD, east, VIE", "FIN, east, SWE"})
    void theStandardBoardIsLaidOutLikeTheRealOne(String a, String direction, String b) {
        DiplomacyMap map = BundledMaps.load("standard");
        MapLayout layout = map.layout().orElseThrow();
        Point p = layout.point(map.location(map.province(a)));
        Point q = layout.point(map.location(map.province(b)));
        switch (direction) {
            case "west" -> assertTrue(p.x() < q.x());
            case "east" -> assertTrue(p.x() > q.x());
            case "north" -> assertTrue(p.y() < q.y());
            default -> assertTrue(p.y() > q.y());
        }
    }

    @ParameterizedTest
    @CsvSource({"STP/NC, STP/SC, north", "SPA/NC, SPA/SC, north", "BUL/EC, BUL/SC, east"})
    void splitCoastsAreDrawnApartOnTheirSides(String a, String b, String direction) {
        DiplomacyMap map = BundledMaps.load("standard");
        MapLayout layout = map.layout().orElseThrow();
        Point p = layout.explicit(map.findLocation(a).orElseThrow()).orElseThrow();
        Point q = layout.explicit(map.findLocation(b).orElseThrow()).orElseThrow();
        assertTrue(direction.equals("north") ? p.y() < q.y() : p.x() > q.x(), a + " " + direction + " of " + b);
    }

    private static double distance(Point a, Point b) {
        return Math.hypot(a.x() - b.x(), a.y() - b.y());
    }
}
