/**
 * Depth-limited tree search for sequential games: {@link calhamer.strategy.search.tree.AlphaBetaSearch} (alpha-beta
 * pruning, Knuth and Moore, with iterative deepening) behind {@link calhamer.strategy.search.tree.AlphaBetaAgent}
 * (two-player minimax) and {@link calhamer.strategy.search.tree.ParanoidAgent} (the Paranoid algorithm of Sturtevant
 * and Korf), and {@link calhamer.strategy.search.tree.MaxNSearch}, the propagation rule of Max-n (Luckhardt and Irani),
 * behind {@link calhamer.strategy.search.tree.MaxNAgent} and the agents of Socially Oriented Search
 * ({@code calhamer.strategy.search.social}). A search answers with a {@link calhamer.strategy.search.tree.Decision}:
 * the move, its value, the depth completed, the states visited and whether the value is exact.
 */
package calhamer.strategy.search.tree;
