package calhamer.games.nim;

import calhamer.games.impartial.ImpartialProvider;

/** Registers Nim; play starts from heaps 3, 4, 5. */
public final class NimProvider extends ImpartialProvider {
    public NimProvider() {
        super(Nim.RULES, "Nim: take objects from one heap; normal play (Boolean Nim: heaps of 0 or 1)",
                "{\"heaps\": [3, 4, 5]}");
    }
}
