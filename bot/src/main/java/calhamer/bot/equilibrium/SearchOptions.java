package calhamer.bot.equilibrium;

import calhamer.adjudicator.rules.Edition;

/**
 * What one search decision may do.
 *
 * @param seed         the seed of every random draw (same seed, same orders, unless the time guard cuts in)
 * @param rollouts     the most roll-outs (the bot's cell budget)
 * @param timeMillis   the time guard
 * @param mostProbable play the equilibrium's most probable set instead of drawing one
 * @param previous     the last movement phase with everybody's orders, or null
 * @param edition      the rules the game is played by (roll-outs play by them too)
 */
public record SearchOptions(long seed, long rollouts, long timeMillis, boolean mostProbable, PreviousPhase previous,
                            Edition edition) {

    public SearchOptions {
        if (edition == null) {
            throw new IllegalArgumentException("an edition is required");
        }
        if (rollouts < 1 || timeMillis < 1) {
            throw new IllegalArgumentException("the roll-out budget and the time guard must be positive");
        }
    }
}
