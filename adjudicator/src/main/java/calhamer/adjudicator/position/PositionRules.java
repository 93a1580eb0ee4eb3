package calhamer.adjudicator.position;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks a position must pass before anything is adjudicated, in one place for positions read from text
 * ({@link UnitReader}, which the JSON form's reader uses) and positions built in code ({@link #problems(Position)}):
 * every unit stands on terrain it may stand on (a fleet in a split-coast province on a coast, an army never on a
 * coast), every owned centre is a supply centre, and a retreat phase has its dislodged units (only retreat phases
 * have dislodged units and standoffs).
 */
public final class PositionRules {
    private PositionRules() {
    }

    /** @return every problem of a position, empty when it can be adjudicated; O(units + centres) */
    public static List<PositionProblem> problems(Position position) {
        List<PositionProblem> problems = new ArrayList<>();
        List<Unit> units = position.units();
        for (int i = 0; i < units.size(); i++) {
            Unit u = units.get(i);
            String problem = unitProblem(u.type(), u.location());
            if (problem != null) {
                problems.add(new PositionProblem("units[" + i + "] " + u.power() + " " + u, problem));
            }
        }
        for (Province p : position.map().provinces()) {
            if (position.owner(p) != null && !p.supplyCenter()) {
                problems.add(new PositionProblem("centers." + p.id(), p.id() + " is not a supply centre"));
            }
        }
        boolean retreat = position.phase().type() == PhaseType.RETREAT;
        if (retreat && position.dislodged().isEmpty()) {
            problems.add(new PositionProblem("dislodged", "a retreat phase needs its dislodged units"));
        }
        if (!retreat && (!position.dislodged().isEmpty() || !position.contested().isEmpty())) {
            problems.add(new PositionProblem("dislodged", "dislodged units and standoffs belong to retreat phases"));
        }
        for (DislodgedUnit d : position.dislodged()) {
            Unit u = d.unit();
            String problem = unitProblem(u.type(), u.location());
            if (problem != null) {
                problems.add(new PositionProblem("dislodged " + u.power() + " " + u, problem));
            }
        }
        return problems;
    }

    /**
     * @throws InvalidPositionException naming every problem of the position, when it has any
     */
    public static void check(Position position) {
        List<PositionProblem> problems = problems(position);
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(problems);
        }
    }

    /** @return what is wrong with a unit of {@code type} standing at {@code location}, or null */
    static String unitProblem(UnitType type, Location location) {
        Province p = location.province();
        if (!type.canStandOn(p.terrain())) {
            return type == UnitType.FLEET ? "a fleet cannot stand in the inland province " + p.id()
                    : "an army cannot stand in the sea province " + p.id();
        }
        if (type == UnitType.FLEET && p.hasCoasts() && !location.hasCoast()) {
            return "a fleet in " + p.id() + " must name its coast (" + p.coasts() + ")";
        }
        if (type == UnitType.ARMY && location.hasCoast()) {
            return "an army does not stand on a coast: write A " + p.id();
        }
        return null;
    }

    /** @return what is wrong with a power name the map does not have (in any case): the map's powers */
    public static String unknownPower(DiplomacyMap map, String power) {
        return "unknown power " + power + " (powers: " + String.join(", ", map.powerNames()) + ")";
    }
}
