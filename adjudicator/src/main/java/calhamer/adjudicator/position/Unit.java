package calhamer.adjudicator.position;

import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.UnitType;

/**
 * A unit on the board.
 *
 * @param power    the owning power
 * @param type     army or fleet
 * @param location where it stands (fleets in split-coast provinces stand on a coast)
 */
public record Unit(Power power, UnitType type, Location location) {

    /** @return the province the unit stands in */
    public Province province() {
        return location.province();
    }

    /** @return the unit as orders write it: {@code A VIE}, {@code F STP/SC} */
    @Override
    public String toString() {
        return type.letter() + " " + location.id();
    }
}
