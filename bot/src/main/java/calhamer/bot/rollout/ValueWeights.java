package calhamer.bot.rollout;

import calhamer.maps.DiplomacyMap;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The weights of a roll-out end's {@link PositionFeatures} in its value ({@link RolloutValue}). Two kinds:
 * {@link #COUNTS}, the centres plus a tenth per unit, and the weights learned offline for a map from the
 * blueprint's self-play ({@link #learned}, made by {@code calhamer learn-value}; see {@link LearnedValue}).
 * Immutable.
 */
public final class ValueWeights {
    /** The weight of a unit against a centre in {@link #COUNTS}. */
    static final double COUNTS_UNIT = 0.1;
    /** The centres that count for a power plus 0.1 per unit: units are the means to the next centres. */
    public static final ValueWeights COUNTS = new ValueWeights(new double[] {1, COUNTS_UNIT, 0, 0, 0, 0, 0});

    private static final Map<String, ValueWeights> LEARNED = new ConcurrentHashMap<>();

    private final double[] weights;

    private ValueWeights(double[] weights) {
        if (weights.length != PositionFeatures.COUNT) {
            throw new IllegalArgumentException("value weights: " + weights.length + " weights for "
                    + PositionFeatures.COUNT + " features");
        }
        for (double w : weights) {
            if (!Double.isFinite(w)) {
                throw new IllegalArgumentException("value weights: " + w + " is not a finite number");
            }
        }
        this.weights = weights.clone();
    }

    /** @return weights over {@link PositionFeatures#NAMES}, in that order */
    public static ValueWeights of(double... weights) {
        return new ValueWeights(weights);
    }

    /**
     * The weights learned for the map, read once from the bot's resource {@code value-<map id>.json}
     * ({@link LearnedValue#resource}), or {@link #COUNTS} for a map nothing was learned on.
     */
    public static ValueWeights learned(DiplomacyMap map) {
        return LEARNED.computeIfAbsent(map.id(), id -> {
            try (InputStream in = ValueWeights.class.getResourceAsStream(LearnedValue.resource(id))) {
                return in == null ? COUNTS : of(LearnedValue.read(in).weights());
            } catch (IOException e) {
                throw new UncheckedIOException("the learned value of map " + id + " cannot be read", e);
            }
        });
    }

    /** @return the weighted sum of the features from {@code offset} (one power's, {@link PositionFeatures}) */
    public double value(double[] features, int offset) {
        double v = 0;
        for (int i = 0; i < weights.length; i++) {
            v += weights[i] * features[offset + i];
        }
        return v;
    }

    /** @return a copy of the weights, in the order of {@link PositionFeatures#NAMES} */
    public double[] weights() {
        return weights.clone();
    }

    @Override
    public String toString() {
        return "ValueWeights" + Arrays.toString(weights);
    }
}
