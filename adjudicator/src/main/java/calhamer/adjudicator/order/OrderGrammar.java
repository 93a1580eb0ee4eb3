package calhamer.adjudicator.order;

import calhamer.maps.Coast;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.MapLookup;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The grammar of {@link OrderParser}: reads one order in any accepted notation, word by word (the text cut at
 * whitespace and at the edges of {@code -}, {@code ->}, {@code =>}), saying what could not be read. A location is
 * the longest run of words naming one (at most {@value #LONGEST_NAME_WORDS}), a word like {@code lvp-iri} split when
 * it names none; case does not matter. One instance per order; linear in the length of the text.
 */
final class OrderGrammar {
    private static final int LONGEST_NAME_WORDS = 5;
    /** The order words and unit types: a run of words naming a location stops at one of them. */
    static final Set<String> KEYWORDS = Set.of("H", "HOLD", "HOLDS", "-", "M", "MOVE", "MOVES", "S", "SUP",
            "SUPP", "SUPPORT", "SUPPORTS", "C", "CONVOY", "CONVOYS", "VIA", "R", "RETREAT", "RETREATS", "D", "DISBAND",
            "DISBANDS", "REMOVE", "REMOVES", "B", "BUILD", "BUILDS", "WAIVE", "A", "F", "ARMY", "FLEET");

    private final DiplomacyMap map;
    private final String text;
    private final List<String> words = new ArrayList<>();
    private int pos;

    OrderGrammar(DiplomacyMap map, String text) {
        this.map = map;
        this.text = text.trim();
        String spaced = this.text.replace("->", " - ").replace("=>", " - ").replace("\u2192", " - ");
        for (String w : MapLookup.words(spaced)) {
            splitEdgeDashes(w);
        }
    }

    private void splitEdgeDashes(String w) {
        if (w.length() > 1 && w.startsWith("-")) {
            words.add("-");
            splitEdgeDashes(w.substring(1));
        } else if (w.length() > 1 && w.endsWith("-")) {
            splitEdgeDashes(w.substring(0, w.length() - 1));
            words.add("-");
        } else if (!w.isEmpty()) {
            words.add(w);
        }
    }

    /**
     * @return the order
     * @throws OrderSyntaxException saying what could not be read
     */
    Order order() {
        String first = upper(0);
        if (first.equals("WAIVE")) {
            pos++;
            expectEnd();
            return new Waive();
        }
        if (first.equals("BUILD") || first.equals("B")) {
            pos++;
            return build(unit());
        }
        if (first.equals("REMOVE") || first.equals("DISBAND") || first.equals("D")) {
            pos++;
            UnitRef unit = unit();
            expectEnd();
            return new Disband(unit);
        }
        UnitRef unit = unit();
        if (atEnd()) {
            throw error("expected what " + unit + " does after '" + unit
                    + "': H, - (move), S (support), C (convoy), R (retreat), D (disband) or B (build)");
        }
        String verb = upper(pos++);
        switch (verb) {
            case "H": case "HOLD": case "HOLDS":
                expectEnd();
                return new Hold(unit);
            case "-": case "M": case "MOVE": case "MOVES":
                return move(unit);
            case "S": case "SUP": case "SUPP": case "SUPPORT": case "SUPPORTS":
                return support(unit);
            case "C": case "CONVOY": case "CONVOYS":
                return convoy(unit);
            case "R": case "RETREAT": case "RETREATS":
                skip("-");
                Location to = location("the retreat destination");
                expectEnd();
                return new Retreat(unit, to);
            case "D": case "DISBAND": case "DISBANDS": case "REMOVE": case "REMOVES":
                expectEnd();
                return new Disband(unit);
            case "B": case "BUILD": case "BUILDS":
                return build(unit);
            default:
                throw error("'" + words.get(pos - 1) + "' is not an order word: expected H, - (move), S (support),"
                        + " C (convoy), R (retreat), D (disband) or B (build) after '" + unit + "'");
        }
    }

    private Order build(UnitRef unit) {
        expectEnd();
        if (unit.type() == null) {
            throw error("a build must say what it builds: A (army) or F (fleet) before " + unit);
        }
        return new Build(unit);
    }

    private Order move(UnitRef unit) {
        Location to = location("the destination of the move");
        boolean via = false;
        if (!atEnd() && upper(pos).equals("VIA")) {
            pos++;
            via = true;
            if (!atEnd() && upper(pos).startsWith("CONVOY")) {
                pos++;
            }
        }
        expectEnd();
        return Move.of(unit, to, via, map.adjacency());
    }

    private Order support(UnitRef unit) {
        UnitRef supported = unit();
        if (atEnd()) {
            return Support.hold(unit, supported);
        }
        String next = upper(pos);
        if (next.equals("H") || next.equals("HOLD") || next.equals("HOLDS")) {
            pos++;
            expectEnd();
            return Support.hold(unit, supported);
        }
        if (!next.equals("-") && !next.equals("M") && !next.equals("MOVE")) {
            throw error("expected '-' and a destination, or the end of the order, after the supported unit "
                    + supported + " but found '" + words.get(pos) + "'");
        }
        pos++;
        Location to = location("the destination of the supported move");
        expectEnd();
        return Support.move(unit, supported, to);
    }

    private Order convoy(UnitRef unit) {
        UnitRef army = unit();
        if (atEnd() || !upper(pos).equals("-")) {
            throw error("a convoy must name the army's destination: expected '- <province>' after " + army);
        }
        pos++;
        Location to = location("the destination of the convoyed army");
        expectEnd();
        return new Convoy(unit, army, to);
    }

    private UnitRef unit() {
        if (atEnd()) {
            throw error("expected a unit (A or F and a province) at the end of the order");
        }
        UnitType type = null;
        String w = upper(pos);
        if (w.equals("A") || w.equals("ARMY")) {
            type = UnitType.ARMY;
            pos++;
        } else if (w.equals("F") || w.equals("FLEET")) {
            type = UnitType.FLEET;
            pos++;
        }
        return new UnitRef(type, location("the unit's province"));
    }

    /** Reads the longest run of words naming a location, splitting {@code lvp-iri} when it names none. */
    private Location location(String what) {
        if (atEnd()) {
            throw error("expected " + what + " at the end of the order");
        }
        int max = 1;
        while (max < LONGEST_NAME_WORDS && pos + max < words.size()
                && !KEYWORDS.contains(upper(pos + max))) {
            max++;
        }
        for (int n = max; n >= 1; n--) {
            String name = n == 1 ? words.get(pos) : String.join(" ", words.subList(pos, pos + n));
            Optional<Location> found = map.findLocation(name);
            if (found.isPresent()) {
                pos += n;
                return found.get();
            }
        }
        String word = words.get(pos);
        int dash = word.indexOf('-');
        if (dash > 0 && dash < word.length() - 1) {
            words.set(pos, word.substring(0, dash));
            words.add(pos + 1, "-");
            words.add(pos + 2, word.substring(dash + 1));
            return location(what);
        }
        throw error(unknownLocation(word, what));
    }

    private String unknownLocation(String word, String what) {
        int cut = Math.max(word.indexOf('/'), word.indexOf('('));
        if (cut > 0) {
            Optional<Province> p = map.findProvince(word.substring(0, cut));
            String coast = word.substring(cut + 1).replace(")", "");
            if (p.isPresent()) {
                return Coast.parse(coast).isPresent()
                        ? p.get().id() + " has no " + coast.toUpperCase(Locale.ROOT) + " coast (coasts: "
                                + (p.get().hasCoasts() ? p.get().coasts() : "none") + ")"
                        : "'" + coast + "' is not a coast (NC, SC, EC or WC)";
            }
        }
        return "'" + word + "' is not a province of map " + map.id() + " (expected " + what + ")";
    }

    private void skip(String word) {
        if (!atEnd() && upper(pos).equals(word)) {
            pos++;
        }
    }

    private void expectEnd() {
        if (!atEnd()) {
            throw error("unexpected '" + String.join(" ", words.subList(pos, words.size()))
                    + "' at the end of the order");
        }
    }

    private boolean atEnd() {
        return pos >= words.size();
    }

    private String upper(int i) {
        return words.get(i).toUpperCase(Locale.ROOT);
    }

    private OrderSyntaxException error(String message) {
        return new OrderSyntaxException("cannot read '" + text + "': " + message);
    }
}
