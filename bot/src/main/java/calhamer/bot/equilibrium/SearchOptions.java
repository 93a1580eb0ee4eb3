package calhamer.bot.equilibrium;

/**
 * What one search decision may do.
 *
 * @param seed         the seed of every random draw (same seed, same orders, unless the time guard cuts in)
 * @param rollouts     the most roll-outs (the bot's cell budget)
 * @param timeMillis   the time guard
 * @param mostProbable play the equilibrium's most probable set instead of drawing one
 * @param previous     the last movement phase with everybody's orders, or null
 */
public record SearchOptions(long seed, long rollouts, long timeMillis, boolean mostProbable, PreviousPhase previous) {

    public SearchOptions {
        if (rollouts < 1 || timeMillis < 1) {
            throw new IllegalArgumentException("the roll-out budget and the time guard must be positive");
        }
    }
}
