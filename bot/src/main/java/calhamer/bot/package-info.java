/**
 * The order-choosing bot's entry and its contract with its methods. {@link calhamer.bot.DiplomacyBot} takes a
 * position, a typed power and {@link calhamer.bot.BotOptions}, picks the {@link calhamer.bot.BotMethod} the options
 * name from {@link calhamer.bot.BotMethods} (every method a {@code META-INF/services/calhamer.bot.BotMethod} file
 * lists), keeps its orders legal and answers with a {@link calhamer.bot.BotDecision} whose
 * {@link calhamer.bot.Explanation} holds the method's own report. {@link calhamer.bot.PreviousPhase} is the bot's
 * memory of the last movement phase. The methods live in {@code calhamer.bot.equilibrium} (the search, the default)
 * and {@code calhamer.bot.groups} (the payoff matrices); docs/strategy.md follows one decision through them.
 */
package calhamer.bot;
