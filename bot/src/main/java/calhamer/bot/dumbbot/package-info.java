/**
 * A DumbBot-class player, written from the published description of David Norman's DumbBot (DAIDE project, 2003):
 * {@link calhamer.bot.dumbbot.DumbBotPolicy} orders every power on a board (the roll-outs'
 * {@link calhamer.bot.rollout.Blueprint}), {@link calhamer.bot.dumbbot.DumbBot} gives one power's orders on a position,
 * and {@link calhamer.bot.dumbbot.DumbBotAgent} is the same player as the game-API agent {@code dumbbot}. Every unit,
 * in random order, goes to the best-valued place it can reach or now and then to a lower-ranked one, supporting where
 * an own move is not sure to succeed or an own unit is threatened; there are no convoys. The values come from
 * {@link calhamer.bot.dumbbot.DumbBotValues} (power sizes, attack and defence values, strength and competition), spread
 * over the board by the precomputed {@link calhamer.bot.dumbbot.ProximityTables}, with Norman's published numbers as
 * the {@link calhamer.bot.dumbbot.DumbBotWeights}.
 */
package calhamer.bot.dumbbot;
