/**
 * Socially Oriented Search (Wilson, Zuckerman and Nau, "Modeling Social Preferences in Multi-player Games", AAMAS
 * 2011): a {@link calhamer.strategy.search.social.SocialRangeMatrix} says how much each player cares about each
 * player's utility, and {@link calhamer.strategy.search.social.SosAgent} searches with every leaf's evaluation
 * multiplied by it (Algorithm 1; the identity gives Max-n, the paranoid matrix Paranoid).
 * {@link calhamer.strategy.search.social.LearningSosAgent} estimates the matrix while it watches the game, by the
 * learning rule of section 3.2 ({@link calhamer.strategy.search.social.SocialLearner}: the average effect of each
 * player's last k moves).
 */
package calhamer.strategy.search.social;
