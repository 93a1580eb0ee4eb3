/**
 * Calhamer's maps, positions and orders in DAIDE terms: the tokens of a map's powers and provinces as a server
 * assigns them and a client finds them ({@link calhamer.daide.board.MapTokens}); turns, locations, units and orders
 * both ways ({@link calhamer.daide.board.Notation}); the board messages a server sends ({@code MDF}, {@code SCO},
 * {@code NOW}: {@link calhamer.daide.board.BoardMessages}) and a client reads
 * ({@link calhamer.daide.board.BoardReader}, {@link calhamer.daide.board.MdfReader}); a submitted order judged with its
 * {@code THX} note ({@link calhamer.daide.board.OrderJudge}); and an adjudicated phase's {@code ORD} messages
 * ({@link calhamer.daide.board.OrderResults}).
 */
package calhamer.daide.board;
