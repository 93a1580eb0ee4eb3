package calhamer.maps.drawing;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.MapLayout;
import calhamer.maps.MapLayout.Point;
import calhamer.maps.Province;
import calhamer.maps.drawing.Glyphs.Box;
import java.util.ArrayList;
import java.util.List;

/**
 * What the page draws around a layout's points ({@link Glyphs}), placed, and the overlaps among them that the page
 * must not show: for the tests of computed layouts ({@link AutoLayoutTest}) and of the maps' own ({@link
 * BundledLayoutTest}).
 */
final class DrawnMarks {
    /** A box the page draws, and whose: a province's label or centre ring, or a coast's label. */
    record Drawn(String what, Box box) {
    }

    private DrawnMarks() {
    }

    /** @return the labels and rings the page draws, placed where the layout puts them */
    static List<Drawn> labelsAndRings(DiplomacyMap map, MapLayout layout) {
        List<Drawn> out = new ArrayList<>();
        for (Province p : map.provinces()) {
            Point at = layout.point(map.location(p));
            out.add(new Drawn(p.id() + " label", Glyphs.label(p).at(at.x(), at.y())));
            if (p.supplyCenter()) {
                out.add(new Drawn(p.id() + " centre", Glyphs.centre().at(at.x(), at.y())));
            }
            for (Location c : map.adjacency().coastLocations(p)) {
                Point coast = layout.point(c);
                out.add(new Drawn(c.id() + " label", Glyphs.coastLabel(c.coast()).at(coast.x(), coast.y())));
            }
        }
        return out;
    }

    /** @return every pair of labels and rings that overlap, as text */
    static List<String> overlappingLabelsAndRings(DiplomacyMap map, MapLayout layout) {
        List<Drawn> drawn = labelsAndRings(map, layout);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < drawn.size(); i++) {
            for (int j = i + 1; j < drawn.size(); j++) {
                if (drawn.get(i).box().overlaps(drawn.get(j).box())) {
                    out.add(map.id() + ": " + drawn.get(i) + " overlaps " + drawn.get(j));
                }
            }
        }
        return out;
    }

    /** @return every unit that would cover another province's label, ring or unit, as text */
    static List<String> unitsOverOthers(DiplomacyMap map, MapLayout layout) {
        List<Drawn> units = new ArrayList<>();
        for (Province p : map.provinces()) {
            Point at = layout.point(map.location(p));
            units.add(new Drawn(p.id(), Glyphs.unit().at(at.x(), at.y())));
            for (Location c : map.adjacency().coastLocations(p)) {
                Point coast = layout.point(c);
                units.add(new Drawn(p.id(), Glyphs.unit().at(coast.x(), coast.y())));
            }
        }
        List<Drawn> marks = labelsAndRings(map, layout);
        List<String> out = new ArrayList<>();
        for (Drawn u : units) {
            for (Drawn m : marks) {
                if (u.box().overlaps(m.box()) && !m.what().startsWith(u.what() + " ")
                        && !m.what().startsWith(u.what() + "/")) {
                    out.add(map.id() + ": a unit in " + u.what() + " would cover " + m.what());
                }
            }
            for (Drawn v : units) {
                if (u.box().overlaps(v.box()) && !u.what().equals(v.what())) {
                    out.add(map.id() + ": units in " + u.what() + " and " + v.what() + " would overlap");
                }
            }
        }
        return out;
    }
}
