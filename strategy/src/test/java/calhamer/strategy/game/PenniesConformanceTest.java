package calhamer.strategy.game;

import java.util.Optional;

/** Repeated matching pennies, a simultaneous game, passes the conformance kit. */
class PenniesConformanceTest extends GameConformanceTest<Pennies.State, Pennies.Side> {

    @Override
    protected Game<Pennies.State, Pennies.Side> game() {
        return new Pennies(5);
    }

    @Override
    protected int maxPlies() {
        return 5;
    }

    @Override
    protected Optional<String> registeredName() {
        return Optional.of("pennies");
    }
}
