package calhamer.maps.io;

import calhamer.maps.Coast;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.GraphKind;
import calhamer.maps.Location;
import calhamer.maps.MapLayout;
import calhamer.maps.MapLookup;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.StartingPosition;
import calhamer.maps.StartingPosition.StartingUnit;
import calhamer.maps.Terrain;
import calhamer.maps.UnitType;
import calhamer.maps.VariantRules;
import calhamer.maps.io.MapFile.ProvinceEntry;
import calhamer.maps.paths.AllPairsShortestPaths;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Reads a JSON map file (docs/maps.md, "The JSON map file format"), validates every rule, and builds the {@link
 * DiplomacyMap}. All problems are reported together in one {@link MapFormatException}; on any problem nothing is
 * returned.
 */
public final class MapLoader {
    private MapLoader() {
    }

    /** Loads a map file from disk; its path names it in every problem. */
    public static DiplomacyMap load(Path file) throws MapFormatException {
        try (Reader in = Files.newBufferedReader(file)) {
            return load(file.toString(), in);
        } catch (IOException e) {
            throw new MapFormatException(List.of(new MapProblem(file.toString(), null, "cannot read: " + e)));
        }
    }

    /** Loads a map from JSON text; {@code source} names it in every problem. */
    public static DiplomacyMap load(String source, String json) throws MapFormatException {
        return load(source, new StringReader(json));
    }

    /** Loads a map from a stream of JSON (UTF-8); {@code source} names it in every problem. */
    public static DiplomacyMap load(String source, InputStream in) throws MapFormatException {
        return build(source, read(source, () -> MapFileReader.parser(in)));
    }

    private static DiplomacyMap load(String source, Reader in) throws MapFormatException {
        return build(source, read(source, () -> MapFileReader.parser(in)));
    }

    /**
     * Reads a map file's JSON text, its syntax and shape only, for callers that report problems in their own form
     * (the API's 400 names the field).
     *
     * @return the file, or null when the document is JSON's null
     * @throws MapShapeException when the JSON is not of a map file's shape
     * @throws JsonProcessingException when the text is not JSON
     */
    public static MapFile readShape(String json) throws JsonProcessingException {
        return parse(() -> MapFileReader.parser(new StringReader(json)));
    }

    /** Opens a parser on the map file's JSON. */
    @FunctionalInterface
    private interface Opening {
        JsonParser open() throws IOException;
    }

    /** Reads the file, refusing a null document; JSON syntax and shape problems become problems naming the source. */
    private static MapFile read(String source, Opening opening) throws MapFormatException {
        MapFile file;
        try {
            file = parse(opening);
        } catch (JsonProcessingException e) {
            throw syntax(source, e);
        }
        if (file == null) {
            throw new MapFormatException(List.of(new MapProblem(source, null,
                    "not a valid map file: it is null, not a JSON object")));
        }
        return file;
    }

    /** @return the map file the opened parser reads, or null for JSON's null; an I/O failure is unchecked */
    private static MapFile parse(Opening opening) throws JsonProcessingException {
        try (JsonParser p = opening.open()) {
            return MapFileReader.read(p);
        } catch (JsonProcessingException e) {
            throw e;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Validates an already parsed map file and builds the map. */
    public static DiplomacyMap build(String source, MapFile file) throws MapFormatException {
        List<MapProblem> problems = new MapValidator(source).validate(file);
        if (!problems.isEmpty()) {
            throw new MapFormatException(problems);
        }
        DiplomacyMap map = assemble(file);
        checkConnected(source, map);
        return map;
    }

    /** @return the JSON text of a map file, pretty-printed */
    public static String toJson(MapFile file) {
        try {
            return new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(file);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("map file cannot be written as JSON", e);
        }
    }

    private static MapFormatException syntax(String source, JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
        return new MapFormatException(List.of(new MapProblem(source, null,
                "not a valid map file" + where + ": " + e.getOriginalMessage())));
    }

    private static DiplomacyMap assemble(MapFile file) {
        List<Power> powers = Power.list(file.powers());
        Map<String, Power> powerByName = new HashMap<>();
        powers.forEach(p -> powerByName.put(p.name(), p));
        List<Province> provinces = new ArrayList<>();
        List<Location> locations = new ArrayList<>();
        Map<String, Location> byId = new HashMap<>();
        for (ProvinceEntry e : file.provinces()) {
            List<Coast> coasts = new ArrayList<>();
            for (String c : e.coasts() == null ? List.<String>of() : e.coasts()) {
                coasts.add(Coast.parse(c).orElseThrow());
            }
            List<String> aliases = new ArrayList<>();
            for (String a : e.aliases() == null ? List.<String>of() : e.aliases()) {
                aliases.add(a.toUpperCase(Locale.ROOT));
            }
            Province p = new Province(provinces.size(), e.id().toUpperCase(Locale.ROOT), e.name(),
                    Terrain.parse(e.terrain()), Boolean.TRUE.equals(e.supplyCenter()),
                    e.home() == null ? null : powerByName.get(e.home()), coasts, aliases);
            provinces.add(p);
            Location whole = new Location(p.index(), p, Coast.NONE);
            locations.add(whole);
            byId.put(p.id(), whole);
        }
        for (Province p : provinces) {
            for (Coast c : p.coasts()) {
                Location l = new Location(locations.size(), p, c);
                locations.add(l);
                byId.put(l.id(), l);
            }
        }
        int[][] army = new int[provinces.size()][];
        for (Province p : provinces) {
            army[p.index()] = indices(byId, file.armyAdjacency() == null ? null : lookup(file.armyAdjacency(), p.id()));
        }
        int[][] fleet = new int[locations.size()][];
        for (Location l : locations) {
            fleet[l.index()] = indices(byId, file.fleetAdjacency() == null ? null : lookup(file.fleetAdjacency(), l.id()));
        }
        return new DiplomacyMap(file.id(), file.name(), file.description(), powers, provinces, locations,
                army, fleet, start(file, byId, provinces, powerByName), layout(file.layout(), byId, locations.size()),
                rules(file));
    }

    private static VariantRules rules(MapFile file) {
        return new VariantRules(file.victory() == null ? OptionalInt.empty() : OptionalInt.of(file.victory()),
                file.rules() != null && file.rules().contains(VariantRules.BUILD_ANY),
                file.neutral() == null ? List.of() : file.neutral());
    }

    private static MapLayout layout(MapFile.LayoutEntry entry, Map<String, Location> byId, int locations) {
        if (entry == null) {
            return null;
        }
        double[] x = new double[locations];
        double[] y = new double[locations];
        Arrays.fill(x, Double.NaN);
        Arrays.fill(y, Double.NaN);
        entry.positions().forEach((id, p) -> {
            int i = byId.get(normalise(id)).index();
            x[i] = p.x();
            y[i] = p.y();
        });
        return new MapLayout(entry.width(), entry.height(), x, y, Boolean.TRUE.equals(entry.computed()));
    }

    private static List<String> lookup(Map<String, List<String>> adjacency, String id) {
        for (Map.Entry<String, List<String>> e : adjacency.entrySet()) {
            if (e.getKey().equalsIgnoreCase(id)) {
                return e.getValue();
            }
        }
        return null;
    }

    private static int[] indices(Map<String, Location> byId, List<String> ids) {
        if (ids == null) {
            return new int[0];
        }
        int[] out = new int[ids.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = byId.get(normalise(ids.get(i))).index();
        }
        return out;
    }

    private static String normalise(String location) {
        String t = location.toUpperCase(Locale.ROOT);
        int slash = t.indexOf('/');
        return slash < 0 ? t : t.substring(0, slash) + "/" + Coast.parse(t.substring(slash + 1)).orElseThrow().name();
    }

    private static StartingPosition start(MapFile file, Map<String, Location> byId, List<Province> provinces,
                                          Map<String, Power> powers) {
        List<StartingUnit> units = new ArrayList<>();
        Map<String, List<String>> unitLists = file.start().units() == null ? Map.of() : file.start().units();
        for (String power : file.powers()) {
            for (String u : unitLists.getOrDefault(power, List.of())) {
                String[] parts = MapLookup.words(u.trim());
                units.add(new StartingUnit(powers.get(power), UnitType.ofLetter(parts[0].charAt(0)),
                        byId.get(normalise(parts[1]))));
            }
        }
        Map<Province, Power> centers = new HashMap<>();
        if (file.start().centers() == null) {
            for (Province p : provinces) {
                if (p.home() != null) {
                    centers.put(p, p.home());
                }
            }
        } else {
            file.start().centers().forEach((power, ids) -> {
                for (String id : ids) {
                    centers.put(byId.get(id.toUpperCase(Locale.ROOT)).province(), powers.get(power));
                }
            });
        }
        return new StartingPosition(file.start().year(), units, centers);
    }

    /** The border graph must be connected: every province reachable from the first one. */
    private static void checkConnected(String source, DiplomacyMap map) throws MapFormatException {
        AllPairsShortestPaths border = map.graphs().paths(GraphKind.BORDER);
        List<MapProblem> problems = new ArrayList<>();
        boolean[] reported = new boolean[map.provinces().size()];
        Province first = map.provinces().get(0);
        for (Province p : map.provinces()) {
            if (reported[p.index()] || border.isReachable(first.index(), p.index())) {
                continue;
            }
            List<String> component = new ArrayList<>();
            for (Province q : map.provinces()) {
                if (border.isReachable(p.index(), q.index())) {
                    reported[q.index()] = true;
                    component.add(q.id());
                }
            }
            problems.add(new MapProblem(source, p.id(), "the border graph is not connected: " + component
                    + " cannot be reached from " + first.id()));
        }
        if (!problems.isEmpty()) {
            throw new MapFormatException(problems);
        }
    }
}
