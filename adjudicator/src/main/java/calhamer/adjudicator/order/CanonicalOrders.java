package calhamer.adjudicator.order;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.UnitType;
import java.util.Set;

/**
 * Reads the canonical notation, the one {@link Order#toString()} writes and bots send ({@code A VIE - TYR},
 * {@code A TRI S A VIE - TYR}, {@code F NTH C A LON - NWY}, {@code A LON - NWY VIA}, {@code A MUN R BOH},
 * {@code A PAR B}, {@code WAIVE}: single spaces, upper case, unit types given, locations by id), in one pass without
 * copying words, or gives null so that {@link OrderParser} reads the text in full. Every text it reads it reads as
 * the full reader does ({@code OrderParserTest} checks both on every legal order of random positions); it is there
 * because an order is read for every order of every request, and the full reader's normalising costs several times
 * more. O(length of the text).
 */
final class CanonicalOrders {
    /** Words the full reader takes as order words: a location written as one of them is left to it. */
    private static final Set<String> KEYWORDS = OrderParser.KEYWORDS;

    private final DiplomacyMap map;
    private final String text;
    private int pos;

    private CanonicalOrders(DiplomacyMap map, String text) {
        this.map = map;
        this.text = text;
    }

    /** @return the order, or null when the text is not in the canonical notation */
    static Order read(DiplomacyMap map, String text) {
        return new CanonicalOrders(map, text).order();
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
                    return new Move(unit, to, false);
                }
                return text.startsWith(" VIA", pos) && pos + 4 == text.length() ? new Move(unit, to, true) : null;
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

    /** Reads a location id followed by a space or the end; one that is also an order word is left to the full reader. */
    private Location location() {
        int end = text.indexOf(' ', pos);
        if (end < 0) {
            end = text.length();
        }
        if (end == pos) {
            return null;
        }
        String id = text.substring(pos, end);
        Location location = KEYWORDS.contains(id) ? null : map.locationWithId(id);
        if (location != null) {
            pos = end;
        }
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
