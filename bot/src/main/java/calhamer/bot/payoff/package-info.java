/**
 * Payoff matrices of two sides' order sets in a movement phase (Utkin, "Influence Graphs", section VIII):
 * {@link calhamer.bot.payoff.MatrixBuilder} fills an {@link calhamer.bot.payoff.OrderSetMatrix} by adjudicating each
 * cell's two order sets, with everybody else's fixed orders, in the adjudicator's fast mode and scoring the outcome
 * with a {@link calhamer.bot.evaluation.PayoffFunction}, cells in parallel. {@link calhamer.bot.payoff.PlyTwoExpansion}
 * is the paper's ply-two expansion (Tables 5–7): a cell is worth the value of the matrix game played from its outcome
 * one movement phase later. Both check their cell budget before the work starts and throw a
 * {@link calhamer.bot.payoff.CellBudgetExceededException} when the work would exceed it.
 */
package calhamer.bot.payoff;
