package calhamer.wire.standings;

import calhamer.influence.Decay;
import calhamer.influence.diplomacy.Weights;
import calhamer.wire.FieldProblem;
import calhamer.wire.errors.Ranges;
import calhamer.wire.standings.InfluenceRequest.DecayInput;
import calhamer.wire.standings.InfluenceRequest.WeightsInput;
import java.util.List;
import java.util.Locale;

/**
 * The weights and the decay of an influence request, from the JSON's parts to the influence's own: missing weights
 * take the paper's, a missing decay is the paper's; every value outside its range is a problem named with the range
 * ({@link Ranges}), found all at once. The ranges are the influence's ({@link Weights}, {@link Decay}) and, for the
 * weights, the largest a world's sums stay finite with. O(depth of the decay).
 */
final class InfluenceParts {
    /** The largest weight (in absolute value) a request may give: worlds sum weights over the board. */
    static final double MAX_WEIGHT = 1e12;
    private static final String TYPES = "linear, exponential or cutoff";

    private InfluenceParts() {
    }

    /**
     * @param problems where each weight out of range is added
     * @return the weights asked for, the paper's where a field is missing; null when one is out of range
     */
    static Weights weights(WeightsInput in, List<FieldProblem> problems) {
        Weights p = Weights.PAPER;
        if (in == null) {
            return p;
        }
        int before = problems.size();
        Weights w = new Weights(weight("ownCenter", in.ownCenter(), p.ownCenter(), problems),
                weight("otherCenter", in.otherCenter(), p.otherCenter(), problems),
                weight("neutralCenter", in.neutralCenter(), p.neutralCenter(), problems),
                weight("ownUnit", in.ownUnit(), p.ownUnit(), problems),
                weight("otherUnit", in.otherUnit(), p.otherUnit(), problems));
        return problems.size() == before ? w : null;
    }

    /** @return the weight given, or the paper's when missing (0 when out of range, the problem added) */
    private static double weight(String name, Double value, double paper, List<FieldProblem> problems) {
        String problem = Ranges.number(value, -MAX_WEIGHT, MAX_WEIGHT, "the paper's: " + (long) paper);
        if (problem != null) {
            problems.add(new FieldProblem("weights." + name, problem));
            return 0;
        }
        return value == null ? paper : value;
    }

    /**
     * @param field    where the decay is in the request ({@code decay}, {@code decay.within})
     * @param problems where each of its fields that does not fit is added
     * @return the decay asked for (the paper's when not given), or null when a field of it does not fit
     */
    static Decay decay(DecayInput in, String field, List<FieldProblem> problems) {
        if (in == null) {
            return Decay.PAPER;
        }
        String type = in.type() == null ? "" : in.type().toLowerCase(Locale.ROOT);
        int before = problems.size();
        switch (type) {
            case "linear" -> parameter(field + ".rate", in.rate(), Ranges.number(in.rate(), 0,
                    Double.POSITIVE_INFINITY, "the share of the weight lost per step; the paper's: 0.2"), problems);
            case "exponential" -> parameter(field + ".factor", in.factor(), Ranges.number(in.factor(), 0, 1,
                    "the share of the weight kept per step"), problems);
            case "cutoff" -> {
                parameter(field + ".maxDistance", in.maxDistance(), Ranges.whole(in.maxDistance(), 0,
                        Integer.MAX_VALUE, "the farthest distance that gets influence"), problems);
                if (in.within() != null) {
                    decay(in.within(), field + ".within", problems);
                }
            }
            default -> problems.add(new FieldProblem(field + ".type", "expected " + TYPES + ", found "
                    + (in.type() == null ? "nothing" : "'" + in.type() + "'")));
        }
        if (problems.size() > before) {
            return null;
        }
        return switch (type) {
            case "linear" -> new Decay.Linear(in.rate());
            case "exponential" -> new Decay.Exponential(in.factor());
            default -> new Decay.Cutoff(in.maxDistance().intValue(), in.within() == null ? new Decay.Linear(0)
                    : decay(in.within(), field + ".within", problems));
        };
    }

    /** Adds the problem of a decay's parameter: missing, or out of its range. */
    private static void parameter(String field, Number value, String outOfRange, List<FieldProblem> problems) {
        if (value == null) {
            problems.add(new FieldProblem(field, "missing: " + field.substring(field.lastIndexOf('.') + 1)
                    + " is required by this type of decay"));
        } else if (outOfRange != null) {
            problems.add(new FieldProblem(field, outOfRange));
        }
    }
}
