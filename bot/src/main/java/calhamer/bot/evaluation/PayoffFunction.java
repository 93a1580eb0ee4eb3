package calhamer.bot.evaluation;

import calhamer.adjudicator.position.Position;
import calhamer.influence.diplomacy.Standings;
import calhamer.influence.diplomacy.WorldEvaluator;
import calhamer.maps.Power;
import calhamer.strategy.game.Evaluator;

/**
 * The value of an outcome to the maximising side of a payoff matrix: every cell of a Diplomacy payoff matrix is
 * {@code payoff(outcome)} of the position its orders lead to. Implementations must be thread-safe (cells are filled
 * in parallel) and return finite numbers.
 */
@FunctionalInterface
public interface PayoffFunction {

    /** What {@link #standingsRatio} gives when the other power's standing is 0 and the power's is positive. */
    double RATIO_CAP = 10_000;

    /** The value of the outcome; higher is better for the maximiser. */
    double payoff(Position outcome);

    /**
     * The paper's payoff (Utkin, "Influence Graphs", section VIII): 100 × standing(power) ÷ standing(other), above 100
     * when the power is ahead. Edge cases: {@link #RATIO_CAP} when only the other's standing is 0, 100 when both are.
     */
    static PayoffFunction standingsRatio(WorldEvaluator evaluator, Power power, Power other) {
        return outcome -> ratio(evaluator.evaluate(outcome), power, other);
    }

    /** The standings ratio of one evaluation, with the edge cases of {@link #standingsRatio}. */
    static double ratio(Standings standings, Power power, Power other) {
        double own = standings.standing(power);
        double theirs = standings.standing(other);
        if (theirs > 0) {
            return 100 * (own / theirs);
        }
        return own > 0 ? RATIO_CAP : 100;
    }

    /** One player's value under a per-player evaluator. */
    static PayoffFunction of(Evaluator<Position> evaluator, int player) {
        return outcome -> evaluator.evaluate(outcome)[player];
    }

    /**
     * A weighted sum of every player's value, Σ weights[j] · value[j]: with a row of a social-range matrix as the
     * weights, a player's perceived utility (Wilson, Zuckerman and Nau, "Modeling Social Preferences in
     * Multi-player Games", section 3).
     */
    static PayoffFunction weighted(Evaluator<Position> evaluator, double[] weights) {
        double[] w = weights.clone();
        return outcome -> {
            double[] values = evaluator.evaluate(outcome);
            if (values.length != w.length) {
                throw new IllegalArgumentException(w.length + " weights for " + values.length + " players");
            }
            double sum = 0;
            for (int j = 0; j < w.length; j++) {
                sum += w[j] * values[j];
            }
            return sum;
        };
    }
}
