/**
 * Diplomacy orders as values, in the notation of the research ecosystem (DipNet/MILA): the sealed
 * {@link calhamer.adjudicator.order.Order} and its records {@link calhamer.adjudicator.order.Hold},
 * {@link calhamer.adjudicator.order.Move}, {@link calhamer.adjudicator.order.Support},
 * {@link calhamer.adjudicator.order.Convoy}, {@link calhamer.adjudicator.order.Retreat},
 * {@link calhamer.adjudicator.order.Disband}, {@link calhamer.adjudicator.order.Build} and
 * {@link calhamer.adjudicator.order.Waive}, each naming its unit by a {@link calhamer.adjudicator.order.UnitRef} (whose
 * type may be left out). {@link calhamer.adjudicator.order.OrderParser} reads the canonical notation that
 * {@code toString()} writes and the hand-written forms of the rulebook and the DATC, and throws an
 * {@link calhamer.adjudicator.order.OrderSyntaxException} saying what it expected; it only reads, and whether an order
 * can be carried out is the adjudicator's business. An {@link calhamer.adjudicator.order.OrderEntry} is an order
 * accepted for adjudication, with the power that gave it, its place in that power's list and the unit it is given to.
 */
package calhamer.adjudicator.order;
