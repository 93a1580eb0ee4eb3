/**
 * Diplomacy as a game of the game API ({@link calhamer.bot.adapter.DiplomacyGame}, registered by
 * {@link calhamer.bot.adapter.DiplomacyGameProvider}) and its agents, registered for it alone by
 * {@link calhamer.bot.adapter.DiplomacyAgents}: the order-choosing bot by method, the DumbBot-class player, random
 * orders and the hold-only player.
 */
package calhamer.bot.adapter;
