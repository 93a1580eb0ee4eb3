package calhamer.strategy.diplomacy.search;

import calhamer.adjudicator.position.*;
import calhamer.strategy.diplomacy.Board;
import calhamer.strategy.diplomacy.dumbbot.*;
import calhamer.strategy.diplomacy.rollout.*;
import java.util.*;
import org.junit.jupiter.api.Test;

class ScratchTest {
    @Test
    void run() {
        Board standard = Board.of("standard");
        MapIndex ix = new MapIndex(standard.adjudicator());
        BoardCodec codec = new BoardCodec(ix);
        ProximityTables t = new ProximityTables(ix, DumbBotWeights.NORMAN);
        DumbBotPolicy policy = new DumbBotPolicy(ix, t, DumbBotWeights.NORMAN);
        PhaseEngine engine = new PhaseEngine(ix);
        Position p = standard.position("{\"phase\":\"W1901A\",\"units\":{\"ENGLAND\":[\"A NWY\",\"A BEL\"],\"FRANCE\":[\"F MAO\",\"A PIC\",\"A BUR\"],\"GERMANY\":[\"F HOL\",\"A RUH\",\"A KIE\"],\"RUSSIA\":[\"F SWE\",\"A STP\"]},\"centers\":{\"ENGLAND\":[\"LON\",\"EDI\",\"LVP\",\"NWY\",\"BEL\"],\"FRANCE\":[\"BRE\",\"PAR\",\"MAR\",\"SPA\"],\"GERMANY\":[\"BER\",\"KIE\",\"MUN\",\"HOL\",\"DEN\"],\"RUSSIA\":[\"STP\",\"MOS\",\"WAR\",\"SEV\",\"SWE\"]}}");
        for (int h = 1; h <= 6; h++) {
            StringBuilder line = new StringBuilder("horizon " + h + ":");
            for (String builds : List.of("A EDI B;A LON B;A LVP B", "F EDI B;F LON B;F LVP B", "F EDI B;F LON B;A LVP B")) {
                FastBoard root = codec.board(p);
                long[] mine = new long[3];
                int n = 0;
                for (String s : builds.split(";")) mine[n++] = codec.fast(root, standard.parser().parse(s));
                Rollouts ro = new Rollouts(ix, new PhaseEngine(ix), new DumbBotPolicy(ix, t, DumbBotWeights.NORMAN));
                ro.reset(root, h);
                double sum = 0; double[] out = new double[7];
                for (long seed = 1; seed <= 400; seed++) { ro.change(1, mine, seed, out); sum += out[1]; }
                line.append(String.format("  %s %.2f", builds, sum / 400));
            }
            System.out.println(line);
        }
    }
}
