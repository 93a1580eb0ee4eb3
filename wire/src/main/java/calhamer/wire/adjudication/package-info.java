/**
 * The JSON forms of adjudication: the request of {@code POST /maps/{id}/adjudicate} ({@link
 * calhamer.wire.adjudication.AdjudicationRequest}, read by {@link calhamer.wire.adjudication.AdjudicationRequestJson}),
 * the one form of a phase result ({@link calhamer.wire.adjudication.ResultJson}, also the game API's account of a
 * Diplomacy move), and the legal orders of a position ({@link calhamer.wire.adjudication.LegalOrdersJson}).
 */
package calhamer.wire.adjudication;
