/**
 * What the bot's methods share to hold order sets and value positions: an {@link calhamer.bot.evaluation.OrderSet} is
 * one power's orders for a phase (or a coalition's), a {@link calhamer.bot.evaluation.PayoffFunction} values an outcome
 * for the maximising side of a payoff matrix, and two evaluators serve the game API after Utkin's "Influence Graphs":
 * {@link calhamer.bot.evaluation.CentreInfluenceEvaluator} (the centres a power would own if occupied centres changed
 * hands, plus weighted counts of its units and its influence standing) and
 * {@link calhamer.bot.evaluation.InfluenceEvaluator} (influence standings alone).
 * {@link calhamer.bot.evaluation.AdjustmentSets} lists a power's legal order sets in an adjustment phase.
 * {@link calhamer.bot.evaluation.TimeGuard} is a decision's wall-clock guard for the matrix method's long loops,
 * throwing a {@link calhamer.bot.evaluation.TimeGuardException} once time is up or the thread is interrupted.
 */
package calhamer.bot.evaluation;
