package calhamer.strategy.search;

import calhamer.strategy.game.Game;
import java.util.List;

/** The shared check every search agent starts with. */
public final class RootMoves {

    private RootMoves() {
    }

    /**
     * The moves a search considers for the player at the root.
     *
     * @throws IllegalArgumentException when the game is over or the player does not move in the state
     * @throws IllegalStateException    when the game offers an acting player no candidate move (a broken game)
     */
    public static <S, M> List<M> of(Game<S, M> game, S state, int player) {
        if (game.isTerminal(state)) {
            throw new IllegalArgumentException("the game '" + game.name() + "' is over: nobody moves");
        }
        if (!game.actors(state).contains(player)) {
            throw new IllegalArgumentException("player " + game.facts().players().get(player)
                    + " does not move in this state of '" + game.name() + "'");
        }
        List<M> moves = game.candidateMoves(state, player);
        if (moves.isEmpty()) {
            throw new IllegalStateException("game '" + game.name() + "' offers no move to player "
                    + game.facts().players().get(player) + ", who acts");
        }
        return moves;
    }
}
