/**
 * The JSON forms of Calhamer's requests and answers, one reader and one writer per form, shared by the HTTP server
 * (Jersey's resources and the lean Grizzly handler alike), the command line's batches, the game API's Diplomacy and
 * the cluster jobs: {@link calhamer.wire.WireJson} (the one configuration: strict reading, finite numbers written by
 * Jackson's fast writer), {@link calhamer.wire.WireAnswer} (an answer its writer streams), the readers' errors
 * ({@link calhamer.wire.RequestException}: unreadable, 400, or unfit, 422, each naming every field at fault; a body
 * that is not JSON is the parser's exception, worded by {@link calhamer.wire.errors}), the top level of a request
 * object ({@link calhamer.wire.RequestObject}) and the forms Jackson binds ({@link calhamer.wire.JsonForms}). The forms themselves are in the subpackages:
 * positions, orders, adjudication, influence, the bot's requests and decisions, and map distances.
 */
package calhamer.wire;
