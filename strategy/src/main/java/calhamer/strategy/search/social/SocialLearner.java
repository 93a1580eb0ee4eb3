package calhamer.strategy.search.social;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The online learning rule of Socially Oriented Search (Wilson, Zuckerman and Nau, "Modeling Social Preferences in
 * Multi-player Games", section 3.2): the effect of a move of player i from state s1 to s2 is the difference of the
 * normalised evaluations, Δ = eval(s2)/maxEval − eval(s1)/maxEval (a vector, one entry per player), and row i of the
 * social-range matrix is estimated as the average effect of player i's last k moves. Entries are clamped to
 * [−1, 1] (the matrix's range); a player with no observed move keeps its row of the initial matrix (the paper starts
 * from the Max-n identity). Not thread-safe; O(n) per observation, O(k·n²) per {@link #matrix()}.
 */
public final class SocialLearner {
    private final int k;
    private final double maxEval;
    private final SocialRangeMatrix initial;
    private final List<Deque<double[]>> history = new ArrayList<>();

    /**
     * @param k       how many of each player's last moves to average, at least 1
     * @param maxEval the largest evaluation of any player's component, positive
     * @param initial the matrix before any observation (its size is the number of players)
     */
    public SocialLearner(int k, double maxEval, SocialRangeMatrix initial) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1: " + k);
        }
        if (!(maxEval > 0) || Double.isInfinite(maxEval)) {
            throw new IllegalArgumentException("maxEval must be a positive number: " + maxEval);
        }
        this.k = k;
        this.maxEval = maxEval;
        this.initial = initial;
        for (int i = 0; i < initial.size(); i++) {
            history.add(new ArrayDeque<>());
        }
    }

    /** @return how many of each player's last moves are averaged */
    public int history() {
        return k;
    }

    /** @return the evaluation's largest entry, which normalises the effects */
    public double maxEval() {
        return maxEval;
    }

    /** @return the matrix before any observation */
    public SocialRangeMatrix initial() {
        return initial;
    }

    /** @return the effect of a move: after/maxEval − before/maxEval */
    public double[] effect(double[] before, double[] after) {
        if (before.length != initial.size() || after.length != initial.size()) {
            throw new IllegalArgumentException("evaluations need " + initial.size() + " entries");
        }
        double[] delta = new double[before.length];
        for (int j = 0; j < delta.length; j++) {
            delta[j] = after[j] / maxEval - before[j] / maxEval;
        }
        return delta;
    }

    /** Records a move of the player, given the evaluations before and after it; only the last k are kept. */
    public void observe(int player, double[] before, double[] after) {
        Deque<double[]> moves = history.get(player);
        moves.addLast(effect(before, after));
        while (moves.size() > k) {
            moves.removeFirst();
        }
    }

    /** @return how many of the player's moves are remembered (at most k) */
    public int observations(int player) {
        return history.get(player).size();
    }

    /** @return the estimated social-range matrix */
    public SocialRangeMatrix matrix() {
        int n = initial.size();
        double[][] c = initial.toArray();
        for (int i = 0; i < n; i++) {
            Deque<double[]> moves = history.get(i);
            if (moves.isEmpty()) {
                continue;
            }
            double[] row = new double[n];
            for (double[] delta : moves) {
                for (int j = 0; j < n; j++) {
                    row[j] += delta[j];
                }
            }
            for (int j = 0; j < n; j++) {
                row[j] = Math.max(-1, Math.min(1, row[j] / moves.size()));
            }
            c[i] = row;
        }
        return SocialRangeMatrix.of(c);
    }
}
