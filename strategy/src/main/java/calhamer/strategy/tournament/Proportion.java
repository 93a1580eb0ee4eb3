package calhamer.strategy.tournament;

/**
 * k successes in n trials with the normal-approximation (Wald) 95% interval p ± 1.96·√(p(1−p)/n), the interval
 * the Spread-It paper prints (its Table I: 31.0 ± 1.48 for 3750 games), and the two-proportion z-test the SOS paper
 * uses to call a difference significant.
 *
 * @param successes k
 * @param trials    n
 */
public record Proportion(long successes, long trials) {
    /** The two-sided 95% normal quantile. */
    public static final double Z95 = 1.959963984540054;

    public Proportion {
        if (trials < 0 || successes < 0 || successes > trials) {
            throw new IllegalArgumentException(successes + " successes in " + trials + " trials");
        }
    }

    /** k / n (NaN with no trial). */
    public double rate() {
        return trials == 0 ? Double.NaN : (double) successes / trials;
    }

    /** The half-width of the 95% interval, as a proportion. */
    public double halfWidth() {
        if (trials == 0) {
            return Double.NaN;
        }
        double p = rate();
        return Z95 * Math.sqrt(p * (1 - p) / trials);
    }

    /** {@code 70.1 ± 1.46} (percent, one decimal, two for the interval); {@code –} with no trial. */
    public String percentWithInterval() {
        return trials == 0 ? "–" : String.format(java.util.Locale.ROOT, "%.1f ± %.2f", 100 * rate(), 100 * halfWidth());
    }

    /** {@code 70.1} (percent, one decimal). */
    public String percent() {
        return trials == 0 ? "–" : String.format(java.util.Locale.ROOT, "%.1f", 100 * rate());
    }

    /**
     * The two-sided p-value of the pooled two-proportion z-test of this rate against another (1 when either has no
     * trial or the pooled rate is 0 or 1).
     */
    public double pValueAgainst(Proportion other) {
        if (trials == 0 || other.trials == 0) {
            return 1;
        }
        double pooled = (double) (successes + other.successes) / (trials + other.trials);
        double se = Math.sqrt(pooled * (1 - pooled) * (1.0 / trials + 1.0 / other.trials));
        if (se == 0) {
            return 1;
        }
        double z = Math.abs(rate() - other.rate()) / se;
        return 2 * (1 - standardNormal(z));
    }

    /** Φ(z) by the Abramowitz–Stegun 7.1.26 approximation of erf (error below 1.5e-7). */
    static double standardNormal(double z) {
        double x = Math.abs(z) / Math.sqrt(2);
        double t = 1 / (1 + 0.3275911 * x);
        double erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027
                + t * 1.061405429)))) * Math.exp(-x * x);
        return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
    }

    /** Whether the 95% intervals of the two rates do not overlap. */
    public boolean separatedFrom(Proportion other) {
        return Math.abs(rate() - other.rate()) > halfWidth() + other.halfWidth();
    }
}
