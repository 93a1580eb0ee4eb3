package calhamer.games.transversewave;

import calhamer.games.impartial.ImpartialProvider;

/** Registers Crosswise OR; play starts from Table 2's *7 instance read with purple as 1. */
public final class CrosswiseOrProvider extends ImpartialProvider {
    public CrosswiseOrProvider() {
        super(GridRules.CROSSWISE_OR, "Crosswise OR (Burke, Ferland, Teng): choose a column with a 0; every row "
                + "ORs its bit there, then the column becomes 1; normal play",
                "{\"matrix\": [\"1110000000\", \"1001100000\", \"1100011000\", \"0010010110\"]}");
    }
}
