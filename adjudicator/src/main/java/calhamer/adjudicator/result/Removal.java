package calhamer.adjudicator.result;

import calhamer.adjudicator.position.Unit;

/**
 * A unit taken off the board without an order of its own: a dislodged unit with no retreat or no retreat order, or a
 * unit removed by the civil disorder rule.
 *
 * @param unit   the unit
 * @param reason why
 * @param detail the reason in a sentence
 */
public record Removal(Unit unit, Reason reason, String detail) {
}
