package calhamer.maps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import calhamer.maps.io.BundledMaps;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Checks the project's own {@code standard.json} against a second, independent description of the board:
 * {@code ../shared/reference/standard.map} (the MILA {@code diplomacy} package's map file). Every army and fleet
 * adjacency, supply centre, home centre, starting unit and full name must agree. Switzerland (SHUT, impassable)
 * is not a province of ours and is skipped.
 */
class ReferenceMapTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static List<String> lines;

    @BeforeAll
    static void readReference() throws IOException {
        lines = Files.readAllLines(referenceFile());
    }

    static Path referenceFile() {
        Path dir = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path d = dir; d != null; d = d.getParent()) {
            Path candidate = d.resolveSibling("shared").resolve("reference/standard.map");
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        return fail("../shared/reference/standard.map not found above " + dir
                + "; the test data directory shared/ must sit beside the repository");
    }

    @Test
    void adjacencyAgreesWithTheReference() {
        Map<String, Set<String>> army = new TreeMap<>();
        Map<String, Set<String>> fleet = new TreeMap<>();
        for (String line : lines) {
            String[] f = line.trim().split("\\s+");
            if (f.length < 3 || !f[2].equals("ABUTS") || f[0].equals("SHUT")) {
                continue;
            }
            String loc = f[1];
            boolean wholeProvinceLine = loc.equals(loc.toLowerCase(Locale.ROOT));
            boolean splitCoastLine = loc.contains("/");
            Set<String> armyOut = new TreeSet<>();
            Set<String> fleetOut = new TreeSet<>();
            for (int i = 3; i < f.length; i++) {
                String n = f[i];
                String province = n.toUpperCase(Locale.ROOT).split("/")[0];
                if (province.equals("SWI")) {
                    continue;
                }
                Terrain t = MAP.province(province).terrain();
                if (t.allowsArmy()) {
                    armyOut.add(province);
                }
                boolean upper = !n.equals(n.toLowerCase(Locale.ROOT));
                if (upper && t.allowsFleet()) {
                    fleetOut.add(n.toUpperCase(Locale.ROOT));
                }
            }
            String province = loc.toUpperCase(Locale.ROOT).split("/")[0];
            Terrain own = MAP.province(province).terrain();
            boolean split = MAP.province(province).hasCoasts();
            if (own.allowsArmy() && (wholeProvinceLine || !split)) {
                army.put(province, armyOut);
            }
            if (own.allowsFleet() && !wholeProvinceLine && (splitCoastLine || !split)) {
                fleet.put(loc, fleetOut);
            }
        }
        Map<String, Set<String>> ourArmy = new TreeMap<>();
        Map<String, Set<String>> ourFleet = new TreeMap<>();
        for (Province p : MAP.provinces()) {
            if (p.terrain().allowsArmy()) {
                ourArmy.put(p.id(), ids(MAP.adjacency().armyNeighbours(p)));
            }
            for (Location l : MAP.fleetLocations(p)) {
                ourFleet.put(l.id(), ids(MAP.adjacency().fleetNeighbours(l)));
            }
        }
        assertEquals(army, ourArmy, "army adjacency");
        assertEquals(fleet, ourFleet, "fleet adjacency");
    }

    @Test
    void centresAndStartingUnitsAgreeWithTheReference() {
        Map<String, Set<String>> homes = new TreeMap<>();
        Set<String> units = new TreeSet<>();
        Set<String> neutral = new TreeSet<>();
        String power = null;
        for (String line : lines) {
            String[] f = line.trim().split("\\s+");
            if (f.length == 0 || f[0].isEmpty() || line.contains("=") || line.contains("ABUTS")
                    || line.startsWith("BEGIN")) {
                continue;
            }
            if (f[0].equals("UNOWNED")) {
                neutral.addAll(List.of(f).subList(1, f.length));
            } else if (f.length == 2 && (f[0].equals("A") || f[0].equals("F"))) {
                units.add(power + " " + f[0] + " " + f[1].toUpperCase(Locale.ROOT));
            } else if (MAP.findPower(f[0]).isPresent()) {
                power = f[0];
                homes.put(power, new TreeSet<>(List.of(f).subList(2, f.length)));
            }
        }
        assertEquals(7, homes.size(), "the reference names 7 powers");
        for (Power p : MAP.powers()) {
            assertEquals(homes.get(p.name()), ids(MAP.homeCenters(p)), "home centres of " + p);
        }
        Set<String> ourNeutral = MAP.supplyCenters().stream().filter(p -> p.home() == null).map(Province::id)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(neutral, ourNeutral, "neutral supply centres");
        Set<String> ourUnits = MAP.start().units().stream().map(u -> u.power() + " " + u)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(units, ourUnits, "starting units");
    }

    @Test
    void everyReferenceFullNameFindsTheSameProvince() {
        List<String> mismatches = new ArrayList<>();
        for (String line : lines) {
            int eq = line.indexOf('=');
            if (eq < 0 || line.contains("ABUTS")) {
                continue;
            }
            String name = line.substring(0, eq).trim();
            String abbr = line.substring(eq + 1).trim().split("\\s+")[0].toUpperCase(Locale.ROOT);
            if (name.contains("(") || abbr.equals("SWI")) {
                continue; // coast lines and Switzerland
            }
            if (!MAP.findProvince(name).map(Province::id).orElse("-").equals(abbr)) {
                mismatches.add(name + " -> " + abbr);
            }
        }
        assertTrue(mismatches.isEmpty(), "names that do not find their province: " + mismatches);
    }

    private static Set<String> ids(List<?> items) {
        return items.stream().map(o -> o instanceof Province ? ((Province) o).id() : o.toString())
                .collect(Collectors.toCollection(TreeSet::new));
    }
}
