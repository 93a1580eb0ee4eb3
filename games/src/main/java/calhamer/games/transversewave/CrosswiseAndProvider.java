package calhamer.games.transversewave;

import calhamer.games.impartial.ImpartialProvider;

/** Registers Crosswise AND; play starts from Table 2's *7 instance read with purple as 0. */
public final class CrosswiseAndProvider extends ImpartialProvider {
    public CrosswiseAndProvider() {
        super(GridRules.CROSSWISE_AND, "Crosswise AND (Burke, Ferland, Teng): choose a column with a 1; every "
                + "row ANDs its bit there, then the column becomes 0; normal play",
                "{\"matrix\": [\"0001111111\", \"0110011111\", \"0011100111\", \"1101101001\"]}");
    }
}
