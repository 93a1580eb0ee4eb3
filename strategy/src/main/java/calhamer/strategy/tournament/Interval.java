package calhamer.strategy.tournament;

import java.util.Locale;

/**
 * An estimate with its 95% confidence interval: the one statistic of the tournaments' tables and the arena's summary.
 *
 * <ul>
 *   <li>{@link #mean}: the sample mean with Student's t interval, x̄ ± t(0.975, n−1)·s/√n (t from the table for up
 *       to 30 degrees of freedom, interpolated linearly to 60 and 120, the normal quantile beyond).</li>
 *   <li>{@link #proportion}: k successes in n trials with the normal-approximation (Wald) interval
 *       p ± 1.96·√(p(1−p)/n). Wald because the papers whose tables the tournaments reproduce print it (Spread-It's
 *       Table I: 31.0 ± 1.48 for 3750 games), so our tables compare with theirs figure by figure; one method for every
 *       proportion keeps the arena's rates comparable with them too. Its known weakness: near 0 and 1 and for small n
 *       it is too narrow (at k = 0 or k = n its width is 0), so read a rate of a few games with its n, which every
 *       table prints beside it. The bounds are clipped to [0, 1]; the ± form prints the unclipped half-width, as the
 *       paper does.</li>
 * </ul>
 *
 * <p>With fewer than two observations there is no interval: the half-width and bounds are NaN, never infinite, and
 * every text form prints {@code n/a} in its place ({@code 7.00 [n/a]}, {@code 100.0% [n/a]}, {@code 100.0 ± n/a}),
 * or {@code n/a} (or {@code –}) alone with no observation.
 * {@link #pValueAgainst} is the two-proportion z-test the SOS paper uses to call a difference significant.
 * Everything is O(1) but {@link #mean}, O(n).
 *
 * @param estimate  the mean or the rate k/n (NaN with no observation)
 * @param halfWidth the half-width of the interval, before clipping (NaN with fewer than two observations)
 * @param n         the number of observations
 * @param rate      whether it is a proportion: its bounds are clipped to [0, 1]
 */
public record Interval(double estimate, double halfWidth, long n, boolean rate) {
    /** The two-sided 95% normal quantile. */
    public static final double Z95 = 1.959963984540054;
    private static final double[] T975 = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060,
        2.056, 2.052, 2.048, 2.045, 2.042};

    public Interval {
        if (n < 0) {
            throw new IllegalArgumentException("a sample size is not negative: " + n);
        }
    }

    /** The mean of the values with Student's t interval. */
    public static Interval mean(double[] xs) {
        int n = xs.length;
        if (n == 0) {
            return new Interval(Double.NaN, Double.NaN, 0, false);
        }
        double sum = 0;
        for (double x : xs) {
            sum += x;
        }
        double mean = sum / n;
        if (n == 1) {
            return new Interval(mean, Double.NaN, 1, false);
        }
        double ss = 0;
        for (double x : xs) {
            ss += (x - mean) * (x - mean);
        }
        return new Interval(mean, t975(n - 1) * Math.sqrt(ss / (n - 1) / n), n, false);
    }

    /**
     * k successes in n trials with the Wald interval.
     *
     * @throws IllegalArgumentException unless 0 ≤ k ≤ n
     */
    public static Interval proportion(long successes, long trials) {
        if (trials < 0 || successes < 0 || successes > trials) {
            throw new IllegalArgumentException(successes + " successes in " + trials + " trials");
        }
        if (trials == 0) {
            return new Interval(Double.NaN, Double.NaN, 0, true);
        }
        double p = (double) successes / trials;
        double half = trials == 1 ? Double.NaN : Z95 * Math.sqrt(p * (1 - p) / trials);
        return new Interval(p, half, trials, true);
    }

    private static double t975(long df) {
        if (df <= T975.length) {
            return T975[(int) df - 1];
        }
        if (df <= 60) {
            return 2.042 - (df - 30) * (2.042 - 2.000) / 30;
        }
        if (df <= 120) {
            return 2.000 - (df - 60) * (2.000 - 1.980) / 60;
        }
        return 1.960;
    }

    /** Whether there is an interval: at least two observations. */
    public boolean hasInterval() {
        return n >= 2;
    }

    /** The lower end (a rate's clipped at 0); NaN without an interval. */
    public double low() {
        double low = estimate - halfWidth;
        return rate ? Math.max(0, low) : low;
    }

    /** The upper end (a rate's clipped at 1); NaN without an interval. */
    public double high() {
        double high = estimate + halfWidth;
        return rate ? Math.min(1, high) : high;
    }

    /** {@code 7.41 [6.90, 7.92]}, {@code 7.00 [n/a]} for one observation or {@code n/a} for none. */
    public String format(int decimals) {
        String f = "%." + decimals + "f";
        if (n == 0) {
            return "n/a";
        }
        if (!hasInterval()) {
            return String.format(Locale.ROOT, f + " [n/a]", estimate);
        }
        return String.format(Locale.ROOT, f + " [" + f + ", " + f + "]", estimate, low(), high());
    }

    /** As a percentage: {@code 97.1% [92.9, 98.9]}, {@code 100.0% [n/a]} for one observation or {@code n/a}. */
    public String percent() {
        if (n == 0) {
            return "n/a";
        }
        if (!hasInterval()) {
            return String.format(Locale.ROOT, "%.1f%% [n/a]", 100 * estimate);
        }
        return String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * estimate, 100 * low(), 100 * high());
    }

    /** As the papers print a rate: {@code 70.1 ± 1.46} (percent); {@code 100.0 ± n/a} for one game, {@code –} for none. */
    public String percentWithInterval() {
        if (n == 0) {
            return "–";
        }
        if (!hasInterval()) {
            return String.format(Locale.ROOT, "%.1f ± n/a", 100 * estimate);
        }
        return String.format(Locale.ROOT, "%.1f ± %.2f", 100 * estimate, 100 * halfWidth());
    }

    /** The estimate as a percentage with one decimal, {@code –} with no observation. */
    public String percentEstimate() {
        return n == 0 ? "–" : String.format(Locale.ROOT, "%.1f", 100 * estimate);
    }

    /**
     * The two-sided p-value of the pooled two-proportion z-test of this rate against another: 1 when either has no
     * trial or the pooled rate is 0 or 1.
     *
     * @throws IllegalArgumentException unless both are {@link #proportion}s
     */
    public double pValueAgainst(Interval other) {
        if (!rate || !other.rate) {
            throw new IllegalArgumentException("the two-proportion test compares proportions, not means");
        }
        if (n == 0 || other.n == 0) {
            return 1;
        }
        double pooled = (estimate * n + other.estimate * other.n) / (n + other.n);
        double se = Math.sqrt(pooled * (1 - pooled) * (1.0 / n + 1.0 / other.n));
        if (!(se > 0)) {
            return 1;
        }
        double z = Math.abs(estimate - other.estimate) / se;
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
}
