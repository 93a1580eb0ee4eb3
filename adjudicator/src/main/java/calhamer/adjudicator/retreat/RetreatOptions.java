package calhamer.adjudicator.retreat;

import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.Reason;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Where a dislodged unit may retreat (rulebook, "Retreats"; DATC 6.H): a province it could move to without a convoy
 * that is not occupied, not the province the attacker came from (unless the attacker came by convoy, DATC 6.H.11 and
 * 6.H.12 preferred) and not left vacant by a standoff (any coast of it, DATC 6.H.16). O(neighbours).
 */
public final class RetreatOptions {
    private RetreatOptions() {
    }

    /**
     * @param map          the map
     * @param unit         the dislodged unit
     * @param attackerFrom the attacker's origin, or null when it came by convoy or is not known
     * @param occupied     which provinces hold a unit after the movement
     * @param contested    provinces left vacant by a standoff
     * @return the locations the unit may retreat to, in map order
     */
    public static List<Location> of(DiplomacyMap map, Unit unit, Province attackerFrom,
                                    Predicate<Province> occupied, Set<Province> contested) {
        List<Location> options = new ArrayList<>();
        for (Location to : reachable(map, unit)) {
            if (why(to.province(), attackerFrom, occupied, contested) == null) {
                options.add(to);
            }
        }
        return options;
    }

    /** @return the locations the unit could move to without a convoy */
    static List<Location> reachable(DiplomacyMap map, Unit unit) {
        if (unit.type() == UnitType.ARMY) {
            List<Location> list = new ArrayList<>();
            for (Province p : map.adjacency().armyNeighbours(unit.province())) {
                list.add(map.location(p));
            }
            return list;
        }
        return map.adjacency().fleetNeighbours(unit.location());
    }

    /** @return why the unit may not retreat to the province, or null when it may */
    static Reason why(Province to, Province attackerFrom, Predicate<Province> occupied, Set<Province> contested) {
        if (to.equals(attackerFrom)) {
            return Reason.RETREAT_TO_ATTACKER;
        }
        if (occupied.test(to)) {
            return Reason.RETREAT_TO_OCCUPIED;
        }
        if (contested.contains(to)) {
            return Reason.RETREAT_TO_CONTESTED;
        }
        return null;
    }
}
