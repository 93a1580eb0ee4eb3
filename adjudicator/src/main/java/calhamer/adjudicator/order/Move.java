package calhamer.adjudicator.order;

import calhamer.maps.Location;

/**
 * {@code A VIE - TYR}: the unit moves. {@code A LON - NWY VIA} insists on a convoy even where a land route exists;
 * a fleet names the coast it moves to where it matters ({@code F MAO - SPA/NC}).
 *
 * @param unit       the moving unit
 * @param to         the destination (a coast for fleets entering split-coast provinces)
 * @param viaConvoy  whether the order insists on moving by convoy
 */
public record Move(UnitRef unit, Location to, boolean viaConvoy) implements Order {

    public Move {
        Orders.requireUnit(unit);
        Orders.requireLocation(to);
    }

    /** @return a move that does not insist on a convoy */
    public static Move to(UnitRef unit, Location to) {
        return new Move(unit, to, false);
    }

    @Override
    public void appendTo(StringBuilder out) {
        unit.appendTo(out);
        out.append(" - ").append(to.id());
        if (viaConvoy) {
            out.append(" VIA");
        }
    }

    @Override
    public String toString() {
        return Orders.text(this);
    }
}
