package calhamer.bot.rollout;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.rules.MapTables;
import java.util.Arrays;

/**
 * The value of a roll-out's end for every power: a weighted sum of its {@link PositionFeatures} (the centres that
 * count for it, its units, its threatened centres and the centres in its reach), with {@link ValueWeights}: the
 * centres and a tenth per unit ({@link ValueWeights#COUNTS}), or the weights learned from self-play to predict the
 * centres two years on; at a game's end, the score ({@link #atEnd}). O(units · adjacency + centres) per call, no
 * allocation. Not thread-safe: one per thread.
 */
public final class RolloutValue {
    private final MapTables ix;
    private final ValueWeights weights;
    private final PositionFeatures features;
    private final double[] f;

    public RolloutValue(MapTables ix, ValueWeights weights) {
        this.ix = ix;
        this.weights = weights;
        // the counts need no features (nor a map of at most 32 powers, which the features' bit sets take)
        boolean counts = weights == ValueWeights.COUNTS;
        this.features = counts ? null : new PositionFeatures(ix);
        this.f = counts ? null : new double[ix.powerCount() * PositionFeatures.COUNT];
    }

    /** Writes every power's value into {@code out}. */
    public void evaluate(Board b, double[] out) {
        if (weights == ValueWeights.COUNTS) {
            counts(b, out);
            return;
        }
        features.compute(b, f);
        for (int p = 0; p < ix.powerCount(); p++) {
            out[p] = weights.value(f, p * PositionFeatures.COUNT);
        }
    }

    /**
     * Writes every power's score at a game's end into {@code out}: the supply centres it owns; a solo winner's are
     * raised by the centres it did not need to win (with the victory count, every centre on the map: a win is worth
     * more than any end without one, and more centres still count). O(powers).
     *
     * @param owned  every power's supply centres owned ({@link Board#count})
     * @param winner the power that won outright, or -1
     */
    public void atEnd(int[] owned, int winner, double[] out) {
        for (int p = 0; p < ix.powerCount(); p++) {
            out[p] = owned[p];
        }
        if (winner >= 0) {
            out[winner] += ix.centres().length - ix.map().victoryThreshold();
        }
    }

    /**
     * The {@link ValueWeights#COUNTS} value, added one centre and one tenth of a unit at a time: the sums (and so the
     * ties among candidates) of the bot before the learned value, whose games {@code calhamer-v1} repeats exactly.
     */
    private void counts(Board b, double[] out) {
        Arrays.fill(out, 0, ix.powerCount(), 0);
        for (int c : ix.centres()) {
            int p = PositionFeatures.holder(b, c);
            if (p >= 0) {
                out[p] += 1;
            }
        }
        for (int q = 0; q < ix.provinceCount(); q++) {
            int p = b.unitPower(q);
            if (p >= 0) {
                out[p] += ValueWeights.COUNTS_UNIT;
            }
        }
    }
}
