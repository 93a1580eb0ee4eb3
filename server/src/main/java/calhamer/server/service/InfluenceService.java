package calhamer.server.service;

import calhamer.influence.Decay;
import calhamer.influence.diplomacy.ScratchWorldEvaluator;
import calhamer.influence.diplomacy.Standings;
import calhamer.influence.diplomacy.Weights;
import calhamer.influence.diplomacy.WorldEvaluator;
import calhamer.server.error.ApiException;
import calhamer.server.error.FieldError;
import calhamer.server.mapstore.MapContext;
import calhamer.wire.standings.InfluenceRequest;
import calhamer.wire.standings.InfluenceRequest.DecayInput;
import calhamer.wire.standings.InfluenceRequest.WeightsInput;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Influence worlds and standings for {@code POST /maps/{id}/influence} and the {@code influence} command: requests as
 * the wire reader gives them, the standings for the wire writer.
 */
public final class InfluenceService {
    /** The largest weight (in absolute value) a request may give. */
    public static final double MAX_WEIGHT = 1e12;

    /**
     * @return the standings of every power
     * @throws ApiException 400 without a request, 422 for weights out of range or a decay that is not one
     */
    public Standings evaluate(MapContext context, InfluenceRequest request) {
        RequestBodies.require(request, "{\"position\": ..., \"weights\": ... (optional), \"decay\": ... (optional)}");
        Weights weights = weights(request.weights());
        Decay decay = request.decay() == null ? Decay.PAPER : decay(request.decay(), "decay");
        WorldEvaluator evaluator = weights.equals(Weights.PAPER) && decay.equals(Decay.PAPER) ? context.evaluator()
                : new ScratchWorldEvaluator(context.map(), weights, decay);
        return evaluator.evaluate(request.position());
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
