/**
 * The DAIDE message layer, from the Client-Server Protocol (version 1, revision 14) and the Message Syntax
 * documents (level 0): the five message structures on the wire ({@link calhamer.daide.protocol.Frame},
 * {@link calhamer.daide.protocol.FrameType}, {@link calhamer.daide.protocol.ErrorCode}), read across socket
 * timeouts with a stall limit ({@link calhamer.daide.protocol.FrameReader}); the tokens
 * ({@link calhamer.daide.protocol.Tokens}) and the names of one connection's tokens, the standard map's or a
 * representation message's ({@link calhamer.daide.protocol.TokenTable}); language messages
 * ({@link calhamer.daide.protocol.Message}) with their text form for logs ({@link calhamer.daide.protocol.MessageText},
 * {@code NME ('calhamer') ('0.2')}); and strict reading: {@link calhamer.daide.protocol.Message#bracketError()} for
 * {@code PRN}, {@link calhamer.daide.protocol.Grammar} and {@link calhamer.daide.protocol.TokenReader} for
 * {@code HUH}, which puts {@code ERR} where a {@link calhamer.daide.protocol.SyntaxError} says. Nothing here knows a
 * map's provinces beyond their names and categories.
 */
package calhamer.daide.protocol;
