package calhamer.games.nim;

import calhamer.games.impartial.Amount;
import calhamer.games.impartial.RegisteredGameConformance;

/** DemiQuantumNim passes the conformance kit from its registered start. */
class DemiQuantumNimConformanceTest extends RegisteredGameConformance<Realizations, Amount> {
    DemiQuantumNimConformanceTest() {
        super("demi-quantum-nim");
    }
}
