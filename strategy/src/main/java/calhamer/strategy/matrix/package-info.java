/**
 * Two-player zero-sum matrix games: iterated elimination of dominated strategies, saddle points, mixed strategies by
 * linear programming (ojAlgo) and by regret matching, and {@link calhamer.strategy.matrix.MatrixSolver}, which chains
 * them as in Utkin's "Influence Graphs" (section VIII). Every entry of a {@link calhamer.strategy.matrix.PayoffMatrix}
 * is the payoff to the maximising player; which player that is, the row or the column player, is always explicit
 * ({@link calhamer.strategy.matrix.Objective}).
 */
package calhamer.strategy.matrix;
