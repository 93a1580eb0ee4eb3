package calhamer.bot.equilibrium;

import static calhamer.bot.equilibrium.BlueprintLikenessTest.IX;
import static calhamer.bot.equilibrium.BlueprintLikenessTest.STANDARD;
import static calhamer.bot.equilibrium.BlueprintLikenessTest.W;
import static calhamer.bot.equilibrium.EquilibriumSearchTest.BOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.Edition;
import calhamer.bot.BotBudget;
import calhamer.bot.BotOptions;
import calhamer.bot.PreviousPhase;
import calhamer.bot.evaluation.MapFixture;
import calhamer.maps.Power;
import calhamer.maps.io.BundledMaps;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Powers that played at random in the remembered phase are modelled as playing at random. */
class RandomPlayTest {
    private static final BoardCodec CODEC = STANDARD.adjudicator().codec();

    /** Spring 1901 with Russia's orders drawn as a random player draws them: three of four supports match nothing. */
    private static PreviousPhase springWithRandomRussia(MapFixture standard) {
        Map<Power, List<Order>> given = new LinkedHashMap<>();
        given.put(standard.power("RUSSIA"), standard.set("A MOS S A WAR - UKR; A WAR S F SEV - UKR;"
                + " F SEV S A MOS - UKR; F STP/SC - BOT").orders());
        given.put(standard.power("AUSTRIA"), standard.set("A VIE - GAL; A BUD - SER; F TRI - ALB").orders());
        given.put(standard.power("GERMANY"), standard.set("A BER - KIE; F KIE - DEN; A MUN S A BER - KIE").orders());
        return new PreviousPhase(standard.start(), given);
    }

    @Test
    void aPhaseOfVoidSupportsReadsAsPlayedAtRandom() {
        PreviousPhase previous = springWithRandomRussia(STANDARD);
        PhaseResult result = previous.adjudicated(STANDARD.adjudicator(), Edition.RULES_2000);
        assertTrue(previous.playedAtRandom(result, STANDARD.power("RUSSIA")), "three void supports of four");
        assertFalse(previous.playedAtRandom(result, STANDARD.power("AUSTRIA")), "three moves");
        assertFalse(previous.playedAtRandom(result, STANDARD.power("GERMANY")), "a support of a move given");
        assertFalse(previous.playedAtRandom(result, STANDARD.power("TURKEY")), "no orders");
        assertFalse(previous.playedAtRandom(null, STANDARD.power("RUSSIA")), "nothing adjudicated");
        Map<Power, List<Order>> slip = Map.of(STANDARD.power("RUSSIA"), STANDARD.set("A MOS - UKR; A WAR - GAL;"
                + " F SEV - BLA; F STP/SC S A MOS - LVN").orders());
        PreviousPhase once = new PreviousPhase(STANDARD.start(), slip);
        assertFalse(once.playedAtRandom(once.adjudicated(STANDARD.adjudicator(), Edition.RULES_2000),
                STANDARD.power("RUSSIA")), "one void support of four orders, as DumbBot-class players sometimes give");
    }

    @Test
    void aMemoryOfAnotherMapIsNotAdjudicated() {
        PreviousPhase elsewhere = new PreviousPhase(Position.start(BundledMaps.load("austria-germany")), Map.of());
        assertNull(elsewhere.adjudicated(STANDARD.adjudicator(), Edition.RULES_2000));
    }

    /** Austria's army in Vienna may leave it in Fall when the only unit that could enter plays at random. */
    @Test
    void aRandomPlayersUnitsDoNotHoldOwnUnitsOnCentres() {
        Position fall = STANDARD.position("""
                {"phase": "F1901M", "units": {"AUSTRIA": ["A VIE", "A SER", "F ALB"], "RUSSIA": ["A GAL"]},
                 "centers": {"AUSTRIA": ["VIE", "BUD", "TRI"], "RUSSIA": ["MOS", "WAR", "SEV", "STP"]}}""");
        CODEC.load(fall, W.root);
        W.greedy.prepare(W.root);
        int austria = STANDARD.power("AUSTRIA").index();
        Candidate walkOff = new Candidate(OwnVariants.packed(CODEC, W.root, STANDARD.power("AUSTRIA"),
                STANDARD.set("A VIE - BOH; A SER H; F ALB - GRE").orders()), "test");
        boolean[] random = new boolean[IX.powerCount()];
        Candidate kept = W.variants.keepCentres(W.root, austria, W.greedy.values(), walkOff, random);
        assertTrue(kept.notation(CODEC, W.root).contains("A VIE H"), kept.notation(CODEC, W.root));
        random[STANDARD.power("RUSSIA").index()] = true;
        assertEquals(walkOff, W.variants.keepCentres(W.root, austria, W.greedy.values(), walkOff, random));
    }

    @Test
    void theSearchGivesARandomPlayerRandomCandidatesOnly() {
        MapFixture standard = EquilibriumSearchTest.STANDARD;
        Position fall = standard.position("""
                {"phase": "F1901M", "units": {"AUSTRIA": ["A GAL", "A SER", "F ALB"], "RUSSIA": ["A MOS", "A WAR",
                 "F SEV", "F BOT"], "GERMANY": ["A KIE", "F DEN", "A MUN"]},
                 "centers": {"AUSTRIA": ["VIE", "BUD", "TRI"], "RUSSIA": ["MOS", "WAR", "SEV", "STP"],
                 "GERMANY": ["BER", "KIE", "MUN"]}}""");
        BotOptions options = BotOptions.defaults().withBudget(new BotBudget(4_000, 60_000)).withSeed(3);
        for (boolean remembered : List.of(true, false)) {
            SearchExplanation s = BOT.play(fall, standard.power("AUSTRIA"), remembered
                    ? options.withPrevious(springWithRandomRussia(standard)) : options).decision().explanation()
                    .search();
            for (SearchExplanation.PowerCandidates power : s.powers()) {
                boolean random = power.candidates().stream().allMatch(c -> c.source().equals("random"));
                assertEquals(remembered && power.power().equals("RUSSIA"), random, remembered + " " + power);
            }
        }
    }
}
