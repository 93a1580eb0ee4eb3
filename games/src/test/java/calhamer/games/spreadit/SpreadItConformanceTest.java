package calhamer.games.spreadit;

import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameConformanceTest;
import java.util.List;
import java.util.Optional;

/** Spread-It, zero loyalty on a 24-vertex Barabási–Albert graph (the registered default), passes the kit. */
class SpreadItConformanceTest extends GameConformanceTest<SpreadItState, Integer> {
    private final SpreadIt game = board();

    /** @return the board played (subclasses play others) */
    SpreadIt board() {
        return (SpreadIt) new SpreadItProvider().create();
    }

    @Override
    protected Game<SpreadItState, Integer> game() {
        return game;
    }

    @Override
    protected int maxPlies() {
        return 2 * game.hand();
    }

    @Override
    protected int movesCheckedPerState() {
        return 5;
    }

    @Override
    protected List<Evaluator<SpreadItState>> evaluators() {
        return List.of(game.evaluator());
    }

    @Override
    protected Optional<String> registeredName() {
        return Optional.of(SpreadIt.NAME);
    }
}
