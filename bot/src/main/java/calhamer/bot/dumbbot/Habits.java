package calhamer.bot.dumbbot;

/**
 * What the DumbBot-class player does beyond DumbBot's own play, for the search's roll-outs, where it plays every
 * power through the coming phases and should not undervalue what the bot itself would do.
 *
 * @param keepCaptures in Fall, a unit standing on a supply centre its power does not own yet holds to take it
 *                     (DumbBot itself may walk on)
 * @param convoys      an army left holding on a coast is carried by an own fleet that holds or only moves between
 *                     seas, to the best-valued shore of the fleet's sea when that beats staying (DumbBot never
 *                     convoys, so without this an army in Britain looks worth nothing in roll-outs)
 */
public record Habits(boolean keepCaptures, boolean convoys) {
    /** DumbBot's own play: neither. */
    public static final Habits DUMBBOT = new Habits(false, false);
}
