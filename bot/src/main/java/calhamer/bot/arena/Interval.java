package calhamer.bot.arena;

/**
 * An estimate with its 95% confidence interval.
 *
 * @param estimate the point estimate
 * @param low      the lower end
 * @param high     the upper end
 * @param n        the sample size
 */
public record Interval(double estimate, double low, double high, int n) {
    private static final double[] T975 = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060,
        2.056, 2.052, 2.048, 2.045, 2.042};

    /** The mean with Student's t interval (normal beyond 120 degrees of freedom); n = 1 gives an infinite width. */
    public static Interval mean(double[] xs) {
        int n = xs.length;
        if (n == 0) {
            return new Interval(Double.NaN, Double.NaN, Double.NaN, 0);
        }
        double sum = 0;
        for (double x : xs) {
            sum += x;
        }
        double mean = sum / n;
        if (n == 1) {
            return new Interval(mean, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, 1);
        }
        double ss = 0;
        for (double x : xs) {
            ss += (x - mean) * (x - mean);
        }
        double half = t975(n - 1) * Math.sqrt(ss / (n - 1) / n);
        return new Interval(mean, mean - half, mean + half, n);
    }

    /** A proportion with the Wilson score interval. */
    public static Interval proportion(int successes, int n) {
        if (n == 0) {
            return new Interval(Double.NaN, Double.NaN, Double.NaN, 0);
        }
        double z = 1.959964;
        double p = successes / (double) n;
        double denominator = 1 + z * z / n;
        double centre = (p + z * z / (2 * n)) / denominator;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / denominator;
        return new Interval(p, Math.max(0, centre - half), Math.min(1, centre + half), n);
    }

    private static double t975(int df) {
        if (df <= T975.length) {
            return T975[df - 1];
        }
        if (df <= 60) {
            return 2.042 - (df - 30) * (2.042 - 2.000) / 30;
        }
        if (df <= 120) {
            return 2.000 - (df - 60) * (2.000 - 1.980) / 60;
        }
        return 1.960;
    }

    /** @return e.g. {@code 7.41 [6.90, 7.92]} */
    public String format(int decimals) {
        String f = "%." + decimals + "f";
        return String.format(f + " [" + f + ", " + f + "]", estimate, low, high);
    }

    /** @return as a percentage, e.g. {@code 97.1% [90.2, 99.2]} */
    public String percent() {
        return String.format("%.1f%% [%.1f, %.1f]", 100 * estimate, 100 * low, 100 * high);
    }
}
