/**
 * The JSON form of a phase's orders, {@code {"FRANCE": ["A PAR - BUR", "F BRE H"]}}: {@link
 * calhamer.wire.orders.OrdersJson} (reading checks the shape only, every problem named; the orders' notation is the
 * adjudicator's {@link calhamer.adjudicator.order.OrderParser}).
 */
package calhamer.wire.orders;
