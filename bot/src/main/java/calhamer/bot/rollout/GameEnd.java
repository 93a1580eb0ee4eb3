package calhamer.bot.rollout;

import calhamer.adjudicator.engine.Board;

/**
 * Where a game ends, as the roll-outs heed it: at a solo win (a power owning the map's victory count of supply
 * centres after a Fall, the rulebook's "Victory criteria"), and after the Fall of a known last year, when the game
 * is scored by the centres owned. A roll-out that reaches the end stops there ({@link Rollouts}) and is valued by
 * the score ({@link RolloutValue#atEnd}), not by a guess at a future the game does not have.
 *
 * @param soloWins whether a solo win ends a roll-out
 * @param lastYear the game's last year, or 0 for no known end
 */
public record GameEnd(boolean soloWins, int lastYear) {
    /** A game that never ends: roll-outs look on to their horizon whatever happens (the bot before issue 27's end). */
    public static final GameEnd NEVER = new GameEnd(false, 0);

    public GameEnd {
        if (lastYear < 0) {
            throw new IllegalArgumentException("the last year is a year of the game, or 0 for none: " + lastYear);
        }
    }

    /** @return whether the board is past the last year's Fall (in its Winter, or in a later year); O(1) */
    boolean yearsOver(Board b) {
        return lastYear > 0 && (b.year() > lastYear || b.year() == lastYear && b.phaseType() == Board.ADJUSTMENT);
    }
}
