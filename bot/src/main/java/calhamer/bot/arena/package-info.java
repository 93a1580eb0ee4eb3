/**
 * The Diplomacy arena: seeded games of a map in which a tested player takes seats against opponents
 * ({@link calhamer.bot.arena.Arena}, {@link calhamer.bot.arena.ArenaOptions}). Its players are the agents the
 * registry ({@link calhamer.strategy.agents.AgentRegistry}) has for {@code diplomacy}; its games are played,
 * resumed and reported by the one tournament runner ({@link calhamer.strategy.tournament.TournamentRunner}) into a
 * results file of one {@link calhamer.bot.arena.GameRecord} a line; its summary uses the one interval statistic
 * ({@link calhamer.strategy.tournament.Interval}).
 */
package calhamer.bot.arena;
