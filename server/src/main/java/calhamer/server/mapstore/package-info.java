/**
 * The maps the server knows: {@link calhamer.server.mapstore.MapRegistry} holds the bundled maps (read-only) and the
 * uploaded ones, with case-insensitive ids; {@link calhamer.server.mapstore.MapStore} keeps the uploaded maps on disk,
 * one file per map, written atomically; and {@link calhamer.server.mapstore.MapContext} is one map with what every
 * request on it shares (the adjudicator, the legal-order generator, the influence evaluator with the paper's weights
 * and decay, the bot), each part built once, when first asked for. {@link calhamer.server.mapstore.MapSummary} is what
 * {@code GET /maps} says of a map.
 */
package calhamer.server.mapstore;
