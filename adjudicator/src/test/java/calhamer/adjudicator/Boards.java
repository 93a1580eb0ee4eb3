package calhamer.adjudicator;

import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.position.UnitReader;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Positions for tests, written in code in the notation of units and provinces:
 * {@code Boards.on(MAP, "F1901R").units("ITALY", "A TRI", "A TYR").centers("ITALY", "ROM")
 * .dislodged("AUSTRIA", "A TRI", "VEN").contested("BUD").position()}.
 */
public final class Boards {
    private final DiplomacyMap map;
    private final Phase phase;
    private final List<Unit> units = new ArrayList<>();
    private final Map<Province, Power> centers = new LinkedHashMap<>();
    private final List<DislodgedUnit> dislodged = new ArrayList<>();
    private final Set<Province> contested = new HashSet<>();

    private Boards(DiplomacyMap map, Phase phase) {
        this.map = map;
        this.phase = phase;
    }

    /** @return an empty board of the phase, e.g. {@code S1901M} */
    public static Boards on(DiplomacyMap map, String phase) {
        return new Boards(map, Phase.parse(phase));
    }

    /** Adds a power's units, {@code "A PAR"}, {@code "F STP/NC"}. */
    public Boards units(String power, String... units) {
        for (String u : units) {
            this.units.add(UnitReader.read(map, map.power(power), u));
        }
        return this;
    }

    /** Gives a power supply centres, by id. */
    public Boards centers(String power, String... provinces) {
        for (String p : provinces) {
            centers.put(map.province(p), map.power(power));
        }
        return this;
    }

    /** Adds a dislodged unit and where its attacker came from (null: by convoy). */
    public Boards dislodged(String power, String unit, String attackerFrom) {
        dislodged.add(new DislodgedUnit(UnitReader.read(map, map.power(power), unit),
                attackerFrom == null ? null : map.province(attackerFrom)));
        return this;
    }

    /** Adds provinces a standoff left vacant. */
    public Boards contested(String... provinces) {
        for (String p : provinces) {
            contested.add(map.province(p));
        }
        return this;
    }

    /** @return the position */
    public Position position() {
        return Position.of(map, phase, units, centers, dislodged, contested);
    }
}
