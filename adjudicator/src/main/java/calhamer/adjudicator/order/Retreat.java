package calhamer.adjudicator.order;

import calhamer.maps.Location;

/** {@code A MUN R BOH}: a dislodged unit retreats (in retreat phases {@code A MUN - BOH} is read the same way). */
public record Retreat(UnitRef unit, Location to) implements Order {

    public Retreat {
        Orders.requireUnit(unit);
        Orders.requireLocation(to);
    }

    @Override
    public void appendTo(StringBuilder out) {
        unit.appendTo(out);
        out.append(" R ").append(to.id());
    }

    @Override
    public String toString() {
        return Orders.text(this);
    }
}
