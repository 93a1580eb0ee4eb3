/**
 * The one Diplomacy rules engine: {@link calhamer.adjudicator.engine.RulesEngine} plays movement (Kruijswijk's
 * algorithm, in the package-private movement kernel), retreats, adjustments with civil disorder and the sequence of
 * play on a mutable {@link calhamer.adjudicator.engine.Board} with {@link calhamer.adjudicator.engine.PackedOrder
 * packed orders}, under a {@link calhamer.adjudicator.engine.Rulebook} (map tables, edition, what the map rules).
 * The full adjudication and every search call it; {@link calhamer.adjudicator.engine.BoardCodec} translates between
 * boards and positions, packed orders and order records; a {@link calhamer.adjudicator.engine.PhaseReport} records
 * what was decided when a caller reports it.
 */
package calhamer.adjudicator.engine;
