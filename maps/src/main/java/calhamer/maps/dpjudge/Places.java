package calhamer.maps.dpjudge;

import calhamer.maps.Coast;
import calhamer.maps.MapLookup;
import calhamer.maps.Terrain;
import calhamer.maps.dpjudge.Geography.NameLine;
import calhamer.maps.dpjudge.Geography.TerrainLine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The provinces a {@code .map} file's geography gives: each province's terrain (LAND is inland, WATER sea, COAST and
 * PORT coastal; SHUT provinces are impassable and no province of the board), its named coasts (a province with coast
 * lines is written in lower case on its own line), its full name and its aliases, all checked against each other.
 * O(lines + aliases).
 */
final class Places {
    /**
     * One province.
     *
     * @param own        its own terrain line (the army's line of a split-coast province)
     * @param coastLines its coast lines, in file order (empty but for split-coast provinces)
     * @param nameLine   its place-name line, or null (its name is then its id)
     */
    record Place(String id, String name, Terrain terrain, TerrainLine own, Map<Coast, TerrainLine> coastLines,
                 NameLine nameLine, List<String> aliases) {
        List<Coast> coasts() {
            return List.copyOf(coastLines.keySet());
        }
    }

    private final Problems problems;
    private final Map<String, Place> places = new TreeMap<>();
    private final Set<String> shut = new HashSet<>();

    private Places(Problems problems) {
        this.problems = problems;
    }

    /** @return the provinces of the geography, by id in id order, after checking them */
    static Places of(Geography geography, Problems problems) {
        Places p = new Places(problems);
        p.provinces(geography.terrainLines());
        p.names(geography.nameLines());
        p.aliases();
        return p;
    }

    Map<String, Place> places() {
        return places;
    }

    /** @return whether the id is a SHUT (impassable) province, dropped from the board */
    boolean isShut(String id) {
        return shut.contains(id);
    }

    private void provinces(Map<String, TerrainLine> lines) {
        Map<String, Map<Coast, TerrainLine>> coasts = new LinkedHashMap<>();
        for (TerrainLine t : lines.values()) {
            if (t.coast() != Coast.NONE) {
                coasts.computeIfAbsent(t.province(), k -> new LinkedHashMap<>()).put(t.coast(), t);
            }
        }
        for (TerrainLine own : lines.values()) {
            if (own.coast() == Coast.NONE) {
                province(own, coasts.getOrDefault(own.province(), Map.of()));
            }
        }
        coasts.forEach((id, byCoast) -> {
            if (!lines.containsKey(id)) {
                for (TerrainLine c : byCoast.values()) {
                    problems.at(c.line(), id, "coast line " + c.written() + " has no line for its province "
                            + id + " itself (a split-coast province's own line is in lower case, listing where "
                            + "its armies go: 'COAST " + id.toLowerCase(Locale.ROOT) + " ABUTS ...')");
                }
            }
        });
    }

    private void province(TerrainLine own, Map<Coast, TerrainLine> coastLines) {
        String id = own.province();
        if (own.kind().equals("SHUT")) {
            shut.add(id);
            for (TerrainLine c : coastLines.values()) {
                problems.at(c.line(), id, "coast line " + c.written() + " belongs to an impassable (SHUT) province");
            }
            return;
        }
        Terrain terrain = switch (own.kind()) {
            case "LAND" -> Terrain.INLAND;
            case "WATER" -> Terrain.SEA;
            default -> Terrain.COASTAL;
        };
        if (own.lowerCase() && coastLines.isEmpty()) {
            problems.at(own.line(), id, own.written() + " is written in lower case, which marks a split-coast "
                    + "province, but no coast line (" + id + "/NC, ...) is given");
        } else if (!own.lowerCase() && !coastLines.isEmpty()) {
            TerrainLine first = coastLines.values().iterator().next();
            problems.at(own.line(), id, id + " has coast lines (" + first.written() + " at " + first.line().where()
                    + ") but its own line is in upper case; a split-coast province's own line is in lower case ("
                    + id.toLowerCase(Locale.ROOT) + ")");
        } else if (!coastLines.isEmpty()) {
            if (terrain != Terrain.COASTAL) {
                problems.at(own.line(), id, "a split-coast province is COAST or PORT, not " + own.kind());
            }
            for (TerrainLine c : coastLines.values()) {
                if (!c.kind().equals("COAST") && !c.kind().equals("PORT")) {
                    problems.at(c.line(), id, "coast line " + c.written() + " is " + c.kind()
                            + "; a coast is COAST or PORT");
                }
            }
            if (coastLines.size() == 1) {
                problems.at(own.line(), id, "a split-coast province needs at least two coast lines; "
                        + id + " has only " + coastLines.keySet().iterator().next());
            }
        }
        places.put(id, new Place(id, id, terrain, own, coastLines, null, List.of()));
    }

    private void names(Map<String, NameLine> names) {
        for (NameLine n : names.values()) {
            Place p = places.get(n.province());
            if (p == null) {
                if (!shut.contains(n.province())) {
                    problems.at(n.line(), n.province(), "full name '" + n.fullName() + "' is given for "
                            + location(n) + ", which has no terrain line");
                }
            } else if (n.coast() != Coast.NONE) {
                if (!p.coastLines().containsKey(n.coast())) {
                    problems.at(n.line(), n.province(), "full name '" + n.fullName() + "' is given for "
                            + location(n) + ", which has no coast line");
                }
            } else {
                places.put(p.id(), new Place(p.id(), n.fullName(), p.terrain(), p.own(), p.coastLines(), n,
                        List.of()));
            }
        }
    }

    /** @return the province of a location ({@code BUL} of {@code BUL/EC}) */
    static String provinceOf(String location) {
        int slash = location.indexOf('/');
        return slash < 0 ? location : location.substring(0, slash);
    }

    private static String location(NameLine n) {
        return n.coast() == Coast.NONE ? n.province() : n.province() + "/" + n.coast();
    }

    /**
     * Gives each province its aliases (those of its own name line: {@code +} is a space; those ending in {@code ?},
     * which DPjudge marks ambiguous, are left out; spellings equal to the id or full name are not repeated), after
     * checking that no id, full name or alias names two provinces ({@link MapLookup#key}).
     */
    private void aliases() {
        Map<String, String> owner = new HashMap<>();
        for (Place p : places.values()) {
            owner.put(MapLookup.key(p.id()), p.id());
        }
        for (Place p : places.values()) {
            claim(owner, p, p.name(), "full name");
        }
        for (Place p : List.copyOf(places.values())) {
            if (p.nameLine() == null) {
                continue;
            }
            List<String> aliases = new ArrayList<>();
            Set<String> seen = new HashSet<>(List.of(MapLookup.key(p.id()), MapLookup.key(p.name())));
            for (String a : p.nameLine().aliases()) {
                String spelled = a.replace('+', ' ').toUpperCase(Locale.ROOT);
                String key = MapLookup.key(spelled);
                if (a.endsWith("?") || key.isEmpty() || !seen.add(key)) {
                    continue;
                }
                if (claim(owner, p, spelled, "alias")) {
                    aliases.add(spelled);
                }
            }
            places.put(p.id(), new Place(p.id(), p.name(), p.terrain(), p.own(), p.coastLines(), p.nameLine(),
                    aliases));
        }
    }

    private boolean claim(Map<String, String> owner, Place p, String spelling, String what) {
        String key = MapLookup.key(spelling);
        String other = owner.putIfAbsent(key, p.id());
        if (other == null || other.equals(p.id())) {
            return true;
        }
        Place o = places.get(other);
        SourceLine line = p.nameLine() != null ? p.nameLine().line() : p.own().line();
        problems.at(line, p.id(), what + " '" + spelling + "' of " + p.id() + " also names province " + other
                + (o.nameLine() == null ? "" : " (" + o.nameLine().line().where() + ")"));
        return false;
    }
}
