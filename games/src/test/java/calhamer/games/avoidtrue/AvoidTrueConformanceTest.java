package calhamer.games.avoidtrue;

import calhamer.games.impartial.RegisteredGameConformance;

/** AvoidTrue passes the conformance kit from its registered start. */
class AvoidTrueConformanceTest extends RegisteredGameConformance<Formula, Integer> {
    AvoidTrueConformanceTest() {
        super("avoid-true");
    }
}
