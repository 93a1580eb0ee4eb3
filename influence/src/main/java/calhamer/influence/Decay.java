package calhamer.influence;

import java.math.BigDecimal;

/**
 * How a source's influence wanes with the shortest-path distance from it: a factor in [0, 1] for every distance,
 * 1 at the source itself. A source of weight w adds w·factor(d) to a vertex d steps away.
 *
 * <p>Every decay is a parameter of a request; {@link #PAPER} is the one Utkin's "Influence Graphs" (section VII)
 * uses: linear, 20% of the weight lost per step, nothing left from five steps on.
 */
public sealed interface Decay permits Decay.Linear, Decay.Exponential, Decay.Cutoff {

    /** The paper's decay: {@code Linear(0.2)}. */
    Decay PAPER = new Linear(0.2);

    /**
     * @param distance a shortest-path distance, at least 0
     * @return the share of a source's weight that reaches that far, in [0, 1]
     * @throws IllegalArgumentException when the distance is negative
     */
    double factor(int distance);

    /**
     * The factors of distances 0..maxDistance, one array for lookups in hot loops; O(maxDistance).
     *
     * @throws IllegalArgumentException when maxDistance is negative
     */
    default double[] factors(int maxDistance) {
        if (maxDistance < 0) {
            throw new IllegalArgumentException("maximum distance must be at least 0, got " + maxDistance);
        }
        double[] table = new double[maxDistance + 1];
        for (int d = 0; d <= maxDistance; d++) {
            table[d] = factor(d);
        }
        return table;
    }

    private static void checkDistance(int distance) {
        if (distance < 0) {
            throw new IllegalArgumentException("distance must be at least 0, got " + distance);
        }
    }

    /**
     * Linear decay, the paper's: factor(d) = max(0, 1 − rate·d). The product is taken in decimal on the rate's
     * shortest decimal form and rounded once, so rate 0.2 gives exactly the doubles 1, 0.8, 0.6, 0.4, 0.2, 0 and a
     * weight of 50 spreads as 50, 40, 30, 20, 10 (plain double arithmetic would give 19.999999999999996 at d = 3).
     *
     * @param rate the share of the weight lost per step, finite and at least 0 (0: no decay at all)
     */
    record Linear(double rate) implements Decay {
        public Linear {
            if (!Double.isFinite(rate) || rate < 0) {
                throw new IllegalArgumentException("linear decay rate must be a finite number >= 0, got " + rate);
            }
        }

        @Override
        public double factor(int distance) {
            checkDistance(distance);
            BigDecimal left = BigDecimal.ONE.subtract(BigDecimal.valueOf(rate).multiply(BigDecimal.valueOf(distance)));
            return left.signum() <= 0 ? 0.0 : left.doubleValue();
        }
    }

    /**
     * Exponential decay: factor(d) = factor^d (so 0.5 halves the influence at every step and never quite reaches
     * zero). Computed with {@link StrictMath#pow}, so the numbers are the same on every platform.
     *
     * @param factor the share kept per step, in [0, 1] (0: only the source's own vertex is influenced)
     */
    record Exponential(double factor) implements Decay {
        public Exponential {
            if (!(factor >= 0 && factor <= 1)) {
                throw new IllegalArgumentException("exponential decay factor must be in [0, 1], got " + factor);
            }
        }

        @Override
        public double factor(int distance) {
            checkDistance(distance);
            return StrictMath.pow(factor, distance);
        }
    }

    /**
     * A cut-off: the inner decay up to {@code maxDistance} steps, nothing beyond. {@code Cutoff(k, new Linear(0))}
     * is a step function: full weight within k steps, none further.
     *
     * @param maxDistance the farthest distance that still gets influence, at least 0
     * @param within      the decay applied within that distance
     */
    record Cutoff(int maxDistance, Decay within) implements Decay {
        public Cutoff {
            if (maxDistance < 0) {
                throw new IllegalArgumentException("cut-off distance must be at least 0, got " + maxDistance);
            }
            if (within == null) {
                throw new IllegalArgumentException("cut-off decay needs the decay to apply within the distance");
            }
        }

        /** @return full weight up to maxDistance steps, none beyond */
        public static Cutoff flat(int maxDistance) {
            return new Cutoff(maxDistance, new Linear(0));
        }

        @Override
        public double factor(int distance) {
            checkDistance(distance);
            return distance <= maxDistance ? within.factor(distance) : 0.0;
        }
    }
}
