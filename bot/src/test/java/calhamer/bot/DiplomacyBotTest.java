package calhamer.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Disband;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Retreat;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.bot.evaluation.MapFixture;
import calhamer.maps.Power;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DiplomacyBotTest {
    /** These tests are about the matrix method (the search method's are in the search package). */
    private static final BotOptions MATRIX = BotOptions.defaults().withMethod("matrix");
    private final MapFixture standard = MapFixture.of("standard");
    private final DiplomacyBot bot = new DiplomacyBot(standard.map());

    private Set<Order> legal(Position position, Power power) {
        Set<Order> legal = new HashSet<>();
        new LegalOrders(standard.adjudicator()).of(position).stream().filter(u -> u.power().equals(power))
                .forEach(u -> legal.addAll(u.orders()));
        return legal;
    }

    @Test
    void aTimeGuardCountedFromAnEarlierStartThatHasPassedStillOrdersEveryUnit() {
        Position start = standard.start();
        Power england = standard.map().findPower("ENGLAND").orElseThrow();
        long tenSecondsAgo = System.nanoTime() - 10_000_000_000L;
        for (String method : List.of("search", "matrix")) {
            BotMove move = bot.play(start, england, BotOptions.defaults().withMethod(method)
                    .withBudget(new BotBudget(0, 1_000)), tenSecondsAgo);
            Explanation e = move.decision().explanation();
            assertTrue(e.timeLimitReached(), method + ": the guard had run out before the decision began");
            assertTrue(e.elapsedMillis() >= 10_000, method + ": elapsed counts from the start given, "
                    + e.elapsedMillis());
            assertEquals(start.unitsOf(england).size(), move.orders().size(), method + ": " + move.orders());
            assertTrue(legal(start, england).containsAll(move.orders()), method + ": " + move.orders());
        }
    }

    @Test
    void everyPowerOrdersEveryUnitLegallyAtTheStart() {
        Position start = standard.start();
        for (Power power : standard.map().powers()) {
            BotMove move = bot.play(start, power, MATRIX);
            assertEquals(start.unitsOf(power).size(), move.orders().size(), power.name());
            Set<Object> ordered = new HashSet<>();
            move.orders().forEach(o -> ordered.add(o.unit().province()));
            assertEquals(start.unitsOf(power).size(), ordered.size(), "one order per unit: " + move.orders());
            assertTrue(legal(start, power).containsAll(move.orders()), power + ": " + move.orders());
            assertEquals(move.orders().stream().map(Order::toString).toList(), move.decision().orders());
            Explanation e = move.decision().explanation();
            assertEquals("movement", e.phaseType());
            int grouped = e.groups().stream().mapToInt(g -> g.units().size()).sum();
            assertEquals(start.unitsOf(power).size(), grouped, "every unit in one group");
            assertTrue(e.cells() <= e.budget().cells(), e.cells() + " cells");
            for (Explanation.Group g : e.groups()) {
                assertTrue(g.rows() * (long) g.columns() <= g.cells(), "the matrix is counted");
                assertTrue(g.rowsLeft() <= g.rows() && g.columnsLeft() <= g.columns());
                double p = g.strategy().stream().mapToDouble(Explanation.Weighted::probability).sum();
                assertEquals(1, p, 1e-9, "the equilibrium is a distribution");
                assertFalse(g.chosen().isEmpty());
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameOrders() {
        Position start = standard.start();
        for (Power power : List.of(standard.power("AUSTRIA"), standard.power("RUSSIA"))) {
            BotOptions options = MATRIX.withSeed(42);
            BotDecision a = bot.decide(start, power, options);
            BotDecision b = bot.decide(start, power, options);
            assertEquals(a.orders(), b.orders());
            assertEquals(a.explanation().groups(), b.explanation().groups());
            assertEquals(a.explanation().cells(), b.explanation().cells());
        }
        BotOptions most = MATRIX.withMostProbable(true);
        Power italy = standard.power("ITALY");
        assertEquals(bot.decide(start, italy, most.withSeed(1)).orders(),
                bot.decide(start, italy, most.withSeed(2)).orders(), "the most probable set ignores the seed");
    }

    @Test
    void retreatsAreRetreatsOrDisbandsOfTheDislodgedUnits() {
        Position retreat = standard.position("""
                {"phase": "S1902R", "units": {"AUSTRIA": ["A VIE", "A GAL"], "RUSSIA": ["A BUD", "A UKR"]},
                 "centers": {"AUSTRIA": ["VIE", "BUD", "TRI"], "RUSSIA": ["WAR", "MOS", "SEV", "STP"]},
                 "dislodged": {"AUSTRIA": [{"unit": "A BUD", "attackerFrom": "GAL"}]}, "contested": []}""");
        BotMove move = bot.play(retreat, standard.power("AUSTRIA"), MATRIX);
        assertEquals(1, move.orders().size());
        assertTrue(move.orders().get(0) instanceof Retreat || move.orders().get(0) instanceof Disband);
        assertTrue(legal(retreat, standard.power("AUSTRIA")).containsAll(move.orders()));
        Explanation.Choice choice = move.decision().explanation().choices().get(0);
        assertEquals(legal(retreat, standard.power("AUSTRIA")).size(), choice.options().size(), "every option weighed");
        double best = choice.options().stream().mapToDouble(Explanation.Valued::value).max().orElseThrow();
        assertEquals(best, choice.options().stream().filter(v -> v.orders().equals(choice.chosen())).findFirst()
                .orElseThrow().value(), 0);
        assertTrue(bot.play(retreat, standard.power("RUSSIA"), MATRIX).orders().isEmpty(),
                "nothing to retreat");
    }

    @Test
    void buildsWhereDueAndRemovesWhatIsDue() {
        Position winter = standard.position("""
                {"phase": "W1901A", "units": {"AUSTRIA": ["A SER", "A GAL", "F ALB"], "ITALY": ["A VEN",
                 "A TYR", "F ION", "A PIE"]},
                 "centers": {"AUSTRIA": ["VIE", "BUD", "TRI", "SER", "GRE"], "ITALY": ["VEN", "ROM"]}}""");
        List<Order> builds = bot.play(winter, standard.power("AUSTRIA"), MATRIX).orders();
        assertEquals(2, builds.stream().filter(o -> o instanceof Build).count(), "both builds used: " + builds);
        assertTrue(legal(winter, standard.power("AUSTRIA")).containsAll(builds));
        List<Order> removals = bot.play(winter, standard.power("ITALY"), MATRIX).orders();
        assertEquals(2, removals.size());
        assertTrue(removals.stream().allMatch(o -> o instanceof Disband));
        assertTrue(legal(winter, standard.power("ITALY")).containsAll(removals));
    }

    /** Random positions on every bundled map: the bot's orders are legal and none is refused by the adjudicator. */
    @Test
    void ordersAreLegalInRandomPositionsOnEveryMap() {
        for (String id : List.of("standard", "austria-germany", "france-germany")) {
            MapFixture board = MapFixture.of(id);
            DiplomacyBot b = new DiplomacyBot(board.map());
            LegalOrders legal = new LegalOrders(board.adjudicator());
            SplittableRandom random = new SplittableRandom(7);
            Position position = board.start();
            BotOptions options = MATRIX.withBudget(new BotBudget(3_000, 60_000));
            for (int phase = 0; phase < 14; phase++) {
                Map<Power, List<Order>> orders = new LinkedHashMap<>(legal.random(position, random));
                Power power = board.map().powers().get(phase % board.map().powers().size());
                BotMove move = b.play(position, power, options.withSeed(phase));
                orders.put(power, move.orders());
                PhaseResult result = board.adjudicator().adjudicateOrders(position, orders,
                        AdjudicationOptions.DEFAULT);
                assertTrue(result.ordersOf(power).stream().noneMatch(r -> r.outcome() == Outcome.INVALID),
                        id + " " + position.phase() + ": " + result.ordersOf(power));
                position = result.next();
            }
        }
    }

    @Test
    void aSmallBudgetNarrowsInsteadOfFailing() {
        Position crowded = standard.position("""
                {"phase": "F1905M", "units": {"RUSSIA": ["A WAR", "A MOS", "F SEV", "F STP/SC", "A UKR", "A LVN",
                 "A GAL", "A PRU", "A SIL", "A BOH", "A RUM"], "AUSTRIA": ["A VIE", "A BUD", "F TRI"],
                 "GERMANY": ["A BER", "A MUN", "F KIE"], "TURKEY": ["A BUL", "F BLA", "A ARM"]},
                 "centers": {"RUSSIA": ["WAR", "MOS", "SEV", "STP", "RUM", "SWE", "NWY", "DEN", "HOL", "BEL",
                 "SER"], "AUSTRIA": ["VIE", "BUD", "TRI"], "GERMANY": ["BER", "MUN", "KIE"],
                 "TURKEY": ["ANK", "CON", "SMY", "BUL"]}}""");
        BotOptions tight = MATRIX.withBudget(new BotBudget(600, 60_000)).withCandidates(4, 4);
        BotMove move = bot.play(crowded, standard.power("RUSSIA"), tight);
        assertEquals(11, move.orders().size());
        assertTrue(legal(crowded, standard.power("RUSSIA")).containsAll(move.orders()));
        Explanation e = move.decision().explanation();
        assertTrue(e.groups().stream().anyMatch(g -> g.rows() < g.rowSets() || g.columns() < g.columnSets()
                        || g.notes().stream().anyMatch(n -> n.contains("narrowed"))),
                "something was narrowed: " + e.groups().stream().map(Explanation.Group::notes).toList());
        assertTrue(e.cells() < 2 * 600, "about the budget: " + e.cells());
    }

    @Test
    void theTimeGuardFallsBackToProbedOrders() {
        BotOptions hurried = MATRIX.withBudget(new BotBudget(40_000, 1)).withDepth(2);
        Position start = standard.start();
        BotMove move = bot.play(start, standard.power("RUSSIA"), hurried);
        assertEquals(4, move.orders().size());
        assertTrue(legal(start, standard.power("RUSSIA")).containsAll(move.orders()));
        Explanation e = move.decision().explanation();
        if (e.timeLimitReached()) {
            assertTrue(e.notes().get(0).contains("time guard"), e.notes().toString());
        }
    }

    @Test
    void opponentsAndAlliesChooseTheColumns() {
        Position start = standard.start();
        Power austria = standard.power("AUSTRIA");
        Explanation onlyItaly = bot.decide(start, austria,
                MATRIX.withOpponents(List.of(standard.power("ITALY")))).explanation();
        onlyItaly.groups().forEach(g -> assertTrue(List.of("ITALY").containsAll(g.opponents()), g.opponents()
                .toString()));
        Explanation allied = bot.decide(start, austria, MATRIX.withAllies(
                List.of(standard.power("ITALY"), standard.power("RUSSIA")))).explanation();
        allied.groups().forEach(g -> assertFalse(g.opponents().contains("ITALY") || g.opponents().contains("RUSSIA"),
                g.opponents().toString()));
        assertTrue(bot.decide(start, standard.power("AUSTRIA"), MATRIX).explanation().groups().stream()
                .anyMatch(g -> g.opponents().contains("ITALY")), "by default Italy is a threatening neighbour");
    }

    /** A social-range row that values Italy's utility as Austria's own keeps Austria out of Italy's Venice. */
    @Test
    void aSocialRowChangesWhatTheBotWants() {
        Position start = standard.start();
        List<String> selfish = bot.decide(start, standard.power("AUSTRIA"),
                MATRIX.withMostProbable(true)).orders();
        assertTrue(selfish.contains("F TRI - VEN"), selfish.toString());
        int n = standard.map().powers().size();
        double[][] social = new double[n][n];
        for (int i = 0; i < n; i++) {
            social[i][i] = 1;
        }
        social[0][standard.power("ITALY").index()] = 1;
        List<String> friendly = bot.decide(start, standard.power("AUSTRIA"),
                MATRIX.withMostProbable(true)
                .withSocial(social)).orders();
        assertTrue(friendly.stream().noneMatch(o -> o.endsWith("- VEN")), friendly.toString());
    }

    @Test
    void depthTwoExpandsTheGroupsMatrices() {
        // a time guard no busy machine reaches: the default 1.5 s ran out in the enumeration at a load average of 10
        BotOptions depthTwo = MATRIX.withDepth(2).withBudget(new BotBudget(20_000, 60_000));
        BotDecision d = bot.decide(standard.start(), standard.power("FRANCE"), depthTwo);
        assertEquals(2, d.explanation().depth());
        assertTrue(d.explanation().groups().stream().flatMap(g -> g.notes().stream())
                .anyMatch(n -> n.startsWith("ply two")), d.explanation().groups().toString());
        assertTrue(legal(standard.start(), standard.power("FRANCE")).containsAll(
                bot.play(standard.start(), standard.power("FRANCE"), depthTwo).orders()));
    }

    @Test
    void refusesWhatItCannotPlay() {
        Position start = standard.start();
        assertThrows(IllegalArgumentException.class, () -> bot.play(start, new Power(7, "SPAIN"),
                MATRIX));
        MapFixture ag = MapFixture.of("austria-germany");
        assertThrows(IllegalArgumentException.class, () -> bot.play(ag.start(), standard.power("AUSTRIA"),
                MATRIX));
        assertThrows(IllegalArgumentException.class, () -> bot.play(start, standard.power("AUSTRIA"),
                MATRIX.withSocial(new double[][] {{1}})));
        assertThrows(IllegalArgumentException.class, () -> MATRIX.withDepth(3));
        assertThrows(IllegalArgumentException.class, () -> new BotBudget(10, 10));
    }
}
