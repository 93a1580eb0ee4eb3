package calhamer.adjudicator.order;

import calhamer.maps.Location;

/** {@code A MUN R BOH}: a dislodged unit retreats (in retreat phases {@code A MUN - BOH} is read the same way). */
public record Retreat(UnitRef unit, Location to) implements Order {

    public Retreat {
        Orders.requireUnit(unit);
        Orders.requireLocation(to);
    }

    @Override
    public String toString() {
        return unit + " R " + to.id();
    }
}
