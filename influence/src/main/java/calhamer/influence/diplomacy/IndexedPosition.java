package calhamer.influence.diplomacy;

import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Province;
import java.util.List;

/**
 * A position reduced to the numbers an evaluation needs, with the checks every evaluator shares: the position is
 * on the evaluator's map, and every unit and centre owner is one of the map's powers. Powers are numbered in map
 * order, centres in {@link DiplomacyMap#supplyCenters()} order, units in {@link Position#units()} order.
 *
 * @param centerOwner  per supply centre, the owner's power number, or −1 when nobody owns it
 * @param unitPower    per unit, its power number
 * @param unitProvince per unit, the index of its province
 */
record IndexedPosition(int[] centerOwner, int[] unitPower, int[] unitProvince) {

    /**
     * @throws IllegalArgumentException when the position is on another map or names a power the map does not have
     */
    static IndexedPosition of(Position position, DiplomacyMap map) {
        if (position.map() != map) {
            throw new IllegalArgumentException("position is on map " + position.map().id()
                    + " but the evaluator was made for map " + map.id());
        }
        List<Province> centers = map.supplyCenters();
        int[] owner = new int[centers.size()];
        for (int c = 0; c < owner.length; c++) {
            String power = position.owner(centers.get(c));
            owner[c] = power == null ? -1 : powerIndex(map, power, "owner of " + centers.get(c).id());
        }
        List<Unit> units = position.units();
        int[] unitPower = new int[units.size()];
        int[] unitProvince = new int[units.size()];
        for (int i = 0; i < unitPower.length; i++) {
            Unit u = units.get(i);
            unitPower[i] = powerIndex(map, u.power(), "unit " + u);
            unitProvince[i] = u.province().index();
        }
        return new IndexedPosition(owner, unitPower, unitProvince);
    }

    /**
     * @return the power's number on the map
     * @throws IllegalArgumentException naming the map's powers when it has no such power
     */
    static int powerIndex(DiplomacyMap map, String power, String what) {
        int p = map.powers().indexOf(power);
        if (p < 0) {
            throw new IllegalArgumentException(what + ": unknown power '" + power + "' (map " + map.id()
                    + " has " + map.powers() + ")");
        }
        return p;
    }
}
