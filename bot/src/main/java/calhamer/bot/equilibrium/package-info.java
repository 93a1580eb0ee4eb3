/**
 * The search method, {@code search}, the bot's default ({@link calhamer.bot.equilibrium.EquilibriumSearch}; Gray,
 * Lerer, Bakhtin and Brown, ICLR 2021): candidate order sets of every power sampled from the DumbBot-class blueprint
 * (the deciding power's own also from the group-payoff planner, convoys and its memory; a power that played at
 * random last phase gets random legal sets), an equilibrium of the
 * one-phase game by sampled regret matching valued by roll-outs on the one rules engine, and retreats and
 * adjustments compared by roll-outs. Its explanation is {@link calhamer.bot.equilibrium.SearchExplanation}.
 */
package calhamer.bot.equilibrium;
