package calhamer.games.quoridor;

import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameConformanceTest;
import java.util.List;

/** 2-player Quoridor (ten walls each) passes the kit. */
class TwoPlayerQuoridorConformanceTest extends GameConformanceTest<QuoridorState, QuoridorMove> {
    private final Quoridor game = new Quoridor(2, 10, 400, 1);

    @Override
    protected Game<QuoridorState, QuoridorMove> game() {
        return game;
    }

    @Override
    protected int maxPlies() {
        return 400;
    }

    @Override
    protected int movesCheckedPerState() {
        return 12;
    }

    @Override
    protected List<Evaluator<QuoridorState>> evaluators() {
        return List.of(game.evaluator());
    }
}
