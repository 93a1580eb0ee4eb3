package calhamer.games.transversewave;

import calhamer.games.impartial.ImpartialProvider;

/** Registers Transverse Wave; play starts from Table 2's instance of value *7. */
public final class TransverseWaveProvider extends ImpartialProvider {
    public TransverseWaveProvider() {
        super(GridRules.TRANSVERSE_WAVE, "Transverse Wave (Burke, Ferland, Teng): choose a column with a green "
                + "cell; it turns purple, and so does every row purple in that column; normal play",
                "{\"grid\": [\"PPPGGGGGGG\", \"PGGPPGGGGG\", \"PPGGGPPGGG\", \"GGPGGPGPPG\"]}");
    }
}
