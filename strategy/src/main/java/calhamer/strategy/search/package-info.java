/**
 * What the searches of the game API share: {@link calhamer.strategy.search.SearchLimits} (one decision's budget of
 * iterations, time on a {@link calhamer.strategy.search.SearchClock} and the interrupt flag),
 * {@link calhamer.strategy.search.SearchAborted} and {@link calhamer.strategy.search.SearchBudgetException} for a
 * budget spent, {@link calhamer.strategy.search.Interruption} (cooperative cancellation, with pauses for
 * {@link calhamer.strategy.search.Interruption.Paced paced} threads), {@link calhamer.strategy.search.LeafValues} (the
 * values of the states where a depth-limited search stops) and {@link calhamer.strategy.search.RootMoves} (the check
 * every search agent starts with). {@link calhamer.strategy.search.ExactSolver} finds the exact value of a sequential
 * game by backward induction over its whole tree, remembering solved states (Max-n, Luckhardt and Irani; minimax for
 * two-player zero-sum games). The agents live in the subpackages {@code tree} (alpha-beta, Max-n, Paranoid),
 * {@code mcts} and {@code social} (Socially Oriented Search).
 */
package calhamer.strategy.search;
