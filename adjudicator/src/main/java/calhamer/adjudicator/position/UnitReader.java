package calhamer.adjudicator.position;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.MapLookup;
import calhamer.maps.Power;
import calhamer.maps.UnitType;

/**
 * Reads a unit of a position in its notation, a type letter and a location: {@code "A PAR"}, {@code "F STP/NC"}
 * (what {@link Unit#toString()} writes), also with other spacing, case or names the map knows ({@code "a Paris"}),
 * checking that a unit of that type may stand there ({@link PositionRules}). The canonical notation is read from
 * characters in one pass without a string; O(length of the text).
 */
public final class UnitReader {
    private UnitReader() {
    }

    /**
     * Reads a unit in the canonical notation, an exact location id after the letter and one space, from
     * {@code text[offset, offset + length)}.
     *
     * @return the unit, or null when the text is not in that notation or the unit may not stand there (then
     *         {@link #read} names the problem)
     */
    public static Unit canonical(DiplomacyMap map, Power power, char[] text, int offset, int length) {
        if (length < 3 || text[offset + 1] != ' ') {
            return null;
        }
        UnitType type = UnitType.ofLetter(text[offset]);
        Location location = type == null ? null : map.locationWithId(text, offset + 2, length - 2);
        return location == null || PositionRules.unitProblem(type, location) != null ? null
                : new Unit(power, type, location);
    }

    /**
     * Reads a unit in any notation the map's names allow.
     *
     * @return the unit
     * @throws NotAUnitException when the text is not a type letter and a location name at all
     * @throws IllegalArgumentException saying what is wrong: an unknown province or coast, a unit that may not
     *                                  stand there
     */
    public static Unit read(DiplomacyMap map, Power power, String text) {
        Unit canonical = canonical(map, power, text.toCharArray(), 0, text.length());
        if (canonical != null) {
            return canonical;
        }
        String[] parts = MapLookup.words(text.trim());
        UnitType type = parts.length == 2 && parts[0].length() == 1 ? UnitType.ofLetter(parts[0].charAt(0)) : null;
        if (type == null) {
            throw new NotAUnitException();
        }
        String name = parts[1];
        Location location = map.findLocation(name).orElse(null);
        if (location == null) {
            int cut = name.indexOf('/');
            throw new IllegalArgumentException(cut > 0 && map.findProvince(name.substring(0, cut)).isPresent()
                    ? "unknown coast in " + name : "unknown province " + name);
        }
        String problem = PositionRules.unitProblem(type, location);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        return new Unit(power, type, location);
    }

    /** Text that is not a unit's notation at all; the reader of the text's container says what it found. */
    public static final class NotAUnitException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        NotAUnitException() {
            super("expected a unit such as \"A PAR\" or \"F STP/NC\"");
        }
    }
}
