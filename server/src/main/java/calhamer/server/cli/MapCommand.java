package calhamer.server.cli;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.GraphKind;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.Terrain;
import calhamer.maps.dpjudge.DpjudgeReader;
import calhamer.maps.io.BundledMaps;
import calhamer.maps.io.MapFormatException;
import calhamer.maps.io.MapLoader;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code calhamer map}: a map's summary and one shortest-route query; {@code map import} reads a DPjudge file. */
@Command(name = "map", mixinStandardHelpOptions = true, subcommands = MapImportCommand.class,
        description = "Print a map's summary and, with --from and --to, the shortest route between two provinces.")
public final class MapCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--map", defaultValue = "standard",
            description = "A bundled map (${COMPLETION-CANDIDATES}) or a map file path (JSON, or a DPjudge .map "
                    + "file). Default: ${DEFAULT-VALUE}.",
            completionCandidates = BundledNames.class)
    private String mapName = "standard";

    @Option(names = "--from", description = "Start of a route to print (with --to).")
    private String from;

    @Option(names = "--to", description = "End of a route to print (with --from).")
    private String to;

    @Option(names = "--graph", defaultValue = "army",
            description = "army, fleet or border. Default: ${DEFAULT-VALUE}.")
    private String graph = "army";

    /** The bundled maps' names, for the help text. */
    static final class BundledNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return BundledMaps.NAMES.iterator();
        }
    }

    @Override
    public Integer call() {
        PrintWriter out = spec == null ? new PrintWriter(System.out, true) : spec.commandLine().getOut();
        PrintWriter err = spec == null ? new PrintWriter(System.err, true) : spec.commandLine().getErr();
        try {
            DiplomacyMap map = load(mapName);
            GraphKind kind = GraphKind.parse(graph);
            if ((from == null) != (to == null)) {
                throw new IllegalArgumentException("a route needs both --from and --to");
            }
            Location a = from == null ? null : location(map, from);
            Location b = to == null ? null : location(map, to);
            out.println(summary(map));
            if (a == null) {
                out.flush();
                return 0;
            }
            List<Location> route = map.shortestPath(kind, a, b);
            if (route.isEmpty()) {
                out.printf("No %s route from %s to %s.%n", kind.wireName(), a, b);
            } else {
                out.printf("%s distance %s -> %s: %d (%s)%n", kind.wireName(), a, b, route.size() - 1,
                        route.stream().map(Location::id).collect(Collectors.joining(" ")));
            }
            out.flush();
            return 0;
        } catch (IllegalArgumentException | MapFormatException e) {
            err.println("calhamer map: " + e.getMessage());
            err.flush();
            return 2;
        }
    }

    private static DiplomacyMap load(String name) throws MapFormatException {
        if (BundledMaps.NAMES.contains(name)) {
            return BundledMaps.load(name);
        }
        Path file = Path.of(name);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("'" + name + "' is neither a bundled map " + BundledMaps.NAMES
                    + " nor a readable map file");
        }
        return file.getFileName().toString().endsWith(".map") ? DpjudgeReader.load(file) : MapLoader.load(file);
    }

    private static Location location(DiplomacyMap map, String text) {
        return map.findLocation(text).orElseThrow(
                () -> new IllegalArgumentException("unknown province or coast '" + text + "' on map " + map.id()));
    }

    /** @return a few lines describing the map */
    static String summary(DiplomacyMap map) {
        long seas = map.provinces().stream().filter(p -> p.terrain() == Terrain.SEA).count();
        StringBuilder b = new StringBuilder();
        b.append(String.format("Map %s (%s): %d provinces (%d seas), %d supply centres, %d to win%n", map.id(),
                map.name(), map.provinces().size(), seas, map.supplyCenters().size(), map.victoryThreshold()));
        b.append(String.format("Starts in Spring %d%s%n", map.start().year(),
                map.rules().buildAnywhere() ? "; builds on any owned supply centre (BUILD_ANY)" : ""));
        for (Power power : map.powers()) {
            String homes = map.homeCenters(power).stream().map(Province::id).collect(Collectors.joining(" "));
            String units = map.start().units().stream().filter(u -> u.power().equals(power))
                    .map(Object::toString).collect(Collectors.joining(", "));
            b.append(String.format("  %-8s %shome %-15s units %s%n", power, map.isNeutral(power) ? "(neutral) " : "",
                    homes, units));
        }
        b.append(String.format("Longest shortest route: army %d, fleet %d, border %d",
                map.graphs().paths(GraphKind.ARMY).longestShortestPath(),
                map.graphs().paths(GraphKind.FLEET).longestShortestPath(),
                map.graphs().paths(GraphKind.BORDER).longestShortestPath()));
        return b.toString();
    }
}
