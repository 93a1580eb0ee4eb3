package calhamer.wire.decisions;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * The request of {@code POST /maps/{id}/orders/choose} (and of a line of {@code orders --jsonl}), bound by Jackson
 * ({@link ChooseRequestJson}); its positions are read by {@link calhamer.wire.positions.PositionField} once the map
 * is known.
 *
 * @param position the position (the position form)
 * @param power    the power to order for
 * @param options  the bot's options (opponents, allies, depth, seed, budget, ...); missing ones take defaults
 * @param explain  whether the answer carries the bot's explanation (left out: true); false saves its size (kilobytes)
 *                 when only the orders are wanted
 */
public record ChooseRequest(JsonNode position, String power, ChooseOptions options, Boolean explain) {

    /** @return whether the answer carries the explanation */
    public boolean explains() {
        return explain == null || explain;
    }

    /**
     * The bot's options as the request writes them; every field may be left out (see docs/strategy.md). The options
     * with a range are any number here, checked against their range by the server.
     */
    public record ChooseOptions(List<String> opponents, List<String> allies, Number depth, Long seed,
                                BudgetOptions budget, Number candidatesPerUnit, Number opponentCandidates,
                                Boolean mostProbable, double[][] social, String method, PreviousInput previous,
                                String edition, Number lastYear) {
    }

    /**
     * The bot's memory: the last movement phase and every power's orders in it. A phase of another kind, a position
     * that does not fit the map or an order that does not read is left out with a warning in the answer.
     *
     * @param position the earlier movement-phase position
     * @param orders   power → its orders there, in the notation {@code /adjudicate} reads
     */
    public record PreviousInput(JsonNode position, Map<String, List<String>> orders) {
    }

    /** What one decision may spend: outcomes evaluated and wall-clock milliseconds (any number; ranges checked). */
    public record BudgetOptions(Number cells, Number timeMillis) {
    }
}
