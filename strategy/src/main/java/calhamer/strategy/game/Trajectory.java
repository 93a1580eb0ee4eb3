package calhamer.strategy.game;

import java.util.List;

/**
 * One play of a game: the states visited and the joint moves between them.
 *
 * @param states   the initial state, then the state after each joint move ({@code moves.size() + 1} of them)
 * @param moves    the joint moves, in order
 * @param finished whether the last state is terminal (otherwise the ply limit stopped play)
 * @param <S>      the state type
 * @param <M>      the move type
 */
public record Trajectory<S, M>(List<S> states, List<JointMove<M>> moves, boolean finished) {

    public Trajectory {
        states = List.copyOf(states);
        moves = List.copyOf(moves);
        if (states.size() != moves.size() + 1) {
            throw new IllegalArgumentException(states.size() + " states for " + moves.size() + " moves");
        }
    }

    /** The state play stopped in. */
    public S last() {
        return states.get(states.size() - 1);
    }

    /** The number of joint moves played. */
    public int plies() {
        return moves.size();
    }
}
