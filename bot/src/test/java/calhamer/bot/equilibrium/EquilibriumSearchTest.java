package calhamer.bot.equilibrium;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.UnitRef;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.bot.BotBudget;
import calhamer.bot.BotDecision;
import calhamer.bot.BotMove;
import calhamer.bot.BotOptions;
import calhamer.bot.DiplomacyBot;
import calhamer.bot.Explanation;
import calhamer.bot.PreviousPhase;
import calhamer.bot.dumbbot.DumbBot;
import calhamer.bot.evaluation.MapFixture;
import calhamer.maps.Power;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The search method through the bot's entry (its default). */
class EquilibriumSearchTest {
    static final MapFixture STANDARD = MapFixture.of("standard");
    static final DiplomacyBot BOT = new DiplomacyBot(STANDARD.map());
    /** A small budget keeps the tests quick; the time guard is far away, so answers depend on the seed only. */
    static final BotOptions QUICK = BotOptions.defaults().withBudget(new BotBudget(3_000, 60_000));

    static Set<Order> legal(Position position, String power) {
        Set<Order> legal = new HashSet<>();
        new LegalOrders(STANDARD.adjudicator()).of(position).stream().filter(u -> u.power().name().equals(power))
                .forEach(u -> legal.addAll(u.orders()));
        return legal;
    }

    @Test
    void everyPowerOrdersEveryUnitLegallyAndSaysWhy() {
        Position start = STANDARD.start();
        for (String power : STANDARD.map().powerNames()) {
            BotMove move = BOT.play(start, STANDARD.power(power), QUICK);
            assertEquals(start.unitsOf(STANDARD.power(power)).size(), move.orders().size(), power);
            assertTrue(legal(start, power).containsAll(move.orders()), power + ": " + move.orders());
            Explanation e = move.decision().explanation();
            assertEquals("search", e.method());
            SearchExplanation s = e.search();
            assertNotNull(s);
            assertEquals(power, s.powers().get(0).power(), "the deciding power first");
            assertEquals(7, s.powers().size(), "every power with units has candidates");
            double total = s.powers().get(0).candidates().stream()
                    .mapToDouble(SearchExplanation.CandidateReport::probability).sum();
            assertEquals(1, total, 1e-9, "the equilibrium is a distribution");
            assertTrue(s.powers().get(0).candidates().size() > 1, "the power chooses among candidates");
            assertTrue(s.iterations() > 0 && s.rollouts() > 0 && s.rollouts() <= e.cells());
            assertEquals(move.decision().orders(), s.chosen());
            assertFalse(s.why().isBlank());
        }
    }

    @Test
    void theSameSeedGivesTheSameOrdersAndExplanation() {
        Position start = STANDARD.start();
        BotDecision a = BOT.decide(start, STANDARD.power("ITALY"), QUICK.withSeed(5));
        BotDecision b = BOT.decide(start, STANDARD.power("ITALY"), QUICK.withSeed(5));
        assertEquals(a.orders(), b.orders());
        assertEquals(a.explanation().search(), b.explanation().search());
        BotOptions most = QUICK.withMostProbable(true);
        assertTrue(BOT.decide(start, STANDARD.power("ITALY"), most.withSeed(1)).explanation().search().why()
                .contains("most probable"));
    }

    /**
     * Other powers whose last orders a DumbBot-class player would not give (every unit held at the start) are modelled
     * as searchers, and the explanation names them; after orders a DumbBot-class player gave, none is.
     */
    @Test
    void powersPlayingUnlikeDumbBotClassPlayersAreModelledAsSearchers() {
        Position start = STANDARD.start();
        Position fall = start.next(Phase.parse("F1901M"), start.units(), List.of(), Set.of());
        Map<Power, List<Order>> held = new HashMap<>();
        Map<Power, List<Order>> dumbBot = new HashMap<>();
        DumbBot player = new DumbBot(STANDARD.adjudicator());
        SplittableRandom random = new SplittableRandom(3);
        for (Power power : STANDARD.map().powers()) {
            held.put(power, start.unitsOf(power).stream().<Order>map(u -> new Hold(new UnitRef(u.type(), u.location())))
                    .toList());
            dumbBot.put(power, player.orders(start, power, random));
        }
        String why = BOT.decide(fall, STANDARD.power("ITALY"), QUICK.withPrevious(new PreviousPhase(start, held)))
                .explanation().search().why();
        assertTrue(why.contains("modelled as searchers, their last orders unlike a DumbBot-class player's: AUSTRIA,"
                + " ENGLAND, FRANCE, GERMANY, RUSSIA, TURKEY"), why);
        why = BOT.decide(fall, STANDARD.power("ITALY"), QUICK.withPrevious(new PreviousPhase(start, dumbBot)))
                .explanation().search().why();
        assertFalse(why.contains("searchers"), why);
    }

    @Test
    void theTimeGuardEndsTheSearchWithLegalOrders() {
        Position start = STANDARD.start();
        BotMove move = BOT.play(start, STANDARD.power("RUSSIA"), BotOptions.defaults().withBudget(new BotBudget(50_000_000, 60)));
        assertEquals(4, move.orders().size());
        assertTrue(legal(start, "RUSSIA").containsAll(move.orders()));
        Explanation e = move.decision().explanation();
        assertTrue(e.timeLimitReached(), "fifty million roll-outs do not fit in 60 ms");
        assertTrue(e.notes().stream().anyMatch(n -> n.contains("time guard")), e.notes().toString());
    }

    @Test
    void theDeadlineHasPassedWhenTheThreadIsInterrupted() {
        Deadline deadline = new Deadline(System.nanoTime(), 60_000);
        assertFalse(deadline.passed());
        Thread.currentThread().interrupt();
        try {
            assertTrue(deadline.passed());
            assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set for the caller");
        } finally {
            Thread.interrupted();
        }
        RegretSearch.Result none = RegretSearch.run(new int[] {3, 2}, List.of(new double[] {1, 1, 1},
                new double[] {1, 1}), new double[2], 2, 1_000, new Deadline(System.nanoTime(), 0), 1,
                (joints, count, seed, out) -> {
                    throw new AssertionError("no roll-out after the deadline");
                });
        assertEquals(0, none.iterations());
        assertTrue(none.timeUp());
    }
}
