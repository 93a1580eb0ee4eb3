package calhamer.games.transversewave;

import calhamer.games.impartial.BitMatrix;
import calhamer.games.impartial.RegisteredGameConformance;

/** CrosswiseAnd passes the conformance kit from its registered start. */
class CrosswiseAndConformanceTest extends RegisteredGameConformance<BitMatrix, Integer> {
    CrosswiseAndConformanceTest() {
        super("crosswise-and");
    }
}
