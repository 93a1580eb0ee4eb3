package calhamer.bot.adapter;

import calhamer.adjudicator.position.Position;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.Weights;
import calhamer.maps.io.BundledMaps;
import calhamer.bot.evaluation.InfluenceEvaluator;
import calhamer.bot.evaluation.OrderSet;
import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameConformanceTest;
import java.util.List;
import java.util.Optional;

/**
 * Diplomacy on the standard map passes the conformance kit: 20 random games of two game years (at most 5 phases a
 * year), order sets listed up to 200 per power (a sample beyond that), influence standings and shares as
 * evaluators.
 */
class DiplomacyConformanceTest extends GameConformanceTest<Position, OrderSet> {
    private final DiplomacyGame game = new DiplomacyGame(BundledMaps.load("standard"), 2, 200);

    @Override
    protected Game<Position, OrderSet> game() {
        return game;
    }

    @Override
    protected int maxPlies() {
        return 2 * 5;
    }

    @Override
    protected int movesCheckedPerState() {
        return 25;
    }

    @Override
    protected Optional<String> registeredName() {
        return Optional.of("diplomacy");
    }

    @Override
    protected List<Evaluator<Position>> evaluators() {
        IncrementalWorldEvaluator worlds = new IncrementalWorldEvaluator(game.map(), Weights.PAPER, Decay.PAPER);
        return List.of(new InfluenceEvaluator(worlds, InfluenceEvaluator.Measure.STANDING),
                new InfluenceEvaluator(worlds, InfluenceEvaluator.Measure.SHARE));
    }
}
