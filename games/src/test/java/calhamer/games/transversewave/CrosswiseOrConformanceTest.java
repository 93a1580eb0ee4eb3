package calhamer.games.transversewave;

import calhamer.games.impartial.BitMatrix;
import calhamer.games.impartial.RegisteredGameConformance;

/** CrosswiseOr passes the conformance kit from its registered start. */
class CrosswiseOrConformanceTest extends RegisteredGameConformance<BitMatrix, Integer> {
    CrosswiseOrConformanceTest() {
        super("crosswise-or");
    }
}
