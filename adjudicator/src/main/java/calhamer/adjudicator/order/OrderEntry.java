package calhamer.adjudicator.order;

import calhamer.adjudicator.position.Unit;
import calhamer.maps.Power;

/**
 * An order accepted for adjudication: who gave it, where it stood in their list, and the unit it is given to.
 *
 * @param power the power that gave it
 * @param index its position in the power's list, 0-based
 * @param text  the order as given
 * @param order the order
 * @param unit  the unit it is given to as it stands on the board (for a retreat: the dislodged unit; null for builds
 *              and waives)
 */
public record OrderEntry(Power power, int index, String text, Order order, Unit unit) {
}
