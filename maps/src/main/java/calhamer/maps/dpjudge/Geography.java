package calhamer.maps.dpjudge;

import calhamer.maps.Coast;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The geographic lines of a {@code .map} file as read, before they are checked against each other: place names
 * ({@code Full Name = abbr alias...}) and terrain lines ({@code COAST bul ABUTS ...}). A later line for the same
 * location replaces an earlier one (DPjudge's rule, which lets a file change what a file it reads says). O(1) per
 * line and word.
 */
final class Geography {
    /** A province id as written: three letters or digits. */
    static final Pattern PROVINCE = Pattern.compile("[A-Za-z0-9]{3}");
    /** The terrain line keywords. */
    static final List<String> TERRAINS = List.of("LAND", "WATER", "COAST", "PORT", "SHUT");

    /** How an adjacency entry is written: the case says which units may pass. */
    enum Passage {
        /** Upper case ({@code BUR}): armies and fleets. */
        BOTH,
        /** Lower case ({@code smy}): armies only. */
        ARMIES,
        /** Title case ({@code Tar}): fleets only. */
        FLEETS
    }

    /**
     * One adjacency entry of a terrain line.
     *
     * @param written  the entry as written
     * @param province its province id, upper case
     * @param coast    the coast it names, or {@link Coast#NONE}
     * @param passage  who may pass, from its case
     */
    record Entry(String written, String province, Coast coast, Passage passage) {
    }

    /**
     * One terrain line.
     *
     * @param line     where it stands
     * @param kind     LAND, WATER, COAST, PORT or SHUT
     * @param written  the location as written ({@code bul}, {@code BUL/EC}, {@code BUR})
     * @param province the province id, upper case
     * @param coast    the coast of a coast line, or {@link Coast#NONE} for the province's own line
     * @param entries  the adjacency entries, in file order
     */
    record TerrainLine(SourceLine line, String kind, String written, String province, Coast coast,
                       List<Entry> entries) {
        /** @return whether this is a split-coast province's own line, written in lower case ({@code bul}) */
        boolean lowerCase() {
            return coast == Coast.NONE && written.equals(written.toLowerCase(Locale.ROOT))
                    && !written.equals(written.toUpperCase(Locale.ROOT));
        }
    }

    /**
     * One place-name line.
     *
     * @param line     where it stands
     * @param fullName the full name
     * @param province the province id of its abbreviation, upper case
     * @param coast    the coast its abbreviation names, or {@link Coast#NONE}
     * @param aliases  the aliases as written
     */
    record NameLine(SourceLine line, String fullName, String province, Coast coast, List<String> aliases) {
    }

    private final Problems problems;
    /** Terrain lines by location ({@code BUL}, {@code BUL/EC}), in first-read order. */
    private final Map<String, TerrainLine> terrain = new LinkedHashMap<>();
    /** Name lines by location. */
    private final Map<String, NameLine> names = new LinkedHashMap<>();

    Geography(Problems problems) {
        this.problems = problems;
    }

    Map<String, TerrainLine> terrainLines() {
        return terrain;
    }

    Map<String, NameLine> nameLines() {
        return names;
    }

    /** Reads {@code Full Name = abbr alias...}. */
    void name(SourceLine line) {
        int eq = line.text().indexOf('=');
        String fullName = line.text().substring(0, eq).strip();
        String[] rest = line.text().substring(eq + 1).strip().split("\\s+");
        if (fullName.contains("->")) {
            problems.at(line, "renaming a place ('old -> new = ...') is not supported");
            return;
        }
        if (fullName.isEmpty() || rest[0].isEmpty()) {
            problems.at(line, "a place-name line is 'Full Name = abbreviation alias...'; "
                    + (fullName.isEmpty() ? "the full name" : "the abbreviation") + " is missing");
            return;
        }
        String[] location = location(line, rest[0], "the abbreviation");
        if (location == null) {
            return;
        }
        List<String> aliases = new ArrayList<>(List.of(rest).subList(1, rest.length));
        names.put(key(location), new NameLine(line, fullName, location[0], Coast.valueOf(location[1]), aliases));
    }

    /** Reads {@code KIND location [ABUTS entry...]}. */
    void terrain(SourceLine line) {
        List<String> w = line.words();
        int first = 3;
        if (w.size() > 2 && !w.get(2).equalsIgnoreCase("ABUTS")) {
            problems.at(line, "expected ABUTS after " + w.get(1) + ", found '" + w.get(2) + "' (a terrain line is '"
                    + w.get(0).toUpperCase(Locale.ROOT) + " " + w.get(1) + " ABUTS neighbour...')");
            first = 2; // read on as if ABUTS were there, so that this one problem is not reported again elsewhere
        }
        String[] location = location(line, w.get(1), "the location");
        if (location == null) {
            return;
        }
        String province = location[0];
        String head = w.get(1).substring(0, 3);
        if (!head.equals(head.toUpperCase(Locale.ROOT)) && !head.equals(head.toLowerCase(Locale.ROOT))) {
            problems.at(line, province, "the location '" + w.get(1) + "' is in mixed case: write the province in "
                    + "upper case, or in lower case for the own line of a split-coast province");
            return;
        }
        if (!location[1].equals(Coast.NONE.name()) && !head.equals(province)) {
            problems.at(line, province, "a coast line names its province in upper case (" + province + "/"
                    + location[1] + ")");
            return;
        }
        List<Entry> entries = new ArrayList<>();
        for (String e : w.subList(Math.min(first, w.size()), w.size())) {
            Entry entry = entry(line, province, e);
            if (entry != null) {
                entries.add(entry);
            }
        }
        terrain.put(key(location), new TerrainLine(line, w.get(0).toUpperCase(Locale.ROOT), w.get(1), province,
                Coast.valueOf(location[1]), entries));
    }

    private Entry entry(SourceLine line, String province, String written) {
        if (written.startsWith("-")) {
            problems.at(line, province, "removing an adjacency ('" + written + "') is not supported");
            return null;
        }
        String[] location = location(line, written, "the neighbour");
        if (location == null) {
            return null;
        }
        String head = written.substring(0, 3);
        Passage passage;
        if (head.equals(head.toUpperCase(Locale.ROOT))) {
            passage = Passage.BOTH;
        } else if (head.equals(head.toLowerCase(Locale.ROOT))) {
            passage = Passage.ARMIES;
        } else if (Character.isUpperCase(head.charAt(0)) && head.substring(1).equals(head.substring(1)
                .toLowerCase(Locale.ROOT))) {
            passage = Passage.FLEETS;
        } else {
            problems.at(line, province, "neighbour '" + written + "' is in mixed case: upper case (armies and "
                    + "fleets), lower case (armies only) or Title case (fleets only)");
            return null;
        }
        return new Entry(written, location[0], Coast.valueOf(location[1]), passage);
    }

    /**
     * Reads {@code ABC} or {@code ABC/NC}.
     *
     * @return the upper-case province id and the coast's name ({@code NONE} without one), or null after a problem
     */
    private String[] location(SourceLine line, String written, String what) {
        int slash = written.indexOf('/');
        String id = slash < 0 ? written : written.substring(0, slash);
        if (!PROVINCE.matcher(id).matches()) {
            problems.at(line, what + " '" + written + "' is not a province id (three letters or digits, optionally "
                    + "with a coast: ABC/NC)");
            return null;
        }
        if (slash < 0) {
            return new String[] {id.toUpperCase(Locale.ROOT), Coast.NONE.name()};
        }
        String coast = written.substring(slash + 1).toUpperCase(Locale.ROOT);
        if (!List.of("NC", "SC", "EC", "WC").contains(coast)) {
            problems.at(line, what + " '" + written + "' names coast '" + written.substring(slash + 1)
                    + "'; the coasts are NC, SC, EC and WC");
            return null;
        }
        return new String[] {id.toUpperCase(Locale.ROOT), coast};
    }

    private static String key(String[] location) {
        return location[1].equals(Coast.NONE.name()) ? location[0] : location[0] + "/" + location[1];
    }
}
