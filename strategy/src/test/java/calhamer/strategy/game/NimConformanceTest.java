package calhamer.strategy.game;

import java.util.List;
import java.util.Optional;

/** Nim passes the conformance kit. */
class NimConformanceTest extends GameConformanceTest<Nim.State, Nim.Take> {

    @Override
    protected Game<Nim.State, Nim.Take> game() {
        return new Nim(List.of(3, 4, 5));
    }

    @Override
    protected int maxPlies() {
        return 12; // each move takes at least one of the 3 + 4 + 5 objects
    }

    @Override
    protected List<Evaluator<Nim.State>> evaluators() {
        return List.of(new NimEvaluator());
    }

    @Override
    protected Optional<String> registeredName() {
        return Optional.of("test-nim");
    }
}
