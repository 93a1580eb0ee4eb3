package calhamer.strategy.game;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Plays a uniformly random legal move: one draw from the random source per decision, O(legal moves). Works for every
 * game; ignores the budget.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class RandomAgent<S, M> implements Agent<S, M> {

    @Override
    public String name() {
        return "random";
    }

    @Override
    public M chooseMove(Game<S, M> game, S state, int player, Budget budget, RandomGenerator random) {
        List<M> moves = game.legalMoves(state, player);
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("player " + game.facts().players().get(player)
                    + " has no legal move in this state of '" + game.name() + "'");
        }
        return moves.get(random.nextInt(moves.size()));
    }
}
