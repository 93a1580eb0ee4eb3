package calhamer.bot.adapter;

import calhamer.adjudicator.position.Position;
import calhamer.maps.io.BundledMaps;
import calhamer.bot.evaluation.OrderSet;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameConformanceTest;

/** Diplomacy on the Austria–Germany submap passes the conformance kit over ten game years (whole order-set lists). */
class AustriaGermanyConformanceTest extends GameConformanceTest<Position, OrderSet> {
    private final DiplomacyGame game = new DiplomacyGame(BundledMaps.load("austria-germany"), 10, 100_000);

    @Override
    protected Game<Position, OrderSet> game() {
        return game;
    }

    @Override
    protected int maxPlies() {
        return 10 * 5;
    }

    @Override
    protected int playouts() {
        return 8;
    }

    @Override
    protected int movesCheckedPerState() {
        return 40;
    }
}
