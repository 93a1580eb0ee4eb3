package calhamer.games.avoidtrue;

import calhamer.games.impartial.ImpartialProvider;

/** Registers Avoid True; play starts from the paper's example formula with x8 already true. */
public final class AvoidTrueProvider extends ImpartialProvider {
    public AvoidTrueProvider() {
        super(AvoidTrue.RULES, "Avoid True (Schaefer): make a variable true while the positive CNF stays false; "
                + "normal play", "{\"variables\": 8, \"clauses\": [[1, 2, 3, 4], [1, 5, 6, 7], [1, 3, 6], "
                + "[2, 5, 8]], \"true\": [8]}");
    }
}
