package calhamer.games.quoridor;

import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameConformanceTest;
import java.util.List;
import java.util.Optional;

/** 4-player Quoridor passes the kit; random plays are cut at 300 plies (a draw), so the draw is exercised too. */
class QuoridorConformanceTest extends GameConformanceTest<QuoridorState, QuoridorMove> {
    private final Quoridor game = board();

    /** @return the board played (subclasses play others) */
    Quoridor board() {
        return new Quoridor(4, 5, 300, 1);
    }

    @Override
    protected Game<QuoridorState, QuoridorMove> game() {
        return game;
    }

    @Override
    protected int maxPlies() {
        return game.maxPlies();
    }

    @Override
    protected int movesCheckedPerState() {
        return 12;
    }

    @Override
    protected List<Evaluator<QuoridorState>> evaluators() {
        return List.of(game.evaluator());
    }

    @Override
    protected Optional<String> registeredName() {
        return Optional.of(Quoridor.NAME);
    }
}
