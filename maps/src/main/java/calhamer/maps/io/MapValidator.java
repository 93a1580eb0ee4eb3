package calhamer.maps.io;

import calhamer.maps.Coast;
import calhamer.maps.MapLookup;
import calhamer.maps.Terrain;
import calhamer.maps.VariantRules;
import calhamer.maps.io.MapFile.ProvinceEntry;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks every rule of the map format (docs/maps.md, "The JSON map file format") on a parsed {@link MapFile} and
 * collects all problems, each naming the file, the province and the rule; O(P + B). Connectivity of the border graph
 * is checked by {@link MapLoader} on the assembled map, with the shortest paths it computes anyway.
 */
final class MapValidator {
    static final Pattern MAP_ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private static final Pattern PROVINCE_ID = Pattern.compile("[A-Z0-9]{3}");
    private static final Pattern POWER = Pattern.compile("[A-Z][A-Z0-9_]*");

    private final String source;
    private final List<MapProblem> problems = new ArrayList<>();
    /** Valid provinces by upper-case id. */
    private final Map<String, ProvinceEntry> provinces = new LinkedHashMap<>();
    private final Map<String, Terrain> terrain = new HashMap<>();
    private final Map<String, Set<Coast>> coasts = new HashMap<>();
    private final Set<String> powers = new HashSet<>();

    MapValidator(String source) {
        this.source = source;
    }

    List<MapProblem> validate(MapFile file) {
        if (file.id() == null || !MAP_ID.matcher(file.id()).matches()) {
            problem(null, "map id '" + file.id() + "' must be 1 to 64 letters, digits, '-' or '_'");
        }
        if (file.name() == null || file.name().isBlank()) {
            problem(null, "map name is missing");
        }
        checkPowers(file.powers());
        if (file.provinces() == null || file.provinces().isEmpty()) {
            problem(null, "the map has no provinces");
            return problems;
        }
        checkProvinces(file.provinces());
        checkArmyAdjacency(file.armyAdjacency() == null ? Map.of() : file.armyAdjacency());
        checkFleetAdjacency(file.fleetAdjacency() == null ? Map.of() : file.fleetAdjacency());
        if (file.start() == null) {
            problem(null, "the starting position ('start') is missing");
        } else {
            new StartValidator(this).check(file.start());
        }
        if (file.layout() != null) {
            new LayoutValidator(this).check(file.layout());
        }
        checkVariantRules(file);
        return problems;
    }

    void problem(String province, String rule) {
        problems.add(new MapProblem(source, province, rule));
    }

    boolean isPower(String power) {
        return powers.contains(power);
    }

    ProvinceEntry province(String id) {
        return provinces.get(id);
    }

    Set<String> provinceIds() {
        return provinces.keySet();
    }

    Terrain terrain(String id) {
        return terrain.get(id);
    }

    Set<Coast> coasts(String id) {
        return coasts.getOrDefault(id, Set.of());
    }

    /** Victory count within the board's centres, known rule names, neutral powers that are the map's and not all. */
    private void checkVariantRules(MapFile file) {
        long centres = file.provinces().stream().filter(e -> Boolean.TRUE.equals(e.supplyCenter())).count();
        if (file.victory() != null && (file.victory() < 1 || file.victory() > centres)) {
            problem(null, "victory " + file.victory() + " must be between 1 and the map's " + centres
                    + " supply centres");
        }
        for (String rule : file.rules() == null ? List.<String>of() : file.rules()) {
            if (!VariantRules.KNOWN.contains(rule)) {
                problem(null, "unknown rule '" + rule + "' (the rules a map may give: " + VariantRules.KNOWN + ")");
            }
        }
        Set<String> neutral = new HashSet<>();
        for (String power : file.neutral() == null ? List.<String>of() : file.neutral()) {
            if (!powers.contains(power)) {
                problem(null, "neutral power " + power + " is not one of the map's powers");
            } else if (!neutral.add(power)) {
                problem(null, "neutral power " + power + " is listed twice");
            }
        }
        if (!powers.isEmpty() && neutral.size() >= powers.size()) {
            problem(null, "every power is neutral: a map needs at least one power that plays");
        }
    }

    private void checkPowers(List<String> list) {
        if (list == null || list.isEmpty()) {
            problem(null, "the map has no powers");
            return;
        }
        for (String p : list) {
            if (p == null || !POWER.matcher(p).matches()) {
                problem(null, "power name '" + p + "' must be upper-case letters, digits or '_', starting with a letter");
            } else if (!powers.add(p)) {
                problem(null, "power " + p + " is listed twice");
            }
        }
    }

    private void checkProvinces(List<ProvinceEntry> entries) {
        Map<String, String> names = new HashMap<>();
        for (ProvinceEntry e : entries) {
            String id = e.id() == null ? null : e.id().toUpperCase(Locale.ROOT);
            if (id == null || !PROVINCE_ID.matcher(id).matches()) {
                problem(e.id(), "province id must be three letters or digits");
                continue;
            }
            if (provinces.containsKey(id)) {
                problem(id, "duplicate province id");
                continue;
            }
            provinces.put(id, e);
            Terrain t = terrainOf(id, e.terrain());
            terrain.put(id, t);
            if (e.name() == null || e.name().isBlank()) {
                problem(id, "full name is missing");
            }
            boolean center = Boolean.TRUE.equals(e.supplyCenter());
            if (e.home() != null) {
                if (!powers.contains(e.home())) {
                    problem(id, "home centre of unknown power " + e.home());
                }
                if (!center) {
                    problem(id, "home centre of " + e.home() + " is not a supply centre");
                }
            }
            if (center && t == Terrain.SEA) {
                problem(id, "a sea cannot hold a supply centre");
            }
            checkCoasts(id, t, e.coasts());
        }
        for (ProvinceEntry e : entries) {
            String id = e.id() == null ? null : e.id().toUpperCase(Locale.ROOT);
            if (id != null && provinces.get(id) == e) {
                List<String> spellings = new ArrayList<>();
                spellings.add(id);
                if (e.name() != null) {
                    spellings.add(e.name());
                }
                if (e.aliases() != null) {
                    spellings.addAll(e.aliases());
                }
                for (String s : spellings) {
                    claimName(names, id, s);
                }
            }
        }
    }

    private void claimName(Map<String, String> names, String id, String spelling) {
        String key = MapLookup.key(spelling == null ? "" : spelling);
        if (key.isEmpty()) {
            problem(id, "empty alias");
            return;
        }
        String other = names.putIfAbsent(key, id);
        if (other != null && !other.equals(id)) {
            problem(id, "name or alias '" + spelling + "' is already used by province " + other);
        }
    }

    private Terrain terrainOf(String id, String text) {
        if (text == null) {
            problem(id, "terrain is missing (expected inland, coastal or sea)");
            return Terrain.INLAND;
        }
        try {
            return Terrain.parse(text);
        } catch (IllegalArgumentException e) {
            problem(id, e.getMessage());
            return Terrain.INLAND;
        }
    }

    private void checkCoasts(String id, Terrain t, List<String> list) {
        if (list == null || list.isEmpty()) {
            return;
        }
        if (t != Terrain.COASTAL) {
            problem(id, "coasts on a province without coasts (only coastal provinces have named coasts)");
            return;
        }
        Set<Coast> set = EnumSet.noneOf(Coast.class);
        for (String c : list) {
            Coast coast = c == null ? null : Coast.parse(c).orElse(null);
            if (coast == null) {
                problem(id, "unknown coast '" + c + "' (expected NC, SC, EC or WC)");
            } else if (!set.add(coast)) {
                problem(id, "coast " + coast + " is listed twice");
            }
        }
        if (set.size() == 1) {
            problem(id, "a split-coast province needs at least two coasts");
        }
        coasts.put(id, set);
    }

    private void checkArmyAdjacency(Map<String, List<String>> adjacency) {
        Map<String, Set<String>> lists = new HashMap<>();
        for (Map.Entry<String, List<String>> entry : adjacency.entrySet()) {
            String from = entry.getKey().toUpperCase(Locale.ROOT);
            if (from.contains("/")) {
                problem(from, "army adjacency names a coast; armies move between whole provinces");
                continue;
            }
            if (!known(from, "army adjacency")) {
                continue;
            }
            if (terrain.get(from) == Terrain.SEA) {
                problem(from, "army adjacency given for a sea; armies cannot enter the sea");
                continue;
            }
            Set<String> seen = new HashSet<>();
            for (String raw : entry.getValue() == null ? List.<String>of() : entry.getValue()) {
                String to = raw == null ? "null" : raw.toUpperCase(Locale.ROOT);
                if (!known(to, "army adjacency of " + from)) {
                    continue;
                }
                if (terrain.get(to) == Terrain.SEA) {
                    problem(from, "army adjacent to sea " + to + "; armies cannot enter the sea");
                } else if (to.equals(from)) {
                    problem(from, "army adjacency lists the province itself");
                } else if (!seen.add(to)) {
                    problem(from, "army adjacency lists " + to + " twice");
                }
            }
            lists.put(from, seen);
        }
        checkSymmetric(lists, "army");
    }

    private void checkFleetAdjacency(Map<String, List<String>> adjacency) {
        Map<String, Set<String>> lists = new HashMap<>();
        for (Map.Entry<String, List<String>> entry : adjacency.entrySet()) {
            String from = fleetLocation(entry.getKey(), null, "fleet adjacency");
            if (from == null) {
                continue;
            }
            Set<String> seen = new HashSet<>();
            for (String raw : entry.getValue() == null ? List.<String>of() : entry.getValue()) {
                String to = fleetLocation(raw, provinceOf(from), "fleet adjacency of " + from);
                if (to == null) {
                    continue;
                }
                if (provinceOf(to).equals(provinceOf(from))) {
                    problem(provinceOf(from), "fleet adjacency of " + from + " lists its own province (" + to + ")");
                } else if (!seen.add(to)) {
                    problem(provinceOf(from), "fleet adjacency of " + from + " lists " + to + " twice");
                }
            }
            if (lists.put(from, seen) != null) {
                problem(provinceOf(from), "fleet adjacency of " + from + " is given twice");
            }
        }
        checkSymmetric(lists, "fleet");
    }

    /**
     * Validates a fleet location ({@code ID} or {@code ID/COAST}) found at {@code where}; problems are filed under
     * {@code blame}, or the location's own province when that is null. Returns the canonical form, or null.
     */
    String fleetLocation(String raw, String blame, String where) {
        String text = raw == null ? "null" : raw.toUpperCase(Locale.ROOT);
        int slash = text.indexOf('/');
        String id = slash < 0 ? text : text.substring(0, slash);
        if (blame == null) {
            blame = id;
        }
        if (!provinces.containsKey(id)) {
            problem(blame, where + " names unknown province " + id);
            return null;
        }
        if (terrain.get(id) == Terrain.INLAND) {
            problem(blame, where + " names inland province " + id + "; fleets cannot enter inland provinces");
            return null;
        }
        Set<Coast> own = coasts(id);
        if (slash < 0) {
            if (!own.isEmpty()) {
                problem(blame, where + " names split-coast province " + id + " without a coast (use " + id + "/"
                        + own.iterator().next() + " and so on)");
                return null;
            }
            return id;
        }
        Coast coast = Coast.parse(text.substring(slash + 1)).orElse(null);
        if (own.isEmpty()) {
            problem(blame, where + " names " + text + ": coasts on a province without coasts");
            return null;
        }
        if (coast == null || !own.contains(coast)) {
            problem(blame, where + " names " + text + ": " + id + " has no such coast (it has " + own + ")");
            return null;
        }
        return id + "/" + coast.name();
    }

    static String provinceOf(String location) {
        int slash = location.indexOf('/');
        return slash < 0 ? location : location.substring(0, slash);
    }

    private boolean known(String id, String where) {
        if (provinces.containsKey(id)) {
            return true;
        }
        problem(id, where + " names unknown province " + id);
        return false;
    }

    private void checkSymmetric(Map<String, Set<String>> lists, String kind) {
        for (Map.Entry<String, Set<String>> e : lists.entrySet()) {
            for (String to : e.getValue()) {
                Set<String> back = lists.get(to);
                if (back == null || !back.contains(e.getKey())) {
                    problem(provinceOf(e.getKey()), kind + " adjacency is not symmetric: " + e.getKey() + " lists " + to
                            + " but " + to + " does not list " + e.getKey());
                }
            }
        }
    }
}
