package calhamer.strategy.game;

import java.util.random.RandomGenerator;

/**
 * Chooses one player's move. In a simultaneous game every actor's agent chooses without seeing the others' choices;
 * the caller assembles the {@link JointMove}.
 *
 * <p>Agents draw every random number from the source they are given and keep no state between calls that changes
 * their answer: the same state, budget (without a binding time limit) and random source in the same state give the
 * same move.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface Agent<S, M> {

    /** A short name for tables and logs. */
    default String name() {
        return getClass().getSimpleName();
    }

    /**
     * One of {@code game.legalMoves(state, player)}.
     *
     * @throws IllegalArgumentException when the player does not act in the state
     */
    M chooseMove(Game<S, M> game, S state, int player, Budget budget, RandomGenerator random);
}
