package calhamer.games.demographic;

import calhamer.games.impartial.ImpartialProvider;

/** Registers Demographic Influence; play starts from a small example of four people in two overlapping groups. */
public final class DemographicInfluenceProvider extends ImpartialProvider {
    public DemographicInfluenceProvider() {
        super(DemographicInfluence.RULES, "Demographic Influence (Burke, Ferland, Teng): lower a group's "
                + "thresholds; whoever falls below 0 strongly influences their friends; normal play",
                "{\"thresholds\": [2, 0, 1, 3], \"edges\": [[0, 1], [1, 2], [2, 3]], "
                        + "\"demographics\": [[0, 1, 2], [2, 3]]}");
    }
}
