package calhamer.maps.io;

import calhamer.maps.MapLookup;
import calhamer.maps.Terrain;
import calhamer.maps.UnitType;
import calhamer.maps.io.MapFile.StartEntry;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Checks a map file's starting position: known powers, units on possible terrain, one unit per province. */
final class StartValidator {
    private final MapValidator map;

    StartValidator(MapValidator map) {
        this.map = map;
    }

    void check(StartEntry start) {
        if (start.year() == null || start.year() < 1) {
            map.problem(null, "starting year is missing or not positive");
        }
        Map<String, String> occupied = new HashMap<>();
        Map<String, List<String>> units = start.units() == null ? Map.of() : start.units();
        for (Map.Entry<String, List<String>> e : units.entrySet()) {
            if (!map.isPower(e.getKey())) {
                map.problem(null, "starting units of unknown power " + e.getKey());
                continue;
            }
            for (String unit : e.getValue() == null ? List.<String>of() : e.getValue()) {
                checkUnit(e.getKey(), unit, occupied);
            }
        }
        Map<String, String> owned = new HashMap<>();
        Map<String, List<String>> centers = start.centers() == null ? Map.of() : start.centers();
        for (Map.Entry<String, List<String>> e : centers.entrySet()) {
            if (!map.isPower(e.getKey())) {
                map.problem(null, "starting centres of unknown power " + e.getKey());
                continue;
            }
            for (String raw : e.getValue() == null ? List.<String>of() : e.getValue()) {
                String id = raw == null ? "null" : raw.toUpperCase(Locale.ROOT);
                if (map.province(id) == null) {
                    map.problem(id, "starting centre of " + e.getKey() + " is an unknown province");
                } else if (!Boolean.TRUE.equals(map.province(id).supplyCenter())) {
                    map.problem(id, "starting centre of " + e.getKey() + " is not a supply centre");
                } else if (owned.putIfAbsent(id, e.getKey()) != null) {
                    map.problem(id, "starting centre owned by both " + owned.get(id) + " and " + e.getKey());
                }
            }
        }
    }

    private void checkUnit(String power, String unit, Map<String, String> occupied) {
        String text = unit == null ? "" : unit.trim().toUpperCase(Locale.ROOT);
        String[] parts = MapLookup.words(text);
        UnitType type = parts.length == 2 && parts[0].length() == 1 ? UnitType.ofLetter(parts[0].charAt(0)) : null;
        if (type == null) {
            map.problem(null, "starting unit '" + unit + "' of " + power + " is not of the form 'A VIE' or 'F STP/SC'");
            return;
        }
        String location = parts[1];
        String id = MapValidator.provinceOf(location);
        if (map.province(id) == null) {
            map.problem(id, "starting unit " + text + " of " + power + " stands in an unknown province");
            return;
        }
        Terrain t = map.terrain(id);
        if (!type.canStandOn(t)) {
            map.problem(id, "starting unit " + text + " of " + power + " stands on impossible terrain ("
                    + t.fileName() + ")");
            return;
        }
        boolean hasCoast = location.contains("/");
        if (type == UnitType.ARMY && hasCoast) {
            map.problem(id, "starting unit " + text + " of " + power + ": armies do not stand on a coast");
            return;
        }
        if (type == UnitType.FLEET && (hasCoast || !map.coasts(id).isEmpty())) {
            if (map.fleetLocation(location, id, "starting unit " + text + " of " + power) == null) {
                return; // the problem is already recorded
            }
        }
        String other = occupied.putIfAbsent(id, text);
        if (other != null) {
            map.problem(id, "two starting units in one province: " + other + " and " + text);
        }
    }
}
