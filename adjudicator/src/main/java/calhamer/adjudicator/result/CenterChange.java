package calhamer.adjudicator.result;

import calhamer.adjudicator.position.Unit;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A supply centre changing hands after the Fall.
 *
 * @param center the supply centre
 * @param from   the previous owner, or null
 * @param to     the new owner
 */
public record CenterChange(Province center, Power from, Power to) {

    /**
     * The rule of ownership after the Fall (and its retreats): a supply centre occupied by a unit belongs to the
     * unit's power; unoccupied centres keep their owner. O(units).
     *
     * @param owners the owners before, by centre
     * @param units  the units on the board
     * @return the centres that change hands, in unit order; an empty immutable list (no allocation) when none do
     */
    public static List<CenterChange> afterFall(Map<Province, Power> owners, List<Unit> units) {
        List<CenterChange> changes = null;
        for (Unit u : units) {
            Province p = u.province();
            Power owner = owners.get(p);
            if (p.supplyCenter() && !u.power().equals(owner)) {
                if (changes == null) {
                    changes = new ArrayList<>();
                }
                changes.add(new CenterChange(p, owner, u.power()));
            }
        }
        return changes == null ? List.of() : changes;
    }
}
