package calhamer.games.spreadit;

import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameConformanceTest;
import java.util.List;
import java.util.Map;

/** Spread-It, full loyalty with the index cascade order on a 40-vertex Watts–Strogatz graph, passes the kit. */
class SpreadItFullLoyaltyConformanceTest extends GameConformanceTest<SpreadItState, Integer> {
    private final SpreadIt game = (SpreadIt) new SpreadItProvider().create(Map.of("graph", "watts-strogatz",
            "vertices", "40", "seed", "7", "variant", "full-loyalty", "order", "index"));

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
}
