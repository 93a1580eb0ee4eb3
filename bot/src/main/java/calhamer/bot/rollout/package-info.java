/**
 * Short roll-outs for the search method: {@link calhamer.bot.rollout.Rollouts} plays a decision's phase with the orders
 * given, lets a {@link calhamer.bot.rollout.Blueprint} (in the bot, the DumbBot-class player) order every power until a
 * horizon of movement phases has been played, and values the end with {@link calhamer.bot.rollout.RolloutValue}: the
 * {@link calhamer.bot.rollout.PositionFeatures} of each power (centres, units, threats, targets) weighed by
 * {@link calhamer.bot.rollout.ValueWeights}, learned offline ({@link calhamer.bot.rollout.LearnedValue}) or the
 * centres as if ownership were settled now plus a tenth per unit. {@link calhamer.bot.rollout.SplitMix} is
 * the reseedable SplitMix64 generator (Steele, Lea and Flood, OOPSLA 2014) each roll-out draws from, so equal seeds
 * give equal roll-outs. {@link calhamer.bot.rollout.OwnOrders} makes one power's orders consistent, the rule both bot
 * methods apply to their own orders.
 */
package calhamer.bot.rollout;
