package calhamer.maps.dpjudge;

import calhamer.maps.Coast;
import calhamer.maps.Terrain;
import calhamer.maps.dpjudge.Geography.Entry;
import calhamer.maps.dpjudge.Geography.Passage;
import calhamer.maps.dpjudge.Geography.TerrainLine;
import calhamer.maps.dpjudge.Places.Place;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Calhamer's army and fleet adjacency from a {@code .map} file's terrain lines. Armies move by a province's own line
 * (the lower-case line of a split-coast province): entries in upper case (both units) or lower case (armies only),
 * never Title case (fleets only), never a sea; an entry naming a coast ({@code BUL/EC}) is a border with its
 * province. Fleets move by the line of a sea, of a coastal province without coasts, or of each coast
 * ({@code BUL/EC}): upper or Title case, never lower case, never an inland province; an entry naming a split-coast
 * province without a coast means the one coast whose line lists the mover back. The seas a split-coast province's
 * own line lists are for nobody (its fleets move by its coast lines), as in DPjudge. An entry no unit can use is an
 * error, and so is a one-way adjacency: each must be listed from both sides, so the tables are symmetric by
 * construction. SHUT provinces and every entry naming one are dropped. O(entries).
 */
final class Adjacencies {
    /** What a terrain line says moves for. */
    private enum Role {
        INLAND(true, false), SEA(false, true), COASTAL(true, true), SPLIT(true, false), COAST_LINE(false, true);

        final boolean army;
        final boolean fleet;

        Role(boolean army, boolean fleet) {
            this.army = army;
            this.fleet = fleet;
        }
    }

    private final Places places;
    private final Problems problems;
    private final Map<String, Set<String>> army = new LinkedHashMap<>();
    private final Map<String, Set<String>> fleet = new LinkedHashMap<>();
    /** The line each province's army moves and each location's fleet moves are read from. */
    private final Map<String, SourceLine> armyLine = new HashMap<>();
    private final Map<String, SourceLine> fleetLine = new HashMap<>();

    private Adjacencies(Places places, Problems problems) {
        this.places = places;
        this.problems = problems;
    }

    /** @return the army adjacency (province → provinces) and fleet adjacency (location → locations), checked */
    static Adjacencies of(Places places, Problems problems) {
        Adjacencies a = new Adjacencies(places, problems);
        for (Place p : places.places().values()) {
            if (p.coastLines().isEmpty()) {
                Role role = switch (p.terrain()) {
                    case INLAND -> Role.INLAND;
                    case SEA -> Role.SEA;
                    case COASTAL -> Role.COASTAL;
                };
                a.read(p.id(), p.own(), role);
            } else {
                a.read(p.id(), p.own(), Role.SPLIT);
                p.coastLines().values().forEach(c -> a.read(p.id() + "/" + c.coast(), c, Role.COAST_LINE));
            }
        }
        a.checkSymmetric(a.army, a.armyLine, "armies");
        a.checkSymmetric(a.fleet, a.fleetLine, "fleets");
        return a;
    }

    /** @return province → the provinces an army may move to, for every province but the seas */
    Map<String, List<String>> army() {
        return lists(army);
    }

    /** @return location → the locations a fleet may move to, for every location a fleet may stand on */
    Map<String, List<String>> fleet() {
        return lists(fleet);
    }

    private static Map<String, List<String>> lists(Map<String, Set<String>> table) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        table.forEach((k, v) -> out.put(k, List.copyOf(v)));
        return out;
    }

    private void read(String location, TerrainLine line, Role role) {
        String from = line.province();
        if (role.army) {
            army.put(from, new LinkedHashSet<>());
            armyLine.put(from, line.line());
        }
        if (role.fleet) {
            fleet.put(location, new LinkedHashSet<>());
            fleetLine.put(location, line.line());
        }
        for (Entry e : line.entries()) {
            Place to = places.places().get(e.province());
            if (places.isShut(e.province())) {
                continue;
            }
            if (e.province().equals(from)) {
                problems.at(line.line(), from, line.written() + " lists its own province (" + e.written() + ")");
                continue;
            }
            if (to == null) {
                problems.at(line.line(), from, line.written() + " lists " + e.written() + ", which is no province "
                        + "(no terrain line)");
                continue;
            }
            if (e.coast() != Coast.NONE && !to.coastLines().containsKey(e.coast())) {
                problems.at(line.line(), from, line.written() + " lists " + e.written() + ", but " + to.id()
                        + (to.coastLines().isEmpty() ? " has no coasts" : " has no such coast (it has "
                        + to.coasts() + ")"));
                continue;
            }
            boolean armyMove = role.army && e.passage() != Passage.FLEETS && to.terrain() != Terrain.SEA;
            boolean fleetMove = role.fleet && e.passage() != Passage.ARMIES && to.terrain() != Terrain.INLAND;
            if (armyMove) {
                army.get(from).add(to.id());
            }
            if (fleetMove) {
                fleetTargets(line, to, e).forEach(t -> fleet.get(location).add(t));
            }
            if (!armyMove && !fleetMove
                    && !(role == Role.SPLIT && to.terrain() == Terrain.SEA && e.passage() == Passage.BOTH)) {
                problems.at(line.line(), from, line.written() + " lists " + e.written() + ", which no unit can use: "
                        + why(role, e.passage(), to.terrain()));
            }
        }
    }

    /** The coast (or the province) a fleet entry names; a split-coast province without a coast is resolved. */
    private List<String> fleetTargets(TerrainLine line, Place to, Entry e) {
        if (to.coastLines().isEmpty()) {
            return List.of(to.id());
        }
        if (e.coast() != Coast.NONE) {
            return List.of(to.id() + "/" + e.coast());
        }
        List<String> back = new ArrayList<>();
        for (TerrainLine c : to.coastLines().values()) {
            if (c.entries().stream().anyMatch(x -> x.province().equals(line.province())
                    && x.passage() != Passage.ARMIES)) {
                back.add(to.id() + "/" + c.coast());
            }
        }
        if (back.size() != 1) {
            problems.at(line.line(), line.province(), line.written() + " lists split-coast province " + e.written()
                    + " without a coast, and " + (back.isEmpty() ? "none of its coast lines lists "
                    : back.size() + " of its coast lines (" + String.join(", ", back) + ") list ")
                    + line.province() + " back; name the coast (" + to.id() + "/" + to.coasts().get(0) + ")");
            return List.of();
        }
        return back;
    }

    private static String why(Role role, Passage passage, Terrain to) {
        if (passage == Passage.ARMIES) {
            return to == Terrain.SEA ? "lower case means armies only, and armies cannot enter the sea"
                    : "lower case means armies only, and no army moves by " + (role == Role.SEA ? "a sea's line"
                    : "a coast line (armies move by the province's own, lower-case line)");
        }
        if (passage == Passage.FLEETS) {
            return to == Terrain.INLAND ? "Title case means fleets only, and fleets cannot enter inland provinces"
                    : "Title case means fleets only, and no fleet moves by " + (role == Role.INLAND
                    ? "an inland province's line" : "a split-coast province's own line (fleets move by its coast lines)");
        }
        return role == Role.INLAND ? "an inland province does not border the sea (armies cannot enter it, fleets "
                + "cannot leave inland)" : "fleets cannot enter inland provinces, and no army moves by "
                + (role == Role.SEA ? "a sea's line" : "a coast line");
    }

    /** Every adjacency must be listed from both of its ends. */
    private void checkSymmetric(Map<String, Set<String>> table, Map<String, SourceLine> lines, String units) {
        table.forEach((from, tos) -> {
            for (String to : tos) {
                Set<String> back = table.get(to);
                if (back != null && !back.contains(from)) {
                    problems.at(lines.get(from), Places.provinceOf(from), units + ": " + from + " lists " + to
                            + ", but the line of " + to + " (" + lines.get(to).where() + ") does not list " + from
                            + "; an adjacency is listed from both sides");
                }
            }
        });
    }
}
