package calhamer.games.nodekayles;

import calhamer.games.impartial.ImpartialProvider;

/** Registers Node-Kayles; play starts on the path of 10 vertices (Dawson's Kayles). */
public final class NodeKaylesProvider extends ImpartialProvider {
    public NodeKaylesProvider() {
        super(NodeKayles.RULES, "Node-Kayles: choose a vertex not chosen and not next to a chosen one; normal play",
                "{\"vertices\": 10, \"edges\": [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 8], "
                        + "[8, 9]]}");
    }
}
