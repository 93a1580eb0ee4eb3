package calhamer.maps.dpjudge;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.VariantRules;
import calhamer.maps.io.MapFile;
import calhamer.maps.io.MapFile.ProvinceEntry;
import calhamer.maps.io.MapFile.StartEntry;
import calhamer.maps.io.MapFormatException;
import calhamer.maps.io.MapLoader;
import calhamer.maps.io.MapProblem;
import calhamer.maps.dpjudge.Places.Place;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads a DPjudge {@code .map} file (the format of the DPjudge family of judges and of the MILA {@code diplomacy}
 * engine; docs/maps.md says what is read and what is refused) into Calhamer's {@link MapFile}, which
 * {@link MapLoader#build} turns into a {@link DiplomacyMap}. Every problem names the file and the line. The map's id
 * is the file's name without {@code .map}; its name is the id in words ({@code known_world_901} is "Known World
 * 901"). O(size of the file and of the files it reads).
 */
public final class DpjudgeReader {
    private static final Pattern MAP_ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    private DpjudgeReader() {
    }

    /**
     * Reads a {@code .map} file on disk; the files its {@code MAP} and {@code USE} lines name are read beside it.
     *
     * @return the map file, once {@link MapLoader#build} has built a map of it (it breaks none of its rules)
     */
    public static MapFile read(Path file) throws MapFormatException {
        Reading r = reading(file);
        r.build();
        return r.file();
    }

    /**
     * Reads a {@code .map} file's text (checked as {@link #read(Path)} is).
     *
     * @param name     the file's name ({@code ancmed.map}): it gives the map's id and names the file in problems
     * @param text     the file's text
     * @param includes where the files its {@code MAP} and {@code USE} lines name are read
     */
    public static MapFile read(String name, String text, MapSource includes) throws MapFormatException {
        Reading r = reading(name, text, includes);
        r.build();
        return r.file();
    }

    /** Reads a {@code .map} file on disk and builds its map ({@link #read(Path)}, then {@link MapLoader#build}). */
    public static DiplomacyMap load(Path file) throws MapFormatException {
        return reading(file).build();
    }

    /** Reads a {@code .map} file's text and builds its map ({@link #read(String, String, MapSource)}). */
    public static DiplomacyMap load(String name, String text, MapSource includes) throws MapFormatException {
        return reading(name, text, includes).build();
    }

    private static Reading reading(Path file) throws MapFormatException {
        String name = file.getFileName().toString();
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new MapFormatException(List.of(new MapProblem(file.toString(), null, "cannot read: " + e)));
        }
        Path dir = file.toAbsolutePath().getParent();
        return reading(name, text, MapSource.directory(dir));
    }

    /** A file read: the map file, and the line each province was read from, to name it in later problems. */
    private record Reading(String name, MapFile file, Map<String, Place> places) {
        DiplomacyMap build() throws MapFormatException {
            try {
                return MapLoader.build(name, file);
            } catch (MapFormatException e) {
                List<MapProblem> named = new ArrayList<>();
                for (MapProblem p : e.problems()) {
                    Place place = p.province() == null ? null : places.get(p.province());
                    named.add(place == null ? p : new MapProblem(place.own().line().file(),
                            place.own().line().number(), p.province(), p.rule()));
                }
                throw new MapFormatException(named);
            }
        }
    }

    private static Reading reading(String name, String text, MapSource includes) throws MapFormatException {
        Problems problems = new Problems();
        String id = id(name);
        if (!MAP_ID.matcher(id).matches()) {
            problems.file(name, "the file's name gives the map id '" + id + "', which is not 1 to 64 letters, "
                    + "digits, '-' or '_'");
        }
        Inclusion inclusion = Inclusion.expand(name, text, includes, problems);
        Directives directives = new Directives(problems);
        inclusion.lines().forEach(directives::read);
        Places places = Places.of(directives.geography(), problems);
        Adjacencies adjacency = Adjacencies.of(places, problems);
        StartBuilder start = StartBuilder.of(places, directives.politics(), problems);
        List<String> neutral = start.neutral();
        if (start.powers().isEmpty()) {
            problems.file(name, "no power is declared ('NAME (ADJECTIVE) HOME...')");
        }
        if (places.places().isEmpty()) {
            problems.file(name, "no province is given (terrain lines: 'LAND ABC ABUTS ...')");
        }
        Integer victory = directives.victory();
        if (victory != null && victory > start.centres().size()) {
            problems.at(directives.victoryLine(), "VICTORY " + victory + " is more than the map's "
                    + start.centres().size() + " supply centres");
        }
        if (!problems.isEmpty()) {
            throw new MapFormatException(problems.list());
        }
        List<ProvinceEntry> provinces = new ArrayList<>();
        for (Place p : places.places().values()) {
            boolean centre = start.centres().containsKey(p.id());
            provinces.add(new ProvinceEntry(p.id(), p.name(), p.terrain().fileName(), centre ? Boolean.TRUE : null,
                    start.centres().get(p.id()), p.coasts().stream().map(Enum::name).toList(), p.aliases()));
        }
        MapFile file = new MapFile(id, humanised(id), description(name, inclusion.included()), start.powers(),
                provinces, adjacency.army(), adjacency.fleet(),
                new StartEntry(directives.year(), start.units(), start.owned()), null, victory,
                directives.rules().isEmpty() ? null : List.copyOf(directives.rules()), neutral);
        return new Reading(name, file, places.places());
    }

    /** @return the map id a file name gives: its last part without {@code .map} */
    static String id(String name) {
        String base = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        return base.toLowerCase(Locale.ROOT).endsWith(".map") ? base.substring(0, base.length() - 4) : base;
    }

    /** @return the id in words: {@code known_world_901} is "Known World 901" */
    static String humanised(String id) {
        StringBuilder b = new StringBuilder();
        for (String word : id.split("[_-]+")) {
            if (!word.isEmpty()) {
                b.append(b.length() == 0 ? "" : " ").append(Character.toUpperCase(word.charAt(0)))
                        .append(word.substring(1));
            }
        }
        return b.length() == 0 ? id : b.toString();
    }

    private static String description(String name, List<String> included) {
        String base = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        return "Read from the DPjudge map file " + base + (included.isEmpty() ? ""
                : " (which reads " + String.join(", ", included) + ")") + ".";
    }
}
