/**
 * The JSON forms of influence: the request of {@code POST /maps/{id}/influence} ({@link
 * calhamer.wire.standings.InfluenceRequest}, read by {@link calhamer.wire.standings.InfluenceRequestJson}) and its
 * answer, written from the standings ({@link calhamer.wire.standings.InfluenceJson}).
 */
package calhamer.wire.standings;
