/**
 * Spread-It (Ben-Ishay, Sela and Ben-Gal, section III), a two-player game of placing tokens on a social network:
 * {@link calhamer.games.spreadit.SpreadIt} holds the rules on {@link calhamer.games.spreadit.SpreadItState}s over a
 * {@link calhamer.games.spreadit.SpreadItBoard} (the graph, the thresholds, the {@link calhamer.games.spreadit.Variant}
 * and the {@link calhamer.games.spreadit.CascadeOrder}), and {@link calhamer.games.spreadit.SpreadItProvider} registers
 * it as {@code spread-it}. A placed token may start a cascade of vertices firing at their thresholds; a package-private
 * class plays it out and recognises endless cascades under zero loyalty by Brent's cycle detection or by a token count
 * no stable board can hold. {@link calhamer.games.spreadit.SpreadItHeuristic} is the paper's linear-combination
 * heuristic (section IV.A.1) with its learned weights, and {@link calhamer.games.spreadit.GraphClass} generates boards
 * of the experiments' three network classes at a {@link calhamer.games.spreadit.BoardDensity}.
 * {@link calhamer.games.spreadit.SpreadItTournament} runs the experiments of section V and
 * {@link calhamer.games.spreadit.SpreadItTables} turns their results into Tables I–VI.
 */
package calhamer.games.spreadit;
