package calhamer.adjudicator.order;

import calhamer.maps.Location;

/**
 * A support: {@code A TRI S A VIE - TYR} supports a move, {@code A TRI S A VIE} supports the unit in place.
 *
 * @param unit      the supporting unit
 * @param supported the supported unit
 * @param to        the destination of the supported move, or null for a support to hold
 */
public record Support(UnitRef unit, UnitRef supported, Location to) implements Order {

    public Support {
        Orders.requireUnit(unit);
        Orders.requireUnit(supported);
    }

    /** @return a support to hold */
    public static Support hold(UnitRef unit, UnitRef supported) {
        return new Support(unit, supported, null);
    }

    /** @return a support of a move */
    public static Support move(UnitRef unit, UnitRef supported, Location to) {
        Orders.requireLocation(to);
        return new Support(unit, supported, to);
    }

    /** @return whether this supports the unit in place rather than a move */
    public boolean isHoldSupport() {
        return to == null;
    }

    @Override
    public void appendTo(StringBuilder out) {
        unit.appendTo(out);
        out.append(" S ");
        supported.appendTo(out);
        if (to != null) {
            out.append(" - ").append(to.id());
        }
    }

    @Override
    public String toString() {
        return Orders.text(this);
    }
}
