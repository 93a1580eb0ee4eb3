package calhamer.adjudicator.order;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.UnitType;

/**
 * Reads orders written in the notation of the research ecosystem and in the hand-written forms of the rulebook and
 * the DATC: {@code A VIE H}, {@code A VIE - TYR} (also {@code ->}, {@code =>}, {@code A vie-tyr}),
 * {@code A LON - NWY VIA} ({@code via convoy}), {@code A TRI S A VIE - TYR} ({@code supp}, {@code supports}),
 * {@code A TRI S A VIE}, {@code F NTH C A LON - NWY} ({@code convoys}), {@code A MUN R BOH}, {@code A MUN D}
 * ({@code disband}, {@code remove}), {@code A PAR B} ({@code build A PAR}), {@code WAIVE}. Provinces may be written
 * by id, alias or full name ({@code "F North Sea - Picardy"}), coasts as {@code STP/NC}, {@code stp(nc)} or
 * {@code "St Petersburg (north coast)"}; case does not matter. The type letter of a supported, convoyed or removed
 * unit may be left out.
 *
 * <p>Parsing is linear in the length of the text (a province name is looked up at most five words ahead). The parser
 * only reads: whether the order can be carried out is the adjudicator's business. The canonical notation
 * ({@link Order#toString()}), what bots send, is read first in one pass (a private fast path); any other text by the
 * grammar ({@link OrderGrammar}). Instances are immutable and thread-safe.
 */
public final class OrderParser {
    private final DiplomacyMap map;

    public OrderParser(DiplomacyMap map) {
        this.map = map;
    }

    /** @return the map provinces are looked up on */
    public DiplomacyMap map() {
        return map;
    }

    /**
     * Reads one order.
     *
     * @throws OrderSyntaxException saying what could not be read
     */
    public Order parse(String text) {
        if (text == null || text.isBlank()) {
            throw new OrderSyntaxException("the order is empty");
        }
        Order canonical = Canonical.read(map, text);
        return canonical != null ? canonical : new OrderGrammar(map, text).order();
    }

    /**
     * The fast path of {@link #parse}: the canonical notation, the one {@link Order#toString()} writes and bots send
     * ({@code A VIE - TYR}, {@code A TRI S A VIE - TYR}, {@code F NTH C A LON - NWY}, {@code A LON - NWY VIA},
     * {@code A MUN R BOH}, {@code A PAR B}, {@code WAIVE}: single spaces, upper case, unit types given, locations by
     * id), read in one pass without cutting words, or null so that the grammar reads the text (an order is read
     * for every order of every request, and cutting and normalising words costs several times more). It reads only
     * texts the grammar reads to the same order (a location id that is also an order word is left to the grammar);
     * {@code OrderParserTest} reads every legal order of random positions back from its notation. O(length).
     */
    private static final class Canonical {
        private final DiplomacyMap map;
        private final String text;
        private int pos;

        private Canonical(DiplomacyMap map, String text) {
            this.map = map;
            this.text = text;
        }

        /** @return the order, or null when the text is not in the canonical notation */
        static Order read(DiplomacyMap map, String text) {
            return new Canonical(map, text).order();
        }

        private Order order() {
            if (text.equals("WAIVE")) {
                return new Waive();
            }
            UnitRef unit = unit();
            if (unit == null || !space()) {
                return null;
            }
            char verb = verb();
            switch (verb) {
                case 'H':
                    return atEnd() ? new Hold(unit) : null;
                case 'D':
                    return atEnd() ? new Disband(unit) : null;
                case 'B':
                    return atEnd() ? new Build(unit) : null;
                case 'R': {
                    Location to = space() ? location() : null;
                    return to != null && atEnd() ? new Retreat(unit, to) : null;
                }
                case '-': {
                    Location to = space() ? location() : null;
                    if (to == null) {
                        return null;
                    }
                    if (atEnd()) {
                        return Move.of(unit, to, false, map.adjacency());
                    }
                    return text.startsWith(" VIA", pos) && pos + 4 == text.length()
                            ? Move.of(unit, to, true, map.adjacency()) : null;
                }
                case 'S': {
                    UnitRef supported = space() ? unit() : null;
                    if (supported == null) {
                        return null;
                    }
                    if (atEnd()) {
                        return Support.hold(unit, supported);
                    }
                    Location to = arrow() ? location() : null;
                    return to != null && atEnd() ? Support.move(unit, supported, to) : null;
                }
                case 'C': {
                    UnitRef army = space() ? unit() : null;
                    Location to = army != null && army.type() == UnitType.ARMY && arrow() ? location() : null;
                    return to != null && atEnd() ? new Convoy(unit, army, to) : null;
                }
                default:
                    return null;
            }
        }

        /** Reads {@code A VIE} or {@code F STP/NC}. */
        private UnitRef unit() {
            if (pos + 2 > text.length() || text.charAt(pos + 1) != ' ') {
                return null;
            }
            char letter = text.charAt(pos);
            UnitType type = letter == 'A' ? UnitType.ARMY : letter == 'F' ? UnitType.FLEET : null;
            if (type == null) {
                return null;
            }
            pos += 2;
            Location location = location();
            return location == null ? null : new UnitRef(type, location);
        }

        /** Reads a location id followed by a space or the end; one that is also an order word is left to the grammar. */
        private Location location() {
            int end = text.indexOf(' ', pos);
            if (end < 0) {
                end = text.length();
            }
            if (end == pos) {
                return null;
            }
            Location location = map.locationWithId(text, pos, end);
            if (location == null || OrderGrammar.KEYWORDS.contains(location.id())) {
                return null;
            }
            pos = end;
            return location;
        }

        /** Reads a one-letter order word followed by the end or a space (not consumed). */
        private char verb() {
            if (pos >= text.length() || pos + 1 < text.length() && text.charAt(pos + 1) != ' ') {
                return 0;
            }
            return text.charAt(pos++);
        }

        private boolean space() {
            if (pos < text.length() && text.charAt(pos) == ' ') {
                pos++;
                return true;
            }
            return false;
        }

        /** Reads {@code " - "}. */
        private boolean arrow() {
            if (text.startsWith(" - ", pos)) {
                pos += 3;
                return true;
            }
            return false;
        }

        private boolean atEnd() {
            return pos == text.length();
        }
    }
}
