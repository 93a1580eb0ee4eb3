package calhamer.strategy.search;

import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.UnsupportedGameException;

/**
 * The values a depth-limited search gives the states where it stops: the evaluator's vector for finished games and
 * for states at the search horizon. Games without a heuristic (the default {@link Game#evaluator()} refuses
 * unfinished states) get a neutral vector of zeros at the horizon, and the search notes that it met the horizon, so
 * iterative deepening can tell when a search reached every end of the game and is exact.
 *
 * @param <S> the state type
 */
public final class LeafValues<S> {
    private final Game<S, ?> game;
    private final Evaluator<S> evaluator;
    private final boolean heuristic;
    private boolean horizonMet;

    /**
     * @param evaluator the evaluation to use (null: the game's)
     * @param probe     an unfinished state to test the evaluator on, or null
     */
    public LeafValues(Game<S, ?> game, Evaluator<S> evaluator, S probe) {
        this.game = game;
        this.evaluator = evaluator == null ? game.evaluator() : evaluator;
        this.heuristic = probe == null || game.isTerminal(probe) || evaluates(this.evaluator, probe);
    }

    private static <S> boolean evaluates(Evaluator<S> evaluator, S probe) {
        try {
            evaluator.evaluate(probe);
            return true;
        } catch (UnsupportedGameException e) {
            return false;
        }
    }

    /** The evaluator's values of a finished game (its returns when the evaluator scores nothing else). */
    public double[] terminal(S state) {
        return heuristic ? evaluator.evaluate(state) : game.returns(state);
    }

    /** The value of an unfinished state at the horizon; records that the horizon was met. */
    public double[] horizon(S state) {
        horizonMet = true;
        return heuristic ? evaluator.evaluate(state) : new double[game.facts().playerCount()];
    }

    /** The value of a state where search stops: {@link #terminal} or {@link #horizon}. */
    public double[] leaf(S state) {
        return game.isTerminal(state) ? terminal(state) : horizon(state);
    }

    /** Whether some search since the last {@link #resetHorizon()} stopped at an unfinished state. */
    public boolean horizonMet() {
        return horizonMet;
    }

    public void resetHorizon() {
        horizonMet = false;
    }

    /** Whether the evaluator scores unfinished states. */
    public boolean heuristic() {
        return heuristic;
    }
}
