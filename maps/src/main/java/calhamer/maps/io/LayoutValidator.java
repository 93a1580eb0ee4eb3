package calhamer.maps.io;

import calhamer.maps.Coast;
import calhamer.maps.io.MapFile.LayoutEntry;
import calhamer.maps.io.MapFile.PointEntry;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Checks a map file's optional layout: a positive canvas size, a point inside the canvas for every province (and at
 * most one per named coast), no unknown locations, no two provinces on one point; O(P).
 */
final class LayoutValidator {
    private final MapValidator map;

    LayoutValidator(MapValidator map) {
        this.map = map;
    }

    void check(LayoutEntry layout) {
        boolean sized = positive(layout.width(), "width") & positive(layout.height(), "height");
        if (layout.positions() == null || layout.positions().isEmpty()) {
            map.problem(null, "layout has no positions (give 'positions': {\"VIE\": {\"x\": ..., \"y\": ...}, ...})");
            return;
        }
        Set<String> placed = new HashSet<>();
        Map<String, String> points = new HashMap<>();
        for (Map.Entry<String, PointEntry> e : layout.positions().entrySet()) {
            String location = location(e.getKey());
            if (location == null) {
                continue;
            }
            String province = MapValidator.provinceOf(location);
            if (!placed.add(location)) {
                map.problem(province, "layout position of " + location + " is given twice");
                continue;
            }
            PointEntry p = e.getValue();
            if (p == null || !finite(p.x()) || !finite(p.y())) {
                map.problem(province, "layout position of " + location + " needs numbers x and y");
                continue;
            }
            if (sized && (p.x() < 0 || p.y() < 0 || p.x() > layout.width() || p.y() > layout.height())) {
                map.problem(province, "layout position of " + location + " (" + p.x() + ", " + p.y()
                        + ") lies outside the canvas 0.." + layout.width() + " × 0.." + layout.height());
            }
            if (location.equals(province)) {
                String other = points.putIfAbsent(p.x() + "," + p.y(), province);
                if (other != null) {
                    map.problem(province, "layout puts " + province + " on the same point as " + other);
                }
            }
        }
        for (String id : map.provinceIds()) {
            if (!placed.contains(id)) {
                map.problem(id, "layout gives no position for " + id + " (a layout places every province)");
            }
        }
    }

    private boolean positive(Double value, String field) {
        if (!finite(value) || value <= 0) {
            map.problem(null, "layout " + field + " must be a positive number, not " + value);
            return false;
        }
        return true;
    }

    private static boolean finite(Double value) {
        return value != null && Double.isFinite(value);
    }

    /** @return the canonical location ({@code VIE}, {@code STP/NC}), or null after filing the problem */
    private String location(String raw) {
        String text = raw.toUpperCase(Locale.ROOT);
        int slash = text.indexOf('/');
        String id = slash < 0 ? text : text.substring(0, slash);
        if (map.province(id) == null) {
            map.problem(id, "layout names unknown province " + id);
            return null;
        }
        if (slash < 0) {
            return id;
        }
        Coast coast = Coast.parse(text.substring(slash + 1)).orElse(null);
        if (coast == null || !map.coasts(id).contains(coast)) {
            map.problem(id, "layout names " + text + ": " + id + " has no such coast"
                    + (map.coasts(id).isEmpty() ? "" : " (it has " + List.copyOf(map.coasts(id)) + ")"));
            return null;
        }
        return id + "/" + coast.name();
    }
}
