package calhamer.adjudicator.result;

import calhamer.adjudicator.position.Unit;
import calhamer.maps.Location;
import calhamer.maps.Province;
import java.util.List;

/**
 * A unit dislodged in a movement phase.
 *
 * @param unit         the unit, where it stood
 * @param attackerFrom where the dislodging unit came from, or null when it came by convoy
 * @param retreats     where it may retreat (empty: it is disbanded)
 */
public record Dislodgement(Unit unit, Province attackerFrom, List<Location> retreats) {

    public Dislodgement {
        retreats = List.copyOf(retreats);
    }
}
