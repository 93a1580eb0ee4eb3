/**
 * Monte Carlo tree search with UCT (Kocsis and Szepesvári), as Spread-It's section IV.A.2 applies it:
 * {@link calhamer.strategy.search.mcts.MctsAgent} selects by UCB1, expands one untried move, plays out with uniformly
 * random moves and plays the most visited move at the root; a node's value is the win rate of the player who moved into
 * it, ties scored as {@link calhamer.strategy.search.mcts.MctsAgent.Ties} says. It works for sequential games of any
 * number of players, and in two-player zero-sum games it also proves nodes won, drawn or lost (MCTS-Solver, Winands,
 * Björnsson and Saito 2008).
 */
package calhamer.strategy.search.mcts;
