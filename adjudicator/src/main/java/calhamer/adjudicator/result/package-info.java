/**
 * What the adjudication of one phase says: a {@link calhamer.adjudicator.result.PhaseResult} holds every order's
 * {@link calhamer.adjudicator.result.OrderResult} (its {@link calhamer.adjudicator.result.Outcome} and
 * {@link calhamer.adjudicator.result.Reason}, with the reason in a sentence for people), the
 * {@link calhamer.adjudicator.result.Dislodgement dislodged units} with their legal retreats, the
 * {@link calhamer.adjudicator.result.Removal units removed} without an order of their own, the
 * {@link calhamer.adjudicator.result.CenterChange supply centres that changed hands}, the winner if there is one and
 * the next position. These are plain records that the adjudicator fills in; the rules that decide them are the rules
 * engine's.
 */
package calhamer.adjudicator.result;
