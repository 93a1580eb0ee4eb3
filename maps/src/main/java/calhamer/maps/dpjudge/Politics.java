package calhamer.maps.dpjudge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The political and military lines of a {@code .map} file as read, in order: power declarations with their home
 * centres, units, unowned centres, {@code UNPLAYED}, {@code DUMMY} and {@code UNITS}. Names of places are checked
 * later, against the geography ({@link StartBuilder}), since a file may declare powers before its places. O(1) per
 * word, but for {@code UNPLAYED}, which is O(units).
 */
final class Politics {
    /** Calhamer's power names. */
    static final Pattern POWER = Pattern.compile("[A-Z][A-Z0-9_]*");

    /** A place named by a line: a home or unowned centre, or a unit's location. */
    record Named(SourceLine line, String written) {
        /** @return the province id, upper case */
        String province() {
            int slash = written.indexOf('/');
            return (slash < 0 ? written : written.substring(0, slash)).toUpperCase(Locale.ROOT);
        }
    }

    /** A declared power: where it was declared (last), and its home centres by province. */
    record PowerLine(String name, SourceLine line, Map<String, Named> homes) {
    }

    /** A starting unit: its power, {@code A} or {@code F}, and its location. */
    record UnitLine(String power, char type, Named location) {
    }

    private final Problems problems;
    private final Map<String, PowerLine> powers = new LinkedHashMap<>();
    /** Every centre ever named, as a home or unowned: all stay supply centres, whoever leaves the game. */
    private final Map<String, Named> centres = new LinkedHashMap<>();
    /** Starting units by province, in the order they were listed. */
    private final Map<String, UnitLine> units = new LinkedHashMap<>();
    private final Map<String, SourceLine> dummies = new LinkedHashMap<>();
    private String current;

    Politics(Problems problems) {
        this.problems = problems;
    }

    Map<String, PowerLine> powers() {
        return powers;
    }

    Map<String, Named> centres() {
        return centres;
    }

    Map<String, UnitLine> units() {
        return units;
    }

    Map<String, SourceLine> dummies() {
        return dummies;
    }

    /**
     * The power-name form Calhamer uses: upper case, without DPjudge's {@code -}, {@code +}, {@code .} and
     * {@code ,} ({@code NEW-YORK} is {@code NEWYORK}, as in the MILA engine).
     */
    static String powerName(String written) {
        StringBuilder b = new StringBuilder();
        for (char c : written.toUpperCase(Locale.ROOT).toCharArray()) {
            if ("-+.,".indexOf(c) < 0) {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** Reads {@code NAME (ADJECTIVE[:L]) HOME...}: declares the power, or adds homes to it, and makes it current. */
    void power(SourceLine line) {
        List<String> w = line.words();
        String name = powerName(w.get(0));
        if (!POWER.matcher(name).matches()) {
            problems.at(line, "power name '" + w.get(0) + "' must be letters, digits or '_', starting with a letter");
            return;
        }
        int i = 1;
        while (i < w.size() && !w.get(i).endsWith(")")) {
            i++;
        }
        if (i == w.size()) {
            problems.at(line, "the adjective of " + w.get(0) + " opens a parenthesis it does not close");
            return;
        }
        PowerLine power = powers.get(name);
        power = new PowerLine(name, line, power == null ? new LinkedHashMap<>() : power.homes());
        powers.put(name, power);
        current = name;
        for (String home : w.subList(i + 1, w.size())) {
            if (centre(line, home)) {
                power.homes().put(new Named(line, home).province(), new Named(line, home));
            }
        }
    }

    /** Reads {@code UNOWNED c...} (or {@code NEUTRAL c...}): supply centres owned by nobody at the start. */
    void unowned(SourceLine line) {
        current = null;
        for (String c : line.arguments()) {
            centre(line, c);
        }
    }

    private boolean centre(SourceLine line, String written) {
        if (written.startsWith("-")) {
            problems.at(line, "removing a centre ('" + written + "') is not supported");
            return false;
        }
        if (!Geography.PROVINCE.matcher(written).matches()) {
            problems.at(line, "centre '" + written + "' is not a province id (three letters or digits)");
            return false;
        }
        Named named = new Named(line, written);
        centres.putIfAbsent(named.province(), named);
        return true;
    }

    /** Reads {@code A LOC} or {@code F LOC[/COAST]}: a unit of the current power; it replaces any unit there. */
    void unit(SourceLine line) {
        if (line.words().size() != 2) {
            problems.at(line, "a unit line is 'A LOC' or 'F LOC' (or 'F LOC/NC'), not '" + line.text() + "'");
            return;
        }
        if (current == null) {
            problems.at(line, "unit '" + line.text() + "' comes before any power (units belong to the power "
                    + "declared last)");
            return;
        }
        Named location = new Named(line, line.words().get(1));
        units.remove(location.province());
        units.put(location.province(), new UnitLine(current, line.directive().charAt(0), location));
    }

    /** Reads {@code UNITS}: forgets the current power's units. */
    void clearUnits(SourceLine line) {
        if (current == null) {
            problems.at(line, "UNITS comes before any power (it forgets the units of the power declared last)");
            return;
        }
        units.values().removeIf(u -> u.power().equals(current));
    }

    /** Reads {@code UNPLAYED [ALL [EXCEPT] | power...]}: removes powers with their homes and units. */
    void unplayed(SourceLine line) {
        for (String gone : chosen(line, "UNPLAYED")) {
            powers.remove(gone);
            dummies.remove(gone);
            units.values().removeIf(u -> u.power().equals(gone));
        }
        current = null;
    }

    /** Reads {@code DUMMY [ALL [EXCEPT] | power...]} (or {@code DUMMIES}): powers that take no part (neutral). */
    void dummy(SourceLine line) {
        for (String d : chosen(line, line.directive())) {
            dummies.putIfAbsent(d, line);
        }
        if (!line.arguments().isEmpty()) {
            current = null;
        }
    }

    /** @return the powers a {@code UNPLAYED} or {@code DUMMY} line chooses; unknown ones are problems */
    private List<String> chosen(SourceLine line, String directive) {
        List<String> args = new ArrayList<>();
        for (String a : line.arguments()) {
            String name = powerName(a);
            if (!name.isEmpty()) {
                args.add(name);
            }
        }
        if (args.isEmpty()) {
            if (current == null || directive.equals("DUMMIES")) {
                problems.at(line, directive + " without power names needs a power declared just before it");
                return List.of();
            }
            return List.of(current);
        }
        if (!args.get(0).equals("ALL")) {
            List<String> known = new ArrayList<>();
            for (String a : args) {
                if (powers.containsKey(a)) {
                    known.add(a);
                } else {
                    problems.at(line, directive + " names " + a + ", which is not a power (powers: "
                            + powers.keySet() + ")");
                }
            }
            return known;
        }
        if (args.size() == 1) {
            return new ArrayList<>(powers.keySet());
        }
        if (!args.get(1).equals("EXCEPT") || args.size() == 2) {
            problems.at(line, directive + " ALL is followed by nothing or by 'EXCEPT power...'");
            return List.of();
        }
        List<String> except = args.subList(2, args.size());
        for (String e : except) {
            if (!powers.containsKey(e)) {
                problems.at(line, directive + " ALL EXCEPT names " + e + ", which is not a power");
            }
        }
        return powers.keySet().stream().filter(p -> !except.contains(p)).toList();
    }
}
