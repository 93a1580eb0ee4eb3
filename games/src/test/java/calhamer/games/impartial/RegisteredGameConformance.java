package calhamer.games.impartial;

import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameConformanceTest;
import calhamer.strategy.game.GameRegistry;
import java.util.Optional;

/**
 * The conformance kit on an impartial game as registered (its default start), with the bound on a play's length
 * its rules state.
 */
public abstract class RegisteredGameConformance<P, M> extends GameConformanceTest<NormalPlayGame.Turn<P>, M> {
    private final NormalPlayGame<P, M> game;

    @SuppressWarnings("unchecked")
    protected RegisteredGameConformance(String name) {
        this.game = (NormalPlayGame<P, M>) GameRegistry.load().get(name).create();
    }

    @Override
    protected Game<NormalPlayGame.Turn<P>, M> game() {
        return game;
    }

    @Override
    protected int maxPlies() {
        return game.rules().maxMoves(game.initialState().position());
    }

    @Override
    protected Optional<String> registeredName() {
        return Optional.of(game.name());
    }
}
