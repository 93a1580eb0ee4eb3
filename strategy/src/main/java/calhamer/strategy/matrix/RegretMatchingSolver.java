package calhamer.strategy.matrix;

import java.util.Arrays;

/**
 * Approximate mixed strategies of a zero-sum matrix game by regret matching+ with alternating updates and linearly
 * weighted averages (regret matching: Hart and Mas-Colell, Econometrica 68(5), 2000; RM+ and linear averaging:
 * Tammelin, Burch, Johanson and Bowling, IJCAI 2015; alternation: Burch, Moravčík and Schmid, JAIR 64, 2019).
 *
 * <p>Error bound: the solver stops as soon as the duality gap of the averaged strategies — the maximiser's guarantee
 * subtracted from the minimiser's, both computed exactly from those strategies — is at most
 * {@code relativeTolerance × (max entry − min entry)}, or after {@code maxIterations}. The returned
 * {@link ZeroSumSolution} carries that certificate: the value lies within its bounds, the reported value is within
 * half the gap of the true value, and each strategy concedes at most the gap. The regret bounds of these methods put
 * the gap after T iterations at O(Δ·(√m + √n)/√T) in the worst case (Δ the payoff range); the solver does not rely on
 * them, it measures the gap, and in practice RM+ gets there much faster. No randomness is used: the answer is a
 * function of the matrix and the parameters.
 *
 * <p>Cost: two matrix–vector products, O(m·n), per iteration; O(m + n) memory besides the matrix.
 */
public final class RegretMatchingSolver implements ZeroSumSolver {
    private final double relativeTolerance;
    private final long maxIterations;

    /**
     * @param relativeTolerance the gap to stop at, as a fraction of the payoff range (e.g. 1e-4)
     * @param maxIterations     the most iterations
     */
    public RegretMatchingSolver(double relativeTolerance, long maxIterations) {
        if (!(relativeTolerance > 0) || !Double.isFinite(relativeTolerance)) {
            throw new IllegalArgumentException("relative tolerance must be positive: " + relativeTolerance);
        }
        if (maxIterations <= 0) {
            throw new IllegalArgumentException("max iterations must be positive: " + maxIterations);
        }
        this.relativeTolerance = relativeTolerance;
        this.maxIterations = maxIterations;
    }

    /** Tolerance 1e-4 of the payoff range, at most a million iterations. */
    public RegretMatchingSolver() {
        this(1e-4, 1_000_000);
    }

    @Override
    public ZeroSumSolution solve(PayoffMatrix matrix, Objective rowObjective) {
        return run(matrix, rowObjective).solution();
    }

    /** Solves the game and says how many iterations it took and whether the gap reached the tolerance. */
    public Run run(PayoffMatrix matrix, Objective rowObjective) {
        PayoffMatrix a = Orientation.maximiserRows(matrix, rowObjective);
        int m = a.rows();
        int n = a.columns();
        double tolerance = relativeTolerance * (matrix.max() - matrix.min());
        if (tolerance == 0) {
            // All entries equal: every strategy is optimal.
            return new Run(Orientation.solution(matrix, rowObjective, uniform(m), uniform(n)), 0, true);
        }
        double[] regretX = new double[m];
        double[] regretY = new double[n];
        double[] x = uniform(m);
        double[] y = uniform(n);
        double[] sumX = new double[m];
        double[] sumY = new double[n];
        double[] sumAy = new double[m];
        double[] sumXa = new double[n];
        double weights = 0;
        double[] ay = a.rowPayoffs(y);
        long t = 0;
        double gap = Double.POSITIVE_INFINITY;
        while (t < maxIterations && gap > tolerance) {
            t++;
            update(regretX, ay, x, 1);
            x = strategy(regretX);
            double[] xa = a.columnPayoffs(x);
            update(regretY, xa, y, -1);
            y = strategy(regretY);
            ay = a.rowPayoffs(y);
            double w = t;
            weights += w;
            accumulate(sumX, x, w);
            accumulate(sumY, y, w);
            accumulate(sumAy, ay, w);
            accumulate(sumXa, xa, w);
            double lower = Arrays.stream(sumXa).min().orElseThrow() / weights;
            double upper = Arrays.stream(sumAy).max().orElseThrow() / weights;
            gap = upper - lower;
        }
        ZeroSumSolution solution = Orientation.solution(matrix, rowObjective, scaled(sumX, 1 / weights),
                scaled(sumY, 1 / weights));
        return new Run(solution, t, gap <= tolerance);
    }

    /**
     * RM+ regret update: regret_k ← max(0, regret_k + sign·(payoff_k − expected)), where sign is +1 for the maximiser
     * and −1 for the minimiser.
     */
    private static void update(double[] regret, double[] payoffs, double[] current, int sign) {
        double expected = 0;
        for (int k = 0; k < payoffs.length; k++) {
            expected += current[k] * payoffs[k];
        }
        for (int k = 0; k < regret.length; k++) {
            regret[k] = Math.max(0, regret[k] + sign * (payoffs[k] - expected));
        }
    }

    /** The regret-matching strategy: proportional to positive regret, uniform when there is none. */
    private static double[] strategy(double[] regret) {
        double sum = Arrays.stream(regret).sum();
        if (!(sum > 0)) {
            return uniform(regret.length);
        }
        return scaled(regret, 1 / sum);
    }

    private static void accumulate(double[] sum, double[] values, double weight) {
        for (int k = 0; k < sum.length; k++) {
            sum[k] += weight * values[k];
        }
    }

    private static double[] scaled(double[] values, double factor) {
        double[] out = new double[values.length];
        for (int k = 0; k < values.length; k++) {
            out[k] = values[k] * factor;
        }
        return out;
    }

    private static double[] uniform(int size) {
        double[] out = new double[size];
        Arrays.fill(out, 1.0 / size);
        return out;
    }

    /**
     * One solve.
     *
     * @param solution   the averaged strategies with their certified bounds
     * @param iterations the iterations run
     * @param converged  whether the gap reached the tolerance, up to rounding (otherwise the iteration limit stopped
     *                   the run)
     */
    public record Run(ZeroSumSolution solution, long iterations, boolean converged) {
    }
}
