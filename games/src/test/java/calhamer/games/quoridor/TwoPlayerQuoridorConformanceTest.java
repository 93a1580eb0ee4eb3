package calhamer.games.quoridor;

import java.util.Optional;

/** 2-player Quoridor (ten walls each) passes the kit. */
class TwoPlayerQuoridorConformanceTest extends QuoridorConformanceTest {

    @Override
    Quoridor board() {
        return new Quoridor(2, 10, 400, 1);
    }

    @Override
    protected Optional<String> registeredName() {
        return Optional.empty();
    }
}
