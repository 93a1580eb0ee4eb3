/**
 * The JSON forms of influence: the request of {@code POST /maps/{id}/influence} ({@link
 * calhamer.wire.influence.InfluenceRequest}, read by {@link calhamer.wire.influence.InfluenceRequestJson}) and its
 * answer, written from the standings ({@link calhamer.wire.influence.InfluenceJson}).
 */
package calhamer.wire.influence;
