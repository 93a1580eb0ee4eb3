package calhamer.wire.positions;

import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.InvalidPositionException;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.PositionProblem;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.position.UnitReader;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads one position of {@link PositionJson} from a token stream, without a JSON tree (a tree and the walk over it
 * were a fifth of a batch adjudication's time), collecting every problem before refusing the position as a whole:
 * unknown fields, powers, provinces and coasts, units on the wrong terrain or without their coast, two units in a
 * province, centres that are not supply centres or have two owners, dislodged units and standoffs outside retreat
 * phases, a retreat phase without dislodged units. Fields may come in any order; a repeated field, power or item
 * field counts once, with its last value, in the place of its first (as in a JSON tree); problems are named in the
 * same order whatever the order of the fields ({@link PositionAssembly}). Units in the canonical notation and
 * centres by id are looked up from the parser's characters without a string. One reader per position; O(size of
 * the document).
 */
final class PositionReader {
    static final String UNKNOWN_FIELD = "unknown field (expected phase, year, units, centers, dislodged, contested)";
    private static final String EXPECTED_DISLODGED = "expected {\"unit\": \"F TRI\", \"attackerFrom\": \"TYR\"}"
            + " or {\"unit\": \"F TRI\", \"retreats\": [\"ALB\", \"VEN\"]}";

    private final DiplomacyMap map;
    private final JsonParser p;
    private final PositionAssembly assembly;
    /** The problem of the unit last read by {@link #unit}, when it returned null. */
    private String unitProblem;

    private PositionReader(DiplomacyMap map, JsonParser p) {
        this.map = map;
        this.p = p;
        this.assembly = new PositionAssembly(map);
    }

    /**
     * Reads the value at the parser (its first token), which is afterwards at the value's last token.
     *
     * @throws InvalidPositionException naming every problem
     * @throws IOException              when the tokens are not JSON
     */
    static Position read(DiplomacyMap map, JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.START_OBJECT) {
            p.skipChildren();
            throw new InvalidPositionException(List.of(new PositionProblem("$", "a position is a JSON object")));
        }
        return new PositionReader(map, p).read();
    }

    private Position read() throws IOException {
        Set<String> unknown = null;
        for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
            String field = p.currentName();
            p.nextToken();
            switch (field) {
                case "phase" -> phase();
                case "year" -> year();
                case "units" -> assembly.units = PowerLists.read(p, map, "units", this::unit);
                case "centers" -> assembly.centers = PowerLists.read(p, map, "centers", this::center);
                case "dislodged" -> assembly.dislodged = PowerLists.read(p, map, "dislodged", this::dislodged);
                case "contested" -> contested();
                default -> {
                    if (unknown == null) {
                        unknown = new LinkedHashSet<>();
                    }
                    unknown.add(field);
                    p.skipChildren();
                }
            }
        }
        return assembly.position(unknown == null ? Set.of() : unknown);
    }

    private void phase() throws IOException {
        assembly.phase = null;
        assembly.phaseProblem = null;
        if (p.currentToken() != JsonToken.VALUE_STRING) {
            assembly.phaseProblem = p.currentToken() == JsonToken.VALUE_NULL ? PositionAssembly.MISSING_PHASE
                    : "expected a phase such as \"S1901M\", found " + Tokens.text(p);
            p.skipChildren();
            return;
        }
        try {
            assembly.phase = Phase.parse(p.getText());
        } catch (IllegalArgumentException e) {
            assembly.phaseProblem = e.getMessage();
        }
    }

    /**
     * Reads {@code year}, the form of a map's {@code start}: a whole number, the year whose Spring movement phase the
     * position is in when it gives no {@code phase} ({@link PositionAssembly} judges the two together).
     */
    private void year() throws IOException {
        assembly.year = null;
        assembly.yearProblem = null;
        if (p.currentToken() == JsonToken.VALUE_NUMBER_INT && p.getNumberType() == JsonParser.NumberType.INT
                && p.getIntValue() >= 0 && p.getIntValue() <= Phase.MAX_YEAR) {
            assembly.year = p.getIntValue();
        } else {
            assembly.yearProblem = "expected a year from 0 to " + Phase.MAX_YEAR + " such as 1901 (Spring movement"
                    + " of that year), found " + Tokens.text(p);
        }
        p.skipChildren();
    }

    /** Reads a unit of {@code units}, {@code "A PAR"}. */
    private Unit unit(JsonParser p, Power power, PowerLists.Entry<?> entry, int index) throws IOException {
        Unit unit = unit(power);
        if (unit == null) {
            entry.problem(index, "", unitProblem);
        }
        return unit;
    }

    /** @return the unit the value at the parser names, or null with its {@link #unitProblem} */
    private Unit unit(Power power) throws IOException {
        Unit canonical = p.currentToken() != JsonToken.VALUE_STRING ? null
                : UnitReader.canonical(map, power, p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
        return canonical != null ? canonical : unitInFull(power);   // small: the compiler inlines it
    }

    /** @return the unit the value at the parser names in any notation, or null with its {@link #unitProblem} */
    private Unit unitInFull(Power power) throws IOException {
        String text = p.currentToken() == JsonToken.VALUE_STRING ? p.getText() : "";
        try {
            return UnitReader.read(map, power, text);
        } catch (UnitReader.NotAUnitException e) {
            unitProblem = e.getMessage() + ", found " + Tokens.text(p);
        } catch (IllegalArgumentException e) {
            unitProblem = e.getMessage();
        }
        return null;
    }

    /** Reads a centre of {@code centers}: a supply centre by its id or any name of it. */
    private Province center(JsonParser p, Power power, PowerLists.Entry<?> entry, int index) throws IOException {
        Province province = null;
        if (p.currentToken() == JsonToken.VALUE_STRING) {
            Location exact = map.locationWithId(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
            province = exact != null && !exact.hasCoast() ? exact.province()
                    : map.findProvince(p.getText()).orElse(null);
        }
        if (province == null) {
            entry.problem(index, "", "unknown province " + Tokens.text(p));
        } else if (!province.supplyCenter()) {
            entry.problem(index, "", province.id() + " is not a supply centre");
            return null;
        }
        return province;
    }

    /**
     * Reads a dislodged unit, {@code {"unit": "F TRI", "attackerFrom": "TYR"}} (the attacker's province null or
     * left out when it came by convoy) or {@code {"unit": "F TRI", "retreats": ["ALB", "VEN"]}} (its retreat options,
     * {@link RetreatsForm}): its problems in the order a tree's fields would name them.
     */
    private RetreatsForm.Entry dislodged(JsonParser p, Power power, PowerLists.Entry<?> entry, int index)
            throws IOException {
        if (p.currentToken() != JsonToken.START_OBJECT) {
            entry.problem(index, "", EXPECTED_DISLODGED);
            p.skipChildren();
            return null;
        }
        Set<String> unknown = null;
        boolean hasUnit = false;
        Unit unit = null;
        String badUnit = null;
        Province from = null;
        String badFrom = null;
        List<Location> retreats = null;
        List<PowerLists.ItemProblem> badRetreats = new ArrayList<>(0);
        for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
            String field = p.currentName();
            JsonToken value = p.nextToken();
            if (field.equals("unit")) {
                hasUnit = true;
                unit = unit(power);
                badUnit = unit == null ? unitProblem : null;
            } else if (field.equals("attackerFrom")) {
                from = value == JsonToken.VALUE_STRING ? map.findProvince(p.getText()).orElse(null) : null;
                badFrom = from != null || value == JsonToken.VALUE_NULL ? null : "unknown province " + Tokens.text(p);
            } else if (field.equals("retreats")) {
                retreats = retreats(index, badRetreats);
            } else {
                if (unknown == null) {
                    unknown = new LinkedHashSet<>();
                }
                unknown.add(field);
                p.skipChildren();
            }
        }
        if (!hasUnit) {
            entry.problem(index, "", EXPECTED_DISLODGED);
            return null;
        }
        for (String field : unknown == null ? Set.<String>of() : unknown) {
            entry.problem(index, "." + field, "unknown field (expected unit, and attackerFrom or retreats)");
        }
        if (badUnit != null) {
            entry.problem(index, ".unit", badUnit);
        }
        if (badFrom != null) {
            entry.problem(index, ".attackerFrom", badFrom);
        }
        if (from != null && retreats != null) {
            entry.problem(index, ".retreats", "give the retreat options or the attacker's province (attackerFrom),"
                    + " not both");
        }
        badRetreats.forEach(bad -> entry.problem(index, bad.field(), bad.message()));
        return unit == null || !badRetreats.isEmpty() || (from != null && retreats != null) ? null
                : new RetreatsForm.Entry(new DislodgedUnit(unit, from), retreats);
    }

    /**
     * Reads a dislodged unit's {@code retreats}: a list of places (provinces, or coasts for fleets).
     *
     * @param bad where each problem goes
     * @return the places, or null when it is not a list
     */
    private List<Location> retreats(int index, List<PowerLists.ItemProblem> bad) throws IOException {
        if (p.currentToken() != JsonToken.START_ARRAY) {
            bad.add(new PowerLists.ItemProblem(index, ".retreats", "expected a list of places the unit may retreat to, such as [\"ALB\", \"VEN\"], found "
                    + Tokens.text(p)));
            p.skipChildren();
            return null;
        }
        List<Location> places = new ArrayList<>();
        int i = 0;
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken(), i++) {
            Location l = t == JsonToken.VALUE_STRING ? map.findLocation(p.getText()).orElse(null) : null;
            if (l == null) {
                bad.add(new PowerLists.ItemProblem(index, ".retreats[" + i + "]", "unknown province or coast "
                        + Tokens.text(p)));
                p.skipChildren();
            } else {
                places.add(l);
            }
        }
        return places;
    }

    /** Reads {@code contested}: a list of provinces, judged against the units and the phase afterwards. */
    private void contested() throws IOException {
        PositionAssembly.Contested contested = new PositionAssembly.Contested();
        assembly.contested = contested;
        if (p.currentToken() != JsonToken.START_ARRAY) {
            contested.size = Tokens.size(p);
            contested.notAList = true;
            return;
        }
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            Province province = t == JsonToken.VALUE_STRING ? map.findProvince(p.getText()).orElse(null) : null;
            contested.provinces.add(province);
            contested.unknown.add(province == null ? "unknown province " + Tokens.text(p) : null);
            contested.size++;
        }
    }
}
