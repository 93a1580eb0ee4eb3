/**
 * The JSON forms of the bot: the request of {@code POST /maps/{id}/orders/choose} ({@link
 * calhamer.wire.bot.ChooseRequest}, read by {@link calhamer.wire.bot.ChooseRequestJson}) and its answer ({@link
 * calhamer.wire.bot.DecisionAnswer}, records of this module's own: the bot's domain types do not go on the wire).
 */
package calhamer.wire.bot;
