/**
 * DAIDE bots as arena opponents: {@link calhamer.daide.arena.DaideArenaGames} plays each arena game on a DAIDE
 * server of its own, the opponents' command started once per seat and the other seats Calhamer's DAIDE clients
 * playing their agents of the registry ({@code AgentChooser}); the arena's tables and summaries are as for any
 * opponent.
 */
package calhamer.daide.arena;
