/**
 * The JSON forms of the bot: the request of {@code POST /maps/{id}/orders/choose} ({@link
 * calhamer.wire.decisions.ChooseRequest}, read by {@link calhamer.wire.decisions.ChooseRequestJson}) and its answer ({@link
 * calhamer.wire.decisions.DecisionAnswer}, records of this module's own: the bot's domain types do not go on the wire).
 */
package calhamer.wire.decisions;
