package calhamer.bot.equilibrium;

import calhamer.bot.rollout.SplitMix;
import java.util.List;

/**
 * An approximate equilibrium of the one-phase game in which every power picks one of its candidate order sets and
 * the payoffs are roll-out values, by sampled regret matching as in Gray, Lerer, Bakhtin and Brown, "Human-Level
 * Performance in No-Press Diplomacy via Equilibrium Search" (ICLR 2021, section 3.1; regret matching: Hart and
 * Mas-Colell, Econometrica 2000; the RM+ floor at zero: Tammelin 2014). Each iteration t draws one candidate per
 * power from the current strategies; then, for every power i with more than one candidate and every candidate c of
 * i, the joint candidate with i's choice replaced by c is rolled out ({@link JointValues}: a joint candidate met
 * again is rolled out again until it has {@value JointValues#SAMPLES} roll-outs, then its mean is read; the
 * roll-outs of one iteration share a seed), c's regret
 * grows by its value minus the value of i's current strategy, and each strategy becomes proportional to the
 * positive regrets (the prior weights when all are zero), mixed with the prior by the power's anchor weight (in the
 * spirit of piKL, Jacob et al., ICML 2022: a power anchored to its blueprint keeps playing partly as the blueprint
 * would). The averages of the strategies, iteration t weighted by t, are the result. Powers start from their prior
 * weights (the blueprint's frequencies).
 *
 * <p>Cost: Σ_i |C_i| roll-outs per iteration at most (fewer as strategies settle and joint candidates repeat),
 * handed to the valuer as one batch (which may play them in parallel), plus O(Σ|C_i|) arithmetic; the budget of
 * joint candidates valued (rolled out or read from the cache) and the deadline end it: an iteration the deadline
 * interrupts is dropped. Deterministic for a seed unless the deadline ends it (the batch's results depend on the
 * joint candidates and the seed only, never on the threads). Not thread-safe.
 */
final class RegretSearch {

    /** Rolls out joint candidates (candidate indices per power, -1 for powers without units). */
    interface Valuer {
        /**
         * Values {@code joints[0 .. count)} with the seed into {@code out[i]} (one value per power); may run them in
         * parallel, each result depending only on its joint candidate and the seed.
         *
         * @return false when the deadline stopped it (the results are then incomplete)
         */
        boolean valueAll(int[][] joints, int count, long seed, double[][] out);
    }

    /**
     * The search's result.
     *
     * @param strategy    per power, the average strategy over its candidates
     * @param meanValue   per power and candidate, its mean roll-out value over the iterations it was valued in
     * @param iterations  completed iterations
     * @param rollouts    roll-outs played
     * @param timeUp      whether the deadline ended the search
     */
    record Result(double[][] strategy, double[][] meanValue, int iterations, long rollouts, boolean timeUp) {
    }

    private RegretSearch() {
    }

    /**
     * @param sizes    candidates per power (0: the power has no units)
     * @param priors   per power, the prior weight of each candidate
     * @param anchor   per power, the weight of its prior in its strategy (0: plain regret matching; towards 1 the
     *                 power keeps playing as the blueprint would)
     * @param powers   the number of powers
     * @param budget   the most joint candidates valued (by a roll-out, or from the cache)
     */
    static Result run(int[] sizes, List<double[]> priors, double[] anchor, int powers, long budget,
                      Deadline deadline, long seed, Valuer valuer) {
        double[][] regret = new double[powers][];
        double[][] strategy = new double[powers][];
        double[][] average = new double[powers][];
        double[][] valueSum = new double[powers][];
        int[][] valueCount = new int[powers][];
        for (int p = 0; p < powers; p++) {
            int k = sizes[p];
            regret[p] = new double[k];
            strategy[p] = normalised(priors.get(p).clone());
            average[p] = new double[k];
            valueSum[p] = new double[k];
            valueCount[p] = new int[k];
        }
        JointValues values = new JointValues(sizes);
        int perIteration = values.perIteration();
        int[] joint = new int[powers];
        double[][] results = new double[perIteration][powers];
        double[][] utility = new double[powers][];
        for (int p = 0; p < powers; p++) {
            utility[p] = new double[sizes[p]];
        }
        SplitMix random = new SplitMix(seed);
        long rollouts = 0;
        long cells = 0;
        int iterations = 0;
        boolean timeUp = false;
        while (perIteration > 0 && cells + perIteration <= budget) {
            if (deadline.passed()) {
                timeUp = true;
                break;
            }
            long iterationSeed = SplitMix.mix(seed, iterations + 1);
            random.reseed(iterationSeed);
            for (int p = 0; p < powers; p++) {
                joint[p] = sizes[p] == 0 ? -1 : draw(strategy[p], random);
            }
            int count = values.ask(joint);
            if (!valuer.valueAll(values.batch, count, iterationSeed, results)) {
                timeUp = true;
                break;
            }
            values.record(results);
            values.utilities(results, utility);
            rollouts += count;
            cells += perIteration;
            iterations++;
            update(sizes, priors, anchor, iterations, strategy, regret, average, valueSum, valueCount, utility);
        }
        double[][] mean = new double[powers][];
        for (int p = 0; p < powers; p++) {
            double total = 0;
            for (double a : average[p]) {
                total += a;
            }
            average[p] = total > 0 ? normalised(average[p]) : normalised(priors.get(p).clone());
            mean[p] = new double[sizes[p]];
            for (int c = 0; c < sizes[p]; c++) {
                mean[p][c] = valueCount[p][c] == 0 ? Double.NaN : valueSum[p][c] / valueCount[p][c];
            }
        }
        return new Result(average, mean, iterations, rollouts, timeUp);
    }

    /** One regret-matching step for every power with a choice, from this iteration's utilities. */
    private static void update(int[] sizes, List<double[]> priors, double[] anchor, int iteration,
                               double[][] strategy, double[][] regret, double[][] average, double[][] valueSum,
                               int[][] valueCount, double[][] utility) {
        for (int p = 0; p < sizes.length; p++) {
            if (sizes[p] < 2) {
                continue;
            }
            double expected = 0;
            for (int c = 0; c < sizes[p]; c++) {
                expected += strategy[p][c] * utility[p][c];
            }
            for (int c = 0; c < sizes[p]; c++) {
                average[p][c] += iteration * strategy[p][c];
                regret[p][c] = Math.max(0, regret[p][c] + utility[p][c] - expected);
                valueSum[p][c] += utility[p][c];
                valueCount[p][c]++;
            }
            double total = 0;
            for (double r : regret[p]) {
                total += r;
            }
            double[] prior = normalised(priors.get(p).clone());
            for (int c = 0; c < sizes[p]; c++) {
                double matched = total > 0 ? regret[p][c] / total : prior[c];
                strategy[p][c] = (1 - anchor[p]) * matched + anchor[p] * prior[c];
            }
        }
    }

    static int draw(double[] p, SplitMix random) {
        double u = (random.nextLong() >>> 11) * 0x1.0p-53;
        double sum = 0;
        for (int i = 0; i < p.length; i++) {
            sum += p[i];
            if (u < sum) {
                return i;
            }
        }
        return p.length - 1;
    }

    private static double[] normalised(double[] w) {
        double total = 0;
        for (double x : w) {
            total += x;
        }
        for (int i = 0; i < w.length; i++) {
            w[i] = total > 0 ? w[i] / total : 1.0 / w.length;
        }
        return w;
    }
}
