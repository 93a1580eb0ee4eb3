package calhamer.games.transversewave;

import calhamer.games.impartial.BitMatrix;
import calhamer.games.impartial.RegisteredGameConformance;

/** TransverseWave passes the conformance kit from its registered start. */
class TransverseWaveConformanceTest extends RegisteredGameConformance<BitMatrix, Integer> {
    TransverseWaveConformanceTest() {
        super("transverse-wave");
    }
}
