package calhamer.bot.equilibrium;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.rules.MapTables;
import calhamer.bot.dumbbot.DumbBotValues;
import calhamer.bot.rollout.SplitMix;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The other powers modelled as searchers, when they play unlike DumbBot-class players: a level-one model in the sense
 * of Stahl and Wilson's level-k reasoning (Games and Economic Behavior, 1995), each other power assumed to search as
 * this bot does. In a movement decision where, over the other powers that did not play at random, the share of
 * their units ordered outside the DumbBot-class player's draws in the remembered phase ({@link BlueprintLikeness}) is
 * above {@link SearchSettings#searcherOutside}, each of them gets a small equilibrium search from its own seat
 * ({@link RegretSearch}, {@link SearchSettings#searcherShare} of the decision's cells): its candidates drawn as the
 * deciding power draws its own (the blueprint's most frequent sets, its convoys and its variants after its own
 * bounces, all after its own rules; not the matrix planner's set), the deciding power's the blueprint's as a
 * neighbour's, every other power's those of the decision (a power modelled before it in the map's order with its
 * model). Its most probable sets, as many as the deciding power keeps of its own, with their equilibrium
 * probabilities then become its candidates and prior in the decision, where it plays that prior (anchor 1).
 *
 * <p>Against six {@code calhamer-v1} (searching) opponents, their orders had 0.477 of the model's probability against
 * 0.430 with blueprint candidates, and 12% of their orders were in no candidate against 29%; against DumbBot-class
 * players the blueprint's own candidates foretell better (0.580 against 0.519), hence the switch (docs/results.md).
 * Cost per modelled power: the blueprint draws of an own candidate list, then the share of the cells in roll-outs.
 * Not thread-safe (the calling thread's workspace).
 */
final class SearcherModel {
    private final MapTables ix;
    private final SearchSettings settings;
    private final SearchWorkspace w;
    private final Function<List<List<Candidate>>, RegretSearch.Valuer> valuer;

    /**
     * @param w      the calling thread's workspace, its board the decision's position and its sampler prepared
     * @param valuer rolls out joint candidates of the given lists, as the decision's search does
     */
    SearcherModel(MapTables ix, SearchSettings settings, SearchWorkspace w,
                  Function<List<List<Candidate>>, RegretSearch.Valuer> valuer) {
        this.ix = ix;
        this.settings = settings;
        this.w = w;
        this.valuer = valuer;
    }

    /**
     * @param outside per power, the share of its units ordered outside the DumbBot-class player's draws in the
     *                remembered phase ({@link BlueprintLikeness}; NaN: no units there)
     * @param random  per power, whether it played at random there (not counted)
     * @return whether the setting is on and, over the other powers with units that did not play at random, that
     *         share is above it: the table plays unlike DumbBot-class players
     */
    boolean applies(double[] outside, int me, boolean[] random) {
        if (settings.searcherOutside() <= 0) {
            return false;
        }
        double sum = 0;
        int counted = 0;
        for (int p = 0; p < outside.length; p++) {
            if (p != me && !random[p] && !Double.isNaN(outside[p])) {
                sum += outside[p];
                counted++;
            }
        }
        return counted > 0 && sum / counted > settings.searcherOutside();
    }

    /**
     * Replaces the candidates and prior of every other power modelled as a searcher.
     *
     * @param me          the deciding power
     * @param breadth     the decision's settings for its budget ({@link SearchSettings#forCells})
     * @param cells       the decision's cells
     * @param seed        the decision's seed
     * @param likeness    every power's likeness to the blueprint, as the decision reads it
     * @param random      per power, whether the deciding power models it as playing at random (left as it is)
     * @param remembered  per power, what its own rules take from the remembered phase
     * @param candidates  per power, its candidates in the decision (blueprint draws)
     * @param priors      per power, their weights
     * @return per power, whether it was modelled
     */
    boolean[] model(int me, SearchSettings breadth, long cells, long seed, double[] likeness, boolean[] random,
                    IntFunction<OwnVariants.Remembered> remembered, List<List<Candidate>> candidates,
                    List<double[]> priors, Deadline deadline) {
        Board root = w.root;
        int powers = ix.powerCount();
        boolean[] modelled = new boolean[powers];
        List<Double> myWeights = new ArrayList<>();
        List<Candidate> mine = w.sampler.sample(root, me, breadth.otherSamples(), breadth.neighbourCandidates(),
                SplitMix.mix(seed, 1000 + me), myWeights, deadline);
        double[] myPrior = myWeights.stream().mapToDouble(Double::doubleValue).toArray();
        long share = Math.max(1, (long) (cells * settings.searcherShare()));
        for (int p = 0; p < powers; p++) {
            if (p == me || random[p] || candidates.get(p).isEmpty() || deadline.passed()) {
                continue;
            }
            OwnVariants.Remembered theirs = remembered.apply(p);
            List<Double> weights = new ArrayList<>();
            List<Candidate> own = ownCandidates(p, breadth, seed, theirs, weights, deadline);
            List<List<Candidate>> lists = new ArrayList<>(candidates);
            List<double[]> nested = new ArrayList<>(priors);
            lists.set(p, own);
            nested.set(p, weights.stream().mapToDouble(Double::doubleValue).toArray());
            lists.set(me, mine);
            nested.set(me, myPrior);
            double[] anchor = new double[powers];
            for (int q = 0; q < powers; q++) {
                anchor[q] = q == p ? 0 : theirs.random()[q] ? 1
                        : settings.blueprintAnchor() * (Double.isNaN(likeness[q]) ? 1 : likeness[q]);
            }
            RegretSearch.Result r = RegretSearch.run(lists.stream().mapToInt(List::size).toArray(), nested, anchor,
                    powers, share, deadline, SplitMix.mix(seed, 4000 + p), valuer.apply(lists));
            if (r.iterations() == 0) {
                continue;
            }
            mostProbable(own, r.strategy()[p], breadth.ownCandidates(), candidates, priors, p);
            modelled[p] = true;
        }
        return modelled;
    }

    /** @return the power's candidates as it would draw its own, their weights in {@code weights} */
    private List<Candidate> ownCandidates(int p, SearchSettings breadth, long seed, OwnVariants.Remembered theirs,
                                          List<Double> weights, Deadline deadline) {
        Board root = w.root;
        DumbBotValues values = w.greedy.values();
        List<Candidate> own = new ArrayList<>(w.sampler.sample(root, p, breadth.ownSamples(),
                breadth.ownCandidates(), SplitMix.mix(seed, 3000 + p), weights, deadline));
        w.variants.repairAll(root, p, own);
        List<Candidate> extra = new ArrayList<>();
        w.variants.additions(root, p, values, own.get(0), theirs, extra);
        w.variants.merge(root, p, values, theirs, own, weights, extra);
        return own;
    }

    /** Sets the power's candidates to its {@code keep} most probable sets, their probabilities its prior. */
    private static void mostProbable(List<Candidate> own, double[] strategy, int keep,
                                     List<List<Candidate>> candidates, List<double[]> priors, int p) {
        Integer[] order = new Integer[strategy.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(strategy[b], strategy[a]));
        double kept = 0;
        for (int i = 0; i < order.length && i < keep; i++) {
            kept += strategy[order[i]];
        }
        Map<Candidate, Double> model = new LinkedHashMap<>();
        for (int i = 0; i < order.length && i < keep; i++) {
            if (strategy[order[i]] > 0) {
                model.merge(own.get(order[i]), strategy[order[i]] / kept, Double::sum);
            }
        }
        candidates.set(p, new ArrayList<>(model.keySet()));
        priors.set(p, model.values().stream().mapToDouble(Double::doubleValue).toArray());
    }
}
