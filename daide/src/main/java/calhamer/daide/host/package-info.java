/**
 * A DAIDE server on Calhamer's rules engine: {@link calhamer.daide.host.DaideHost} listens and hosts one game
 * ({@link calhamer.daide.host.HostOptions}: the map, deadlines, game years, the game record), started new or resumed
 * from its record after a crash. Package-private: a connection's reader and writer threads ({@code Peer}), the
 * game's one thread ({@code GameHost}, with the commands it answers in {@code Commands}, the phase's orders in
 * {@code PhaseOrders}, the clients' standing requests in {@code Requests}, the seats in {@code Seat}), and the record
 * written as the game goes ({@code GameJournal}).
 */
package calhamer.daide.host;
