package calhamer.influence.diplomacy;

import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.List;

/**
 * A position reduced to the numbers an evaluation needs, with the check every evaluator shares: the position is on
 * the evaluator's map (so every unit and centre owner is one of the map's powers, which {@link Position} ensures).
 * Powers are their {@link calhamer.maps.Power#index()}, centres in {@link DiplomacyMap#supplyCenters()} order, units
 * in {@link Position#units()} order.
 *
 * @param centerOwner  per supply centre, the owner's power number, or −1 when nobody owns it
 * @param unitPower    per unit, its power number
 * @param unitProvince per unit, the index of its province
 */
record IndexedPosition(int[] centerOwner, int[] unitPower, int[] unitProvince) {

    /**
     * @throws IllegalArgumentException when the position is on another map
     */
    static IndexedPosition of(Position position, DiplomacyMap map) {
        if (position.map() != map) {
            throw new IllegalArgumentException("position is on map " + position.map().id()
                    + " but the evaluator was made for map " + map.id());
        }
        List<Province> centers = map.supplyCenters();
        int[] owner = new int[centers.size()];
        for (int c = 0; c < owner.length; c++) {
            Power power = position.owner(centers.get(c));
            owner[c] = power == null ? -1 : power.index();
        }
        List<Unit> units = position.units();
        int[] unitPower = new int[units.size()];
        int[] unitProvince = new int[units.size()];
        for (int i = 0; i < unitPower.length; i++) {
            Unit u = units.get(i);
            unitPower[i] = u.power().index();
            unitProvince[i] = u.province().index();
        }
        return new IndexedPosition(owner, unitPower, unitProvince);
    }

    /**
     * @return the power's index
     * @throws IllegalArgumentException naming the map's powers when the power is not one of the map's
     */
    static int powerIndex(DiplomacyMap map, Power power) {
        if (!map.hasPower(power)) {
            throw new IllegalArgumentException("unknown power '" + power + "' (map " + map.id() + " has "
                    + map.powerNames() + ")");
        }
        return power.index();
    }
}
