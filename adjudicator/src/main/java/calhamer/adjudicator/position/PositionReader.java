package calhamer.adjudicator.position;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.MapLookup;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads one position of {@link PositionJson}, collecting every problem (unknown fields, powers, provinces and coasts,
 * units on the wrong terrain or without their coast, two units in a province, centres that are not supply centres
 * or have two owners, dislodged units and standoffs outside retreat phases, a retreat phase without dislodged
 * units) before refusing it as a whole. One reader per position; O(size of the document).
 */
final class PositionReader {
    private static final Set<String> FIELDS = Set.of("phase", "units", "centers", "dislodged", "contested");

    private final DiplomacyMap map;
    private final List<PositionProblem> problems = new ArrayList<>();
    private final Map<Province, Placed> occupiedBy = new HashMap<>();

    PositionReader(DiplomacyMap map) {
        this.map = map;
    }

    Position read(JsonNode root) {
        if (root == null || !root.isObject()) {
            throw new InvalidPositionException(List.of(new PositionProblem("$", "a position is a JSON object")));
        }
        root.fieldNames().forEachRemaining(f -> {
            if (!FIELDS.contains(f)) {
                problem(f, "unknown field (expected phase, units, centers, dislodged, contested)");
            }
        });
        Phase phase = phase(root.get("phase"));
        List<Unit> units = new ArrayList<>();
        forEachPowerList(root.get("units"), "units", true, (power, item, where) -> {
            Unit u = unit(power, item, where);
            if (u != null) {
                Placed previous = occupiedBy.putIfAbsent(u.province(), new Placed(where, u));
                if (previous != null) {
                    problem(where, "two units in " + u.province().id() + ": " + previous + " and " + u);
                } else {
                    units.add(u);
                }
            }
        });
        Map<Province, Power> centers = centers(root.get("centers"));
        boolean retreat = phase != null && phase.type() == PhaseType.RETREAT;
        List<DislodgedUnit> dislodged = dislodged(root.get("dislodged"), retreat);
        Set<Province> contested = contested(root.get("contested"), retreat);
        if (retreat && dislodged.isEmpty() && problems.isEmpty()) {
            problem("dislodged", "a retreat phase needs its dislodged units");
        }
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(problems);
        }
        return Position.of(map, phase, units, centers, dislodged, contested);
    }

    private Phase phase(JsonNode node) {
        if (node == null || !node.isTextual()) {
            problem("phase", "missing: expected a phase such as \"S1901M\"");
            return null;
        }
        try {
            return Phase.parse(node.asText());
        } catch (IllegalArgumentException e) {
            problem("phase", e.getMessage());
            return null;
        }
    }

    private Map<Province, Power> centers(JsonNode node) {
        Map<Province, Power> centers = new LinkedHashMap<>();
        forEachPowerList(node, "centers", true, (power, item, where) -> {
            Province p = item.isTextual() ? map.findProvince(item.asText()).orElse(null) : null;
            if (p == null) {
                problem(where, "unknown province " + item);
            } else if (!p.supplyCenter()) {
                problem(where, p.id() + " is not a supply centre");
            } else if (centers.containsKey(p)) {
                problem(where, p.id() + " is owned by both " + centers.get(p) + " and " + power);
            } else {
                centers.put(p, power);
            }
        });
        return centers;
    }

    private List<DislodgedUnit> dislodged(JsonNode node, boolean retreat) {
        List<DislodgedUnit> list = new ArrayList<>();
        if (!retreat) {
            if (node != null && node.size() > 0) {
                problem("dislodged", "dislodged units are given only in retreat phases");
            }
            return list;
        }
        Map<Province, Unit> seen = new HashMap<>();
        forEachPowerList(node, "dislodged", false, (power, item, where) -> {
            if (!item.isObject() || !item.has("unit")) {
                problem(where, "expected {\"unit\": \"F TRI\", \"attackerFrom\": \"TYR\"}");
                return;
            }
            item.fieldNames().forEachRemaining(f -> {
                if (!f.equals("unit") && !f.equals("attackerFrom")) {
                    problem(where.in(f), "unknown field (expected unit, attackerFrom)");
                }
            });
            Unit u = unit(power, item.get("unit"), where.in("unit"));
            Province from = null;
            JsonNode a = item.get("attackerFrom");
            if (a != null && !a.isNull()) {
                from = a.isTextual() ? map.findProvince(a.asText()).orElse(null) : null;
                if (from == null) {
                    problem(where.in("attackerFrom"), "unknown province " + a);
                }
            }
            if (u != null && seen.putIfAbsent(u.province(), u) != null) {
                problem(where, "two dislodged units in " + u.province().id());
            } else if (u != null) {
                list.add(new DislodgedUnit(u, from));
            }
        });
        return list;
    }

    private Set<Province> contested(JsonNode node, boolean retreat) {
        if (node == null) {
            return Set.of();
        }
        if (!retreat) {
            if (node.size() > 0) {
                problem("contested", "contested provinces are given only in retreat phases");
            }
            return Set.of();
        }
        if (!node.isArray()) {
            problem("contested", "expected a list of provinces");
            return Set.of();
        }
        Set<Province> set = new HashSet<>();
        for (int i = 0; i < node.size(); i++) {
            JsonNode item = node.get(i);
            Province p = item.isTextual() ? map.findProvince(item.asText()).orElse(null) : null;
            if (p == null) {
                problem("contested[" + i + "]", "unknown province " + item);
            } else if (occupiedBy.containsKey(p)) {
                problem("contested[" + i + "]", p.id() + " holds a unit, so no standoff left it vacant");
            } else {
                set.add(p);
            }
        }
        return set;
    }

    /** Reads {@code "A PAR"}, checking the province, the coast and the terrain. */
    private Unit unit(Power power, JsonNode node, Where where) {
        String text = node != null && node.isTextual() ? node.asText() : "";
        Unit canonical = PlainPositionReader.canonicalUnit(map, power, text);   // no words to cut, an exact id
        if (canonical != null) {
            return unitAt(power, canonical.type(), canonical.location(), where);
        }
        String[] parts = MapLookup.words(text.trim());
        UnitType type = parts.length == 2 && parts[0].length() == 1 ? UnitType.ofLetter(parts[0].charAt(0)) : null;
        if (type == null) {
            problem(where, "expected a unit such as \"A PAR\" or \"F STP/NC\", found " + node);
            return null;
        }
        return unitAt(power, type, parts[1], where);
    }

    /** Finds the location named in a unit and checks it. */
    private Unit unitAt(Power power, UnitType type, String name, Where where) {
        Location loc = map.findLocation(name).orElse(null);
        if (loc == null) {
            int cut = name.indexOf('/');
            problem(where, cut > 0 && map.findProvince(name.substring(0, cut)).isPresent()
                    ? "unknown coast in " + name : "unknown province " + name);
            return null;
        }
        return unitAt(power, type, loc, where);
    }

    /** Checks that a unit of the type may stand on the location. */
    private Unit unitAt(Power power, UnitType type, Location loc, Where where) {
        String problem = PositionRules.unitProblem(type, loc);
        if (problem != null) {
            problem(where, problem);
            return null;
        }
        return new Unit(power, type, loc);
    }

    private interface ItemReader {
        void read(Power power, JsonNode item, Where where);
    }

    /**
     * Where an item of a power's list was given, {@code units.FRANCE[0]}: made into text only when a problem names
     * it, since reading a valid position names nothing.
     */
    private record Where(String field, String power, int index, String suffix) {
        Where in(String sub) {
            return new Where(field, power, index, suffix + "." + sub);
        }

        @Override
        public String toString() {
            return field + "." + power + "[" + index + "]" + suffix;
        }
    }

    /** A unit and where it was given, as a problem names it. */
    private record Placed(Where where, Unit unit) {
        @Override
        public String toString() {
            return where + " " + unit;
        }
    }

    private void forEachPowerList(JsonNode node, String field, boolean required, ItemReader reader) {
        if (node == null) {
            if (required) {
                problem(field, "missing: expected an object of power → list");
            }
            return;
        }
        if (!node.isObject()) {
            problem(field, "expected an object of power → list");
            return;
        }
        node.fields().forEachRemaining(e -> {
            Power power = map.findPower(e.getKey()).orElse(null);
            if (power == null) {
                problem(field + "." + e.getKey(), PositionRules.unknownPower(map, e.getKey()));
                return;
            }
            if (!e.getValue().isArray()) {
                problem(field + "." + e.getKey(), "expected a list");
                return;
            }
            for (int i = 0; i < e.getValue().size(); i++) {
                reader.read(power, e.getValue().get(i), new Where(field, e.getKey(), i, ""));
            }
        });
    }

    private void problem(Object field, String message) {
        problems.add(new PositionProblem(field.toString(), message));
    }
}
