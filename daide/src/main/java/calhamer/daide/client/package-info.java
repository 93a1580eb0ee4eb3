/**
 * A DAIDE client playing Calhamer's bot: {@link calhamer.daide.client.DaideClient} joins a DAIDE server's game
 * ({@link calhamer.daide.client.ClientOptions}: where, the bot's budget, the game log), takes the map from the
 * server's definition (a bundled map when it is the same board), and answers every phase within the server's
 * deadlines: a DumbBot-class set at once, the bot's orders when it has decided ({@code Decider}). What it knows of
 * the game, and its log in JSON Lines that the batch adjudicator replays, are {@code ClientGame} and
 * {@code GameLog}.
 */
package calhamer.daide.client;
