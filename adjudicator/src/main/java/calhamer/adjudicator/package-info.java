/**
 * The entry to adjudication on one map. {@link calhamer.adjudicator.Adjudicator} takes a position and the orders of its
 * phase and answers with a {@link calhamer.adjudicator.result.PhaseResult} (full mode), or plays movement phases on
 * boards or positions for search (fast mode); either way the phase is played by the one rules engine
 * ({@code calhamer.adjudicator.engine}, movement by Kruijswijk's algorithm). In full mode a package-private validator
 * accepts or refuses each order (DATC 4.D: an invalid order is treated as not given, the first order for a unit
 * counts), the strict option refuses the whole request with an {@link calhamer.adjudicator.OrdersRefusedException}, and
 * the engine's decisions are written out with a sentence per order. {@link calhamer.adjudicator.LegalOrders} lists
 * every legal order of every unit of a position, for bots and search, asking the same legality rules as validation.
 */
package calhamer.adjudicator;
