/**
 * The JSON form of a position: {@link calhamer.wire.positions.PositionJson}, with its one reader (streaming, every
 * problem named, for token streams, text and trees alike) and its one writer (canonical, streamed), and
 * {@link calhamer.wire.positions.PositionField}, a request's position field (refused with a 422 naming each problem
 * under the field).
 */
package calhamer.wire.positions;
