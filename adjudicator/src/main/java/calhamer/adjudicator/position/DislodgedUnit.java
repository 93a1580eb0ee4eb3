package calhamer.adjudicator.position;

import calhamer.maps.Province;

/**
 * A unit dislodged in the last movement phase, waiting for its retreat order.
 *
 * @param unit         the unit, where it stood
 * @param attackerFrom the province the dislodging attack came from (the unit may not retreat there), or null when
 *                     it is not known (it was then dislodged by a convoyed army, which leaves no such restriction)
 */
public record DislodgedUnit(Unit unit, Province attackerFrom) {
}
