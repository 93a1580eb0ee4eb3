/**
 * Offline learning from self-play on the rules engine: {@link calhamer.bot.learning.ValueLearning} fits the weights of
 * the search's roll-out end value ({@link calhamer.bot.rollout.LearnedValue}) to what the blueprint's self-play games
 * did two years on; {@code calhamer learn-value} runs it and writes the file the bot reads.
 */
package calhamer.bot.learning;
