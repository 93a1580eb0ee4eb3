package calhamer.games.friendcircle;

import calhamer.games.impartial.ImpartialProvider;

/** Registers Friend Circle; play starts from a small example: four seeds and one other vertex. */
public final class FriendCircleProvider extends ImpartialProvider {
    public FriendCircleProvider() {
        super(FriendCircle.RULES, "Friend Circle (Burke, Ferland, Teng): pick a seed with a false edge; its edges "
                + "become true, and those of neighbours it already spoke with; normal play",
                "{\"vertices\": 5, \"edges\": [[0, 1, true], [1, 2, false], [0, 3, true], [2, 3, false], "
                        + "[1, 3, false], [3, 4, false]], \"seeds\": [0, 1, 2, 3]}");
    }
}
