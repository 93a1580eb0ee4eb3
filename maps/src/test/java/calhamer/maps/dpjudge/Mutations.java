package calhamer.maps.dpjudge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Broken {@code .map} files for the reader's tests and the API's: each is a small valid map (the README's "tiny"
 * example written as a DPjudge file) with one thing broken, the line the problem must name, and words the problem
 * must say. Shipped in the maps test-jar, so that the server's upload tests break maps the same way.
 */
public final class Mutations {
    /** The valid map; line numbers below count from 1 in this text. */
    public static final String TINY = String.join("\n",
            "# The README's tiny map as a DPjudge file",                // 1
            "BEGIN SPRING 1901 MOVEMENT",                               // 2
            "ONE (FIRST) LND",                                          // 3
            "F LND",                                                    // 4
            "TWO (SECOND) INL",                                         // 5
            "A INL",                                                    // 6
            "Landia = lnd landia",                                      // 7
            "Inner = inl",                                              // 8
            "Open Sea = sea ops",                                       // 9
            "Split = spl",                                              // 10
            "Split (north coast) = spl/nc",                             // 11
            "Split (south coast) = spl/sc",                             // 12
            "COAST LND ABUTS INL spl SEA SPL/SC",                       // 13
            "LAND INL ABUTS LND SPL",                                   // 14
            "WATER SEA ABUTS LND SPL/NC",                               // 15
            "COAST SPL/NC ABUTS SEA",                                   // 16
            "COAST SPL/SC ABUTS LND",                                   // 17
            "COAST spl ABUTS LND INL SEA") + "\n";                      // 18

    /**
     * One broken map.
     *
     * @param name  what is broken
     * @param text  the broken file
     * @param line  the line the problem must name
     * @param words words the problem must say
     */
    public record Mutation(String name, String text, int line, String words) {
        @Override
        public String toString() {
            return name;
        }
    }

    private Mutations() {
    }

    /** @return the tiny map with lines replaced (line number → new text; the line count stays) */
    static String replaced(Map<Integer, String> lines) {
        List<String> all = new ArrayList<>(Arrays.asList(TINY.split("\n")));
        lines.forEach((n, text) -> all.set(n - 1, text));
        return String.join("\n", all) + "\n";
    }

    /** @return the tiny map with a line inserted after line {@code after} (it becomes line {@code after + 1}) */
    static String inserted(int after, String text) {
        List<String> all = new ArrayList<>(Arrays.asList(TINY.split("\n")));
        all.add(after, text);
        return String.join("\n", all) + "\n";
    }

    private static Mutation replace(String name, int line, String text, String words) {
        return new Mutation(name, replaced(Map.of(line, text)), line, words);
    }

    private static Mutation insert(String name, int after, String text, String words) {
        return new Mutation(name, inserted(after, text), after + 1, words);
    }

    private static Mutation append(String name, String text, String words) {
        return insert(name, 18, text, words);
    }

    /** @return the broken maps that are one file each (what an upload can be) */
    public static List<Mutation> singleFile() {
        Map<Integer, String> noCoastBack = new LinkedHashMap<>();
        noCoastBack.put(15, "WATER SEA ABUTS LND SPL");
        noCoastBack.put(16, "COAST SPL/NC ABUTS");
        return List.of(
                append("unknown directive", "FOO BAR", "unknown directive 'FOO'"),
                append("DROP is refused", "DROP SEA", "DROP"),
                insert("OWNS is refused", 4, "OWNS LND", "OWNS"),
                append("AMEND is refused", "AMEND SEA ABUTS LND", "AMEND"),
                replace("neighbour that is no province", 14, "LAND INL ABUTS LND SPL XYZ", "XYZ, which is no province"),
                replace("ABUTS missing", 14, "LAND INL LND SPL", "expected ABUTS"),
                replace("terrain line without location", 14, "LAND", "names no location"),
                replace("army at sea", 6, "A SEA", "an army cannot stand in sea SEA"),
                replace("fleet inland", 6, "F INL", "a fleet cannot stand in inland INL"),
                replace("fleet without its coast", 6, "F SPL", "names its coast"),
                replace("army on a coast", 6, "A SPL/NC", "not on a coast"),
                replace("fleet on a missing coast", 6, "F SPL/EC", "no such coast"),
                replace("unit on an unknown province", 6, "A XYZ", "names no province"),
                replace("malformed unit line", 6, "A INL LND", "a unit line is"),
                insert("unit before any power", 2, "A INL", "comes before any power"),
                insert("UNITS before any power", 2, "UNITS", "UNITS comes before any power"),
                replace("coasts without a lower-case own line", 18, "COAST SPL ABUTS LND INL SEA",
                        "its own line is in upper case"),
                replace("unknown coast", 17, "COAST SPL/XC ABUTS LND", "names coast 'XC'"),
                replace("coast line of an inland kind", 17, "LAND SPL/SC ABUTS LND", "a coast is COAST or PORT"),
                new Mutation("one-way army adjacency", replaced(Map.of(14, "LAND INL ABUTS LND")), 18,
                        "armies: SPL lists INL, but the line of INL"),
                new Mutation("one-way fleet adjacency", replaced(Map.of(15, "WATER SEA ABUTS LND")), 16,
                        "fleets: SPL/NC lists SEA, but the line of SEA"),
                replace("armies-only entry to a sea", 13, "COAST LND ABUTS INL spl sea SPL/SC",
                        "armies cannot enter the sea"),
                replace("fleets-only entry to inland", 13, "COAST LND ABUTS Inl spl SEA SPL/SC",
                        "fleets cannot enter inland provinces"),
                replace("inland next to a sea", 14, "LAND INL ABUTS LND SPL SEA", "does not border the sea"),
                replace("mixed-case neighbour", 14, "LAND INL ABUTS lND SPL", "mixed case"),
                replace("adjacency removal", 14, "LAND INL ABUTS LND SPL -SEA", "removing an adjacency"),
                replace("a province listing itself", 14, "LAND INL ABUTS LND SPL INL", "lists its own province"),
                new Mutation("split-coast neighbour without a coast, none listing back", replaced(noCoastBack), 15,
                        "none of its coast lines lists SEA back"),
                withLine(replace("duplicate alias", 8, "Inner = inl ops", "alias 'OPS' of SEA also names province INL"),
                        9),
                append("full name of no province", "Atlantis = atl", "has no terrain line"),
                append("full name of no coast", "Split (east coast) = spl/ec", "which has no coast line"),
                append("unknown power in UNPLAYED", "UNPLAYED ONE, THREE", "THREE, which is not a power"),
                replace("BEGIN in the autumn", 2, "BEGIN FALL 1901 MOVEMENT", "Spring movement"),
                replace("BEGIN with a bad year", 2, "BEGIN SPRING 19x1 MOVEMENT", "not a positive whole number"),
                replace("BEGIN incomplete", 2, "BEGIN SPRING 1901", "BEGIN is 'BEGIN SPRING year MOVEMENT'"),
                append("VICTORY not a number", "VICTORY many", "not a positive whole number"),
                append("VICTORY over the centres", "VICTORY 3", "more than the map's 2 supply centres"),
                append("VICTORY per year", "VICTORY 2 2", "count per game year"),
                append("unsupported RULE", "RULE NO_CHECK", "rule NO_CHECK is not supported"),
                replace("home centre at sea", 3, "ONE (FIRST) LND SEA", "supply centre SEA is a sea"),
                replace("home centre of two powers", 5, "TWO (SECOND) INL LND", "home centre of both ONE"),
                replace("bad power name", 3, "_ONE (FIRST) LND", "power name '_ONE'"),
                replace("adjective not closed", 3, "ONE (FIRST LND", "does not close"),
                replace("renaming a power", 3, "ONE -> UNO (FIRST) LND", "renaming a power"),
                append("every power a DUMMY", "DUMMY ALL", "every power is a DUMMY"),
                append("unowned centre of no province", "UNOWNED XYZ", "names no province"),
                insert("MAP with nothing to read", 1, "MAP standard", "MAP standard: cannot read standard.map"),
                new Mutation("disconnected board", TINY + "Island = isl\nLAND ISL\n", 20, "not connected"));
    }

    /** @return the mutation naming another line than where its text changed */
    private static Mutation withLine(Mutation m, int line) {
        return new Mutation(m.name(), m.text(), line, m.words());
    }
}
