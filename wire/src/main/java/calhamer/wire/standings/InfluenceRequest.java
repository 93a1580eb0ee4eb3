package calhamer.wire.standings;

import calhamer.adjudicator.position.Position;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.Weights;

/**
 * The request of {@code POST /maps/{id}/influence} (and of a line of {@code influence --jsonl}), as read by
 * {@link InfluenceRequestJson}: {@code {"position": ..., "weights": {"ownCenter": 10}, "decay": {"type": "linear",
 * "rate": 0.2}}}, weights and decay optional.
 *
 * @param position the position (null only when the map is not known: the request is then refused)
 * @param weights  the source weights, the paper's where not given (null only when the map is not known)
 * @param decay    the decay, the paper's linear decay (rate 0.2) when not given (null only when the map is not known)
 */
public record InfluenceRequest(Position position, Weights weights, Decay decay) {

    /** Source weights as the request writes them; each missing field takes the paper's value (10, 50, 50, +15, −15). */
    public record WeightsInput(Double ownCenter, Double otherCenter, Double neutralCenter, Double ownUnit,
                               Double otherUnit) {
    }

    /**
     * A decay function: {@code {"type": "linear", "rate": 0.2}}, {@code {"type": "exponential", "factor": 0.5}} or
     * {@code {"type": "cutoff", "maxDistance": 2, "within": {...}}} (within defaults to no decay).
     */
    public record DecayInput(String type, Double rate, Double factor, Number maxDistance, DecayInput within) {
    }
}
