package calhamer.wire.standings;

import calhamer.adjudicator.position.Position;

/**
 * The request of {@code POST /maps/{id}/influence} (and of a line of {@code influence --jsonl}), as read by
 * {@link InfluenceRequestJson}: {@code {"position": ..., "weights": {"ownCenter": 10}, "decay": {"type": "linear",
 * "rate": 0.2}}}, weights and decay optional.
 *
 * @param position the position (null only when the map is not known: the request is then refused)
 * @param weights  the source weights given, or null (the service fills in the paper's)
 * @param decay    the decay given, or null (the paper's linear decay, rate 0.2)
 */
public record InfluenceRequest(Position position, WeightsInput weights, DecayInput decay) {

    /** Source weights; each missing field takes the paper's value (10, 50, 50, +15, −15). */
    public record WeightsInput(Double ownCenter, Double otherCenter, Double neutralCenter, Double ownUnit,
                               Double otherUnit) {
    }

    /**
     * A decay function: {@code {"type": "linear", "rate": 0.2}}, {@code {"type": "exponential", "factor": 0.5}} or
     * {@code {"type": "cutoff", "maxDistance": 2, "within": {...}}} (within defaults to no decay).
     */
    public record DecayInput(String type, Double rate, Double factor, Integer maxDistance, DecayInput within) {
    }
}
