/**
 * Game positions: an immutable {@link calhamer.adjudicator.position.Position} on one map holds the
 * {@link calhamer.adjudicator.position.Phase} (written as the research ecosystem writes it, {@code S1901M}), every
 * {@link calhamer.adjudicator.position.Unit}, the supply-centre owners and, in retreat phases, the
 * {@link calhamer.adjudicator.position.DislodgedUnit dislodged units} and the provinces left vacant by a standoff.
 * Building a position checks only that its parts belong to the map and that no two units share a province;
 * {@link calhamer.adjudicator.position.PositionRules} holds the checks of the rules a position must pass before
 * anything is adjudicated, for positions read from text ({@link calhamer.adjudicator.position.UnitReader}) and built in
 * code alike. A position that fails them is refused whole with an
 * {@link calhamer.adjudicator.position.InvalidPositionException}, whose
 * {@link calhamer.adjudicator.position.PositionProblem problems} name every fault found.
 */
package calhamer.adjudicator.position;
