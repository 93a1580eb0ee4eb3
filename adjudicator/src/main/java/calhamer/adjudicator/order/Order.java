package calhamer.adjudicator.order;

/**
 * One Diplomacy order, in the notation of the research ecosystem (DipNet/MILA): {@code A VIE H},
 * {@code A VIE - TYR}, {@code A TRI S A VIE - TYR}, {@code F NTH C A LON - NWY}, {@code A MUN R BOH},
 * {@code A MUN D}, {@code A PAR B}, {@code WAIVE}.
 *
 * <p>Orders are values: {@code toString()} prints the canonical notation and
 * {@code parser.parse(order.toString()).equals(order)} holds for every order. Whether an order can be carried out
 * depends on the position; that is judged by the adjudicator (see {@code calhamer.adjudicator.Adjudicator}).
 */
public sealed interface Order permits Hold, Move, Support, Convoy, Retreat, Disband, Build, Waive {

    /**
     * Appends the order's canonical notation, what {@code toString()} returns: the one place each order kind's
     * notation is written, so that answers listing many orders can write them without a string apiece.
     */
    void appendTo(StringBuilder out);

    /** @return the ordered unit (for a build, the unit to build), or null for {@link Waive} */
    UnitRef unit();

    /** @return whether the order is given in movement phases */
    default boolean isMovementOrder() {
        return this instanceof Hold || this instanceof Move || this instanceof Support || this instanceof Convoy;
    }

    /** @return whether the order is given in retreat phases (a move order there is read as a retreat) */
    default boolean isRetreatOrder() {
        return this instanceof Retreat || this instanceof Disband || this instanceof Move;
    }

    /** @return whether the order is given in adjustment phases */
    default boolean isAdjustmentOrder() {
        return this instanceof Build || this instanceof Disband || this instanceof Waive;
    }
}
