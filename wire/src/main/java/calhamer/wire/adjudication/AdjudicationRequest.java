package calhamer.wire.adjudication;

import calhamer.adjudicator.position.Position;
import java.util.List;
import java.util.Map;

/**
 * The request of {@code POST /maps/{id}/adjudicate} (and of a line of {@code adjudicate --jsonl}), as read by
 * {@link AdjudicationRequestJson}: {@code {"position": ..., "orders": {"FRANCE": ["A PAR - BUR"]}, "options":
 * {"edition": "2023", "strict": true}}}, orders and options optional.
 *
 * @param position the position (null only when the map is not known: the request is then refused)
 * @param orders   power → orders in the standard notation, as given; powers without orders hold (or do nothing)
 * @param options  the rules, or null for the defaults
 */
public record AdjudicationRequest(Position position, Map<String, List<String>> orders, Options options) {

    /**
     * The options, as given (the service reads the edition).
     *
     * @param edition {@code 2000} (default) or {@code 2023}
     * @param strict  refuse the request when any order is invalid (default false)
     */
    public record Options(String edition, Boolean strict) {
    }
}
