package calhamer.adjudicator.position;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads a plain position straight from a token stream, without a JSON tree: {@code phase}, {@code units} and
 * {@code centers}, and in a retreat phase its {@code dislodged} units (at least one) and, if given, its
 * {@code contested} provinces; each field and power once, units written {@code "A PAR"} (an exact location id), and
 * nothing wrong with it. Anything else (a problem, dislodged units or standoffs outside a retreat phase, a repeated
 * key, an unexpected token) gives null, and the caller reads the document with {@link PositionReader}, which then
 * names every problem: this reader decides nothing the full reader would not, it only reads the common case without
 * building a tree first (a tree and the walk over it were a fifth of a batch adjudication's time). Every rule it
 * checks is the full reader's own ({@link PositionRules#unitProblem}, {@link Phase#parse}, the map's look-ups).
 * O(size of the document).
 */
final class PlainPositionReader {
    private final DiplomacyMap map;
    private final JsonParser p;
    private final Unit[] unitAt;
    private final Power[] ownerAt;
    private final boolean[] dislodgedAt;
    private final List<Unit> units = new ArrayList<>();
    private final List<DislodgedUnit> dislodged = new ArrayList<>();
    private final Set<Province> contested = new HashSet<>();

    private PlainPositionReader(DiplomacyMap map, JsonParser p) {
        this.map = map;
        this.p = p;
        this.unitAt = new Unit[map.provinces().size()];
        this.ownerAt = new Power[map.provinces().size()];
        this.dislodgedAt = new boolean[map.provinces().size()];
    }

    /**
     * @param p a parser at the position's {@code START_OBJECT}
     * @return the position (the parser at its {@code END_OBJECT}), or null (the parser somewhere inside it)
     */
    static Position read(DiplomacyMap map, JsonParser p) throws IOException {
        return p.currentToken() == JsonToken.START_OBJECT ? new PlainPositionReader(map, p).read() : null;
    }

    private Position read() throws IOException {
        Phase phase = null;
        boolean unitsRead = false;
        boolean centersRead = false;
        boolean dislodgedRead = false;
        boolean contestedRead = false;
        for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
            if (t != JsonToken.FIELD_NAME) {
                return null;
            }
            String field = p.currentName();
            JsonToken value = p.nextToken();
            boolean read;
            if (field.equals("phase") && phase == null && value == JsonToken.VALUE_STRING) {
                phase = phase(p.getText());
                read = phase != null;
            } else if (field.equals("units") && !unitsRead) {
                unitsRead = true;
                read = forEachPowerList(this::unit);
            } else if (field.equals("centers") && !centersRead) {
                centersRead = true;
                read = forEachPowerList(this::center);
            } else if (field.equals("dislodged") && !dislodgedRead) {
                dislodgedRead = true;
                read = forEachPowerList(this::dislodgedUnit);
            } else if (field.equals("contested") && !contestedRead) {
                contestedRead = true;
                read = contested();
            } else {
                read = false;
            }
            if (!read) {
                return null;
            }
        }
        if (phase == null || !unitsRead || !centersRead) {
            return null;
        }
        if (phase.type() != PhaseType.RETREAT) {
            return dislodgedRead || contestedRead ? null
                    : Position.withOwners(map, phase, units, ownerAt, List.of(), Set.of());
        }
        for (Province standoff : contested) {
            if (unitAt[standoff.index()] != null) {
                return null;
            }
        }
        return dislodged.isEmpty() ? null : Position.withOwners(map, phase, units, ownerAt, dislodged, contested);
    }

    /** @return the phase, or null when it is not one */
    private static Phase phase(String text) {
        try {
            return Phase.parse(text);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private interface ItemReader {
        /** @return whether the item (the parser at its first token) was read without a problem */
        boolean read(Power power) throws IOException;
    }

    /** Reads {@code {"POWER": ["item", ...], ...}}, each power once; false at the first irregularity. */
    private boolean forEachPowerList(ItemReader reader) throws IOException {
        if (p.currentToken() != JsonToken.START_OBJECT) {
            return false;
        }
        boolean[] seen = new boolean[map.powers().size()];
        for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
            Power power = t == JsonToken.FIELD_NAME ? map.findPower(p.currentName()).orElse(null) : null;
            if (power == null || seen[power.index()] || p.nextToken() != JsonToken.START_ARRAY) {
                return false;
            }
            seen[power.index()] = true;
            for (JsonToken item = p.nextToken(); item != JsonToken.END_ARRAY; item = p.nextToken()) {
                if (!reader.read(power)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Reads {@code "A PAR"} ({@link #canonicalUnit}); the unit may stand there, alone. */
    private boolean unit(Power power) throws IOException {
        Unit unit = standing(power);
        if (unit == null || unitAt[unit.province().index()] != null) {
            return false;
        }
        unitAt[unit.province().index()] = unit;
        units.add(unit);
        return true;
    }

    /**
     * Reads {@code {"unit": "F TRI", "attackerFrom": "TYR"}} (the attacker's province null or left out when it came
     * by convoy): one dislodged unit a province.
     */
    private boolean dislodgedUnit(Power power) throws IOException {
        if (p.currentToken() != JsonToken.START_OBJECT) {
            return false;
        }
        Unit unit = null;
        boolean fromRead = false;
        Province from = null;
        for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
            String field = p.currentName();
            JsonToken value = p.nextToken();
            if (field.equals("unit") && unit == null) {
                unit = standing(power);
                if (unit == null) {
                    return false;
                }
            } else if (field.equals("attackerFrom") && !fromRead) {
                fromRead = true;
                from = value == JsonToken.VALUE_STRING ? map.findProvince(p.getText()).orElse(null) : null;
                if (from == null && value != JsonToken.VALUE_NULL) {
                    return false;
                }
            } else {
                return false;
            }
        }
        if (unit == null || dislodgedAt[unit.province().index()]) {
            return false;
        }
        dislodgedAt[unit.province().index()] = true;
        dislodged.add(new DislodgedUnit(unit, from));
        return true;
    }

    /** @return the unit the parser's string names ({@link #canonicalUnit}) if it may stand there, or null */
    private Unit standing(Power power) throws IOException {
        if (p.currentToken() != JsonToken.VALUE_STRING) {
            return null;
        }
        Unit unit = canonicalUnit(map, power, p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
        return unit == null || PositionRules.unitProblem(unit.type(), unit.location()) != null ? null : unit;
    }

    /** Reads {@code ["ALB", ...]}, the provinces a standoff left vacant (checked against the units at the end). */
    private boolean contested() throws IOException {
        if (p.currentToken() != JsonToken.START_ARRAY) {
            return false;
        }
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            Province province = t == JsonToken.VALUE_STRING ? map.findProvince(p.getText()).orElse(null) : null;
            if (province == null) {
                return false;
            }
            contested.add(province);
        }
        return true;
    }

    /**
     * Reads a unit in the canonical notation, {@code "A PAR"}: a type letter, one space, an exact location id (what
     * {@link Unit#toString()} writes), without cutting words or normalising names; not checked against the rules.
     *
     * @return the unit, or null when the text is not in that notation
     */
    static Unit canonicalUnit(DiplomacyMap map, Power power, String text) {
        return canonicalUnit(map, power, text.toCharArray(), 0, text.length());
    }

    /** As {@link #canonicalUnit(DiplomacyMap, Power, String)}, the text {@code text[offset, offset + length)}. */
    private static Unit canonicalUnit(DiplomacyMap map, Power power, char[] text, int offset, int length) {
        if (length < 3 || text[offset + 1] != ' ') {
            return null;
        }
        UnitType type = UnitType.ofLetter(text[offset]);
        Location location = type == null ? null : map.locationWithId(text, offset + 2, length - 2);
        return location == null ? null : new Unit(power, type, location);
    }

    /**
     * Reads a supply centre owned by the power and by no other: its exact id found from the parser's characters
     * (no string made), any other name through the map's province look-up.
     */
    private boolean center(Power power) throws IOException {
        if (p.currentToken() != JsonToken.VALUE_STRING) {
            return false;
        }
        Location exact = map.locationWithId(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
        Province province = exact != null && !exact.hasCoast() ? exact.province()
                : map.findProvince(p.getText()).orElse(null);
        if (province == null || !province.supplyCenter() || ownerAt[province.index()] != null) {
            return false;
        }
        ownerAt[province.index()] = power;
        return true;
    }
}
