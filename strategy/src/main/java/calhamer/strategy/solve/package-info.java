/**
 * Exact solvers, which games offer as their {@link calhamer.strategy.game.GameSolver}:
 * {@link calhamer.strategy.solve.SpragueGrundySolver} finds nimbers of impartial games under normal play by the
 * Sprague–Grundy theorem (Sprague 1935, Grundy 1939), over the components an
 * {@link calhamer.strategy.solve.ImpartialRuleset} names, and {@link calhamer.strategy.solve.ImpartialGameSolver}
 * answers with the nimber and the winning moves, by the ruleset's own {@link calhamer.strategy.solve.NimberSolver}
 * when it offers one (Node-Kayles does). {@link calhamer.strategy.solve.ScoringSolver} finds the exact Left and
 * Right scores of sums of partizan scoring games in Milnor's universe
 * ({@link calhamer.strategy.solve.ScoringComponents}; Larsson, Nowakowski and Santos, "Scoring games: the state of
 * play", 2017, with the recursion of Duchêne et al., "INFLUENCE"), by alpha-beta search over a transposition table
 * shared by several threads, on components simplified in Milnor's ordered group (dominated options dropped,
 * {@link calhamer.strategy.solve.Dominance}; proven equivalents put in their place,
 * {@link calhamer.strategy.solve.Equivalents}), and {@link calhamer.strategy.solve.ScoringGameSolver} answers for a
 * {@link calhamer.strategy.solve.ScoringRuleset} with both scores and a best move.
 * {@link calhamer.strategy.solve.SolveLimits} bounds one solve's states, time and interruption.
 */
package calhamer.strategy.solve;
