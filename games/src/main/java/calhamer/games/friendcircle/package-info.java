/**
 * Friend Circle (Burke, Ferland and Teng, Ruleset 4) as an impartial game:
 * {@link calhamer.games.friendcircle.FriendCircle} holds the rules on a {@link calhamer.games.friendcircle.Circle} (a
 * graph whose edges are marked true or false, and a set of seeds), and
 * {@link calhamer.games.friendcircle.FriendCircleProvider} registers it. A player picks a seed with a false edge; every
 * edge at the seed becomes true, and so does every edge at each neighbour whose edge to the seed was already true; the
 * player who cannot loses.
 */
package calhamer.games.friendcircle;
