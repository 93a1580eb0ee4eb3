package calhamer.games.influencegame;

import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameConformanceTest;
import calhamer.strategy.game.GameRegistry;
import java.util.Optional;

/** INFLUENCE passes the conformance kit from its registered start (segments of 10 and 17 vertices). */
class InfluenceConformanceTest extends GameConformanceTest<InfluenceState, String> {
    private final Game<InfluenceState, String> game = cast(GameRegistry.load().get("influence").create());

    @SuppressWarnings("unchecked")
    private static Game<InfluenceState, String> cast(Game<?, ?> game) {
        return (Game<InfluenceState, String>) game;
    }

    @Override
    protected Game<InfluenceState, String> game() {
        return game;
    }

    @Override
    protected int maxPlies() {
        return 27; // every move removes at least one of the 27 vertices
    }

    @Override
    protected Optional<String> registeredName() {
        return Optional.of("influence");
    }
}
