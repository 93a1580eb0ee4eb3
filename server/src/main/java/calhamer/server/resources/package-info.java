/**
 * The Jersey resources of the HTTP API, each handing a request to a service and returning its answer:
 * {@link calhamer.server.resources.PositionsResource} adjudicates a position, lists its legal orders, chooses orders
 * and evaluates influence, reading and writing with the wire's forms; {@link calhamer.server.resources.MapsResource}
 * lists, reads, uploads and deletes maps and answers distance queries; {@link calhamer.server.resources.GamesResource}
 * serves every registered game; {@link calhamer.server.resources.MatrixResource} solves matrix games.
 * {@link calhamer.server.resources.HealthResource}, {@link calhamer.server.resources.OpenApiResource} and
 * {@link calhamer.server.resources.PageResource} serve the health check, the OpenAPI description and the browser page.
 */
package calhamer.server.resources;
