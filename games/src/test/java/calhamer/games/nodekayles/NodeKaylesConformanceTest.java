package calhamer.games.nodekayles;

import calhamer.games.impartial.RegisteredGameConformance;

/** NodeKayles passes the conformance kit from its registered start. */
class NodeKaylesConformanceTest extends RegisteredGameConformance<KaylesGraph, Integer> {
    NodeKaylesConformanceTest() {
        super("node-kayles");
    }
}
