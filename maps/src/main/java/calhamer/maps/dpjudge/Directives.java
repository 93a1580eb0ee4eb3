package calhamer.maps.dpjudge;

import calhamer.maps.VariantRules;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads each line of a {@code .map} file (after {@link Inclusion}) by its directive: the game's start
 * ({@code BEGIN}), {@code VICTORY} and {@code RULE}s here, places to {@link Geography}, powers and units to
 * {@link Politics}. A directive the reader does not support is refused by name, never skipped. O(1) per word.
 */
final class Directives {
    /** DPjudge directives this reader refuses, with what they do. */
    private static final Map<String, String> REFUSED = Map.ofEntries(
            Map.entry("DROP", "removes places"),
            Map.entry("AMEND", "changes a place's adjacencies"),
            Map.entry("OWNS", "gives a power starting centres other than its homes"),
            Map.entry("CENTERS", "gives a power starting centres other than its homes"),
            Map.entry("INHABITS", "sets a power's home centres apart from its declaration"),
            Map.entry("HOME", "sets a power's home centres apart from its declaration"),
            Map.entry("HOMES", "sets a power's home centres apart from its declaration"),
            Map.entry("DIRECTIVE", "opens rules for one rule variant"),
            Map.entry("DIRECTIVES", "opens rules for one rule variant"),
            Map.entry("FLOW", "changes the seasons and phases of a year"),
            Map.entry("SEQ", "changes the seasons and phases of a year"),
            Map.entry("NEWYEAR", "changes the seasons and phases of a year"),
            Map.entry("IFYEARDIV", "makes phases depend on the year"),
            Map.entry("RESERVES", "gives powers reserve units"),
            Map.entry("MILITIA", "gives powers militia units"));

    private final Problems problems;
    private final Geography geography;
    private final Politics politics;
    private SourceLine begin;
    private int year = 1901;
    private SourceLine victoryLine;
    private Integer victory;
    private final Set<String> rules = new LinkedHashSet<>();

    Directives(Problems problems) {
        this.problems = problems;
        this.geography = new Geography(problems);
        this.politics = new Politics(problems);
    }

    Geography geography() {
        return geography;
    }

    Politics politics() {
        return politics;
    }

    /** @return the starting year ({@code BEGIN}; 1901 when the file has none, as in DPjudge) */
    int year() {
        return year;
    }

    /** @return the {@code BEGIN} line, or null */
    SourceLine begin() {
        return begin;
    }

    /** @return the victory count, or null for more than half the centres */
    Integer victory() {
        return victory;
    }

    /** @return the {@code VICTORY} line, or null */
    SourceLine victoryLine() {
        return victoryLine;
    }

    /** @return the rules in force ({@link VariantRules#BUILD_ANY}) */
    Set<String> rules() {
        return rules;
    }

    /** Reads one line. */
    void read(SourceLine line) {
        String d = line.directive();
        List<String> w = line.words();
        switch (d) {
            case "BEGIN" -> begin(line);
            case "VICTORY" -> victory(line);
            case "RULE", "RULES" -> rule(line);
            default -> {
                if (line.text().contains("=")) {
                    geography.name(line);
                } else if (Geography.TERRAINS.contains(d) && w.size() > 1) {
                    geography.terrain(line);
                } else {
                    politics(line, d, w);
                }
            }
        }
    }

    private void politics(SourceLine line, String d, List<String> w) {
        switch (d) {
            case "UNOWNED", "NEUTRAL" -> politics.unowned(line);
            case "UNPLAYED" -> politics.unplayed(line);
            case "DUMMY", "DUMMIES" -> politics.dummy(line);
            case "UNITS" -> politics.clearUnits(line);
            case "A", "F" -> politics.unit(line);
            default -> {
                if (Geography.TERRAINS.contains(d)) {
                    problems.at(line, d + " names no location (a terrain line is '" + d + " ABC ABUTS neighbour...')");
                } else if (REFUSED.containsKey(d)) {
                    problems.at(line, "the DPjudge directive " + d + " (it " + REFUSED.get(d) + ") is not supported");
                } else if (w.size() > 1 && w.get(1).equals("->")) {
                    problems.at(line, "renaming a power ('old -> new') is not supported");
                } else if (w.size() > 1 && w.get(1).startsWith("(")) {
                    politics.power(line);
                } else {
                    problems.at(line, "unknown directive '" + w.get(0) + "' (a power is declared as 'NAME (ADJECTIVE) "
                            + "HOME...'; the directives read are listed in docs/maps.md)");
                }
            }
        }
    }

    /** {@code BEGIN SPRING year MOVEMENT}; the last one counts. */
    private void begin(SourceLine line) {
        List<String> a = line.arguments();
        if (a.size() != 3) {
            problems.at(line, "BEGIN is 'BEGIN SPRING year MOVEMENT', not '" + line.text() + "'");
            return;
        }
        if (!a.get(0).equalsIgnoreCase("SPRING") || !a.get(2).equalsIgnoreCase("MOVEMENT")) {
            problems.at(line, "only a game that begins with a Spring movement phase is supported ('BEGIN SPRING "
                    + "year MOVEMENT'), not '" + String.join(" ", a) + "'");
            return;
        }
        Integer y = positive(a.get(1));
        if (y == null) {
            problems.at(line, "BEGIN year '" + a.get(1) + "' is not a positive whole number");
            return;
        }
        begin = line;
        year = y;
    }

    /** {@code VICTORY count}: one count for every year. */
    private void victory(SourceLine line) {
        List<String> a = line.arguments();
        if (a.size() != 1) {
            problems.at(line, a.isEmpty() ? "VICTORY gives no count of centres"
                    : "VICTORY with a count per game year is not supported; give one count ('VICTORY 18')");
            return;
        }
        Integer n = positive(a.get(0));
        if (n == null) {
            problems.at(line, "VICTORY count '" + a.get(0) + "' is not a positive whole number");
            return;
        }
        victoryLine = line;
        victory = n;
    }

    /** {@code RULE[S] name...}: BUILD_ANY, or {@code !BUILD_ANY} to turn it off again. */
    private void rule(SourceLine line) {
        if (line.arguments().isEmpty()) {
            problems.at(line, line.directive() + " names no rule");
        }
        for (String r : line.arguments()) {
            String name = r.toUpperCase(Locale.ROOT);
            boolean off = name.startsWith("!");
            if (off) {
                name = name.substring(1);
            }
            if (!VariantRules.KNOWN.contains(name)) {
                problems.at(line, "rule " + r + " is not supported (the rules read: " + VariantRules.KNOWN + ")");
            } else if (off) {
                rules.remove(name);
            } else {
                rules.add(name);
            }
        }
    }

    private static Integer positive(String text) {
        if (!text.matches("[0-9]{1,9}")) {
            return null;
        }
        int n = Integer.parseInt(text);
        return n > 0 ? n : null;
    }
}
