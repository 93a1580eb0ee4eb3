/**
 * {@link calhamer.bot.observer.PhaseObserver} feeds the learning rule of Socially Oriented Search
 * ({@link calhamer.strategy.search.social.SocialLearner}; Wilson, Zuckerman and Nau) from Diplomacy movement phases.
 * All powers move at once, so each power's observed orders are adjudicated alone, every other unit holding, and the
 * evaluation of that outcome is compared with the evaluation of the outcome where nobody moves.
 */
package calhamer.bot.observer;
