package calhamer.adjudicator.order;

import calhamer.maps.Adjacency;
import calhamer.maps.Location;
import calhamer.maps.UnitType;

/**
 * {@code A VIE - TYR}: the unit moves. {@code A LON - NWY VIA} insists on a convoy even where a land route exists;
 * a fleet names the coast it moves to where it matters ({@code F MAO - SPA/NC}). An army's move to a province it
 * does not border by land can only go by convoy and is written with {@code VIA} ({@code A LON - BEL VIA}), as the
 * DATC and other engines write it; {@link #of} is the one place that rule is made, and every reader and generator of
 * moves on a map goes through it, so the two spellings read to one order.
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

    /**
     * The move in its canonical form on a map: an army moving to a province it does not border by land goes by
     * convoy whether or not the text said {@code VIA}, so it says so. A unit of unknown type (hand-written
     * {@code LON - BEL}) is taken as written. O(1).
     *
     * @param viaConvoy whether the order as given insists on a convoy
     */
    public static Move of(UnitRef unit, Location to, boolean viaConvoy, Adjacency adjacency) {
        return new Move(unit, to, viaConvoy || needsConvoy(unit, to, adjacency));
    }

    /** @return whether the move can only go by convoy: an army to a province it does not border by land */
    public static boolean needsConvoy(UnitRef unit, Location to, Adjacency adjacency) {
        return unit.type() == UnitType.ARMY && !adjacency.armyAdjacent(unit.province(), to.province());
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
