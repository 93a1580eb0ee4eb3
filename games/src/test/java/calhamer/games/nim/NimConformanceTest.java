package calhamer.games.nim;

import calhamer.games.impartial.Amount;
import calhamer.games.impartial.RegisteredGameConformance;

/** Nim passes the conformance kit from its registered start. */
class NimConformanceTest extends RegisteredGameConformance<Heaps, Amount> {
    NimConformanceTest() {
        super("nim");
    }
}
