package calhamer.bot.equilibrium;

import static calhamer.bot.equilibrium.BlueprintLikenessTest.IX;
import static calhamer.bot.equilibrium.BlueprintLikenessTest.STANDARD;
import static calhamer.bot.equilibrium.BlueprintLikenessTest.W;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.engine.PackedOrder;
import calhamer.adjudicator.position.Position;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The deciding power's own variants. */
class OwnVariantsTest {
    private static final BoardCodec CODEC = STANDARD.adjudicator().codec();

    /**
     * England in Fall 1906 (an arena game): an army in Denmark, fleets in the North Sea and in Norway. A route on
     * through the fleet in Norway, a coast, gave "F NWY C A DEN - STP", which the rules do not allow.
     */
    @Test
    void convoysGoOnlyThroughFleetsAtSea() {
        Position fall = STANDARD.position("""
                {"phase": "F1906M", "units": {"ENGLAND": ["A DEN", "F NTH", "F NWY", "F SWE"], "RUSSIA": ["A MOS"]},
                 "centers": {"ENGLAND": ["LON", "EDI", "LVP", "DEN", "NWY", "SWE"], "RUSSIA": ["MOS", "STP"]}}""");
        CODEC.load(fall, W.root);
        W.greedy.prepare(W.root);
        Power england = STANDARD.power("ENGLAND");
        Candidate holds = new Candidate(OwnVariants.packed(CODEC, W.root, england,
                STANDARD.set("A DEN H; F NTH H; F NWY H; F SWE H").orders()), "test");
        List<Candidate> out = new ArrayList<>();
        W.variants.convoys(W.root, england.index(), W.greedy.values(), holds, 100, out);
        assertFalse(out.isEmpty(), "Denmark's army can sail with the fleet in the North Sea");
        for (Candidate c : out) {
            for (long o : c.orders()) {
                assertTrue(PackedOrder.kind(o) != PackedOrder.CONVOY || IX.isSea(PackedOrder.unit(o)),
                        c.notation(CODEC, W.root));
            }
        }
        List<Candidate> frozen = new ArrayList<>();
        new OwnVariants(IX, false).convoys(W.root, england.index(), W.greedy.values(), holds, 100, frozen);
        assertTrue(frozen.stream().anyMatch(c -> c.notation(CODEC, W.root).contains("F NWY C A DEN")),
                "calhamer-v1, kept as it stood, still names the fleet on the coast");
    }
}
