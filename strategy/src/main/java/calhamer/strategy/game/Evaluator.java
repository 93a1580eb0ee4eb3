package calhamer.strategy.game;

/**
 * Scores a state for every player: higher is better for that player. Search is written against this interface and
 * never against a particular evaluation, so any evaluator works with any search that supports the game.
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface Evaluator<S> {

    /** One value per player, in the order of {@link GameFacts#players()}; a fresh array the caller may keep. */
    double[] evaluate(S state);

    /**
     * The largest value one entry of an evaluation takes, for algorithms that normalise evaluations (Socially
     * Oriented Search's learning divides effects by it); 1 unless the evaluator says otherwise.
     */
    default double maxValue() {
        return 1;
    }
}
