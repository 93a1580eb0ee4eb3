package calhamer.server.service;

import calhamer.adjudicator.position.Position;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.ScratchWorldEvaluator;
import calhamer.influence.diplomacy.Standings;
import calhamer.influence.diplomacy.Weights;
import calhamer.influence.diplomacy.WorldEvaluator;
import calhamer.server.error.ApiException;
import calhamer.server.error.FieldError;
import calhamer.server.mapstore.MapContext;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Influence worlds and standings for {@code POST /maps/{id}/influence}. */
public final class InfluenceService {
    /** The largest weight (in absolute value) a request may give. */
    public static final double MAX_WEIGHT = 1e12;

    /**
     * The request.
     *
     * @param position the position
     * @param weights  optional; missing fields take the paper's values (10, 50, 50, +15, −15)
     * @param decay    optional; default the paper's linear decay, rate 0.2
     */
    public record InfluenceRequest(JsonNode position, WeightsInput weights, DecayInput decay) {
    }

    /** Source weights; each missing field takes the paper's value. */
    public record WeightsInput(Double ownCenter, Double otherCenter, Double neutralCenter, Double ownUnit,
                               Double otherUnit) {
    }

    /**
     * A decay function: {@code {"type": "linear", "rate": 0.2}}, {@code {"type": "exponential", "factor": 0.5}} or
     * {@code {"type": "cutoff", "maxDistance": 2, "within": {...}}} (within defaults to no decay).
     */
    public record DecayInput(String type, Double rate, Double factor, Integer maxDistance, DecayInput within) {
    }

    /** The answer: every power's world per province, and the totals, occupied sums, standings, shares, ratios. */
    public record InfluenceResponse(Map<String, Map<String, Double>> worlds, Map<String, Double> totals,
                                    Map<String, Double> occupied, Map<String, Double> standings,
                                    Map<String, Double> shares, Map<String, Map<String, Double>> ratios) {
    }

    /** @return the standings of every power */
    public InfluenceResponse evaluate(MapContext context, InfluenceRequest request) {
        RequestBodies.require(request, "{\"position\": ..., \"weights\": ... (optional), \"decay\": ... (optional)}");
        Position position = PositionInput.read(context.map(), request.position());
        Weights weights = weights(request.weights());
        Decay decay = request.decay() == null ? Decay.PAPER : decay(request.decay(), "decay");
        WorldEvaluator evaluator = weights.equals(Weights.PAPER) && decay.equals(Decay.PAPER) ? context.evaluator()
                : new ScratchWorldEvaluator(context.map(), weights, decay);
        Standings s = evaluator.evaluate(position);
        return new InfluenceResponse(s.worlds(), s.totals(), s.occupied(), s.standings(), s.shares(), s.ratios());
    }

    /** @return the weights asked for, the paper's where a field is missing */
    public static Weights weights(WeightsInput in) {
        if (in == null) {
            return Weights.PAPER;
        }
        Weights p = Weights.PAPER;
        List<FieldError> errors = new ArrayList<>();
        bounded("weights.ownCenter", in.ownCenter(), errors);
        bounded("weights.otherCenter", in.otherCenter(), errors);
        bounded("weights.neutralCenter", in.neutralCenter(), errors);
        bounded("weights.ownUnit", in.ownUnit(), errors);
        bounded("weights.otherUnit", in.otherUnit(), errors);
        if (!errors.isEmpty()) {
            throw ApiException.unprocessable("weights out of range", errors);
        }
        try {
            return new Weights(or(in.ownCenter(), p.ownCenter()), or(in.otherCenter(), p.otherCenter()),
                    or(in.neutralCenter(), p.neutralCenter()), or(in.ownUnit(), p.ownUnit()),
                    or(in.otherUnit(), p.otherUnit()));
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("invalid weights", List.of(new FieldError("weights", e.getMessage())));
        }
    }

    /** @return the decay asked for; {@code field} names it in errors */
    public static Decay decay(DecayInput in, String field) {
        String type = in.type() == null ? "" : in.type().toLowerCase(Locale.ROOT);
        try {
            switch (type) {
                case "linear":
                    return new Decay.Linear(require(in.rate(), field + ".rate"));
                case "exponential":
                    return new Decay.Exponential(require(in.factor(), field + ".factor"));
                case "cutoff":
                    int max = in.maxDistance() == null ? -1 : in.maxDistance();
                    if (in.maxDistance() == null) {
                        throw ApiException.unprocessable("a cutoff decay needs maxDistance",
                                List.of(new FieldError(field + ".maxDistance", "missing")));
                    }
                    return new Decay.Cutoff(max, in.within() == null ? new Decay.Linear(0)
                            : decay(in.within(), field + ".within"));
                default:
                    throw ApiException.unprocessable("unknown decay type",
                            List.of(new FieldError(field + ".type", "expected linear, exponential or cutoff, not '"
                                    + in.type() + "'")));
            }
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("invalid decay", List.of(new FieldError(field, e.getMessage())));
        }
    }

    /** Weights beyond ±{@value #MAX_WEIGHT} are refused: worlds sum them over the board and must stay finite. */
    private static void bounded(String field, Double value, List<FieldError> errors) {
        if (value != null && !(Math.abs(value) <= MAX_WEIGHT)) {
            errors.add(new FieldError(field, "must be a number from -" + MAX_WEIGHT + " to " + MAX_WEIGHT + ", not "
                    + value));
        }
    }

    private static double require(Double value, String field) {
        if (value == null) {
            throw ApiException.unprocessable("missing decay parameter", List.of(new FieldError(field, "missing")));
        }
        return value;
    }

    private static double or(Double value, double fallback) {
        return value == null ? fallback : value;
    }
}
