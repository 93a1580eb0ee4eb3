package calhamer.strategy.game;

/**
 * An agent that learns from the play it sees (Socially Oriented Search's online learning of the other players'
 * social rows, for instance). {@link Playout} tells every observing agent each joint move once, after it is applied,
 * its own moves included. Observations are the only state such an agent keeps: a fresh instance per game.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface MoveObserver<S, M> {

    /** The joint move was played from {@code before}, giving {@code after}. */
    void observe(Game<S, M> game, S before, JointMove<M> move, S after);
}
