package calhamer.bot.adapter;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.io.BundledMaps;
import calhamer.bot.evaluation.OrderSet;
import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.agents.AgentSettings;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameRegistry;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveOrder;
import calhamer.wire.adjudication.ResultJson;
import calhamer.wire.positions.PositionJson;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class DiplomacyGameTest {
    private final DiplomacyMap standard = BundledMaps.load("standard");
    private final DiplomacyGame game = new DiplomacyGame(standard, 10, 100_000);

    private int player(String power) {
        return game.facts().playerIndex(power);
    }

    /** The game's edition option decides its adjudication: an explicit convoy that is not there (DATC 6.G.8). */
    @Test
    void theEditionOptionIsTheGamesRules() {
        DiplomacyGame rules2023 = (DiplomacyGame) new DiplomacyGameProvider().create(Map.of("edition", "2023"),
                standard);
        assertEquals(Edition.RULES_2023, rules2023.edition());
        Position p = PositionJson.read(standard, "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A BEL\"]},"
                + " \"centers\": {}}");
        Map<Power, List<Order>> orders = Map.of(standard.power("FRANCE"),
                List.of(game.adjudicator().parser().parse("A BEL - HOL VIA")));
        assertEquals("A BEL", rules2023.adjudicate(p, orders).next().units().get(0).toString());
        assertEquals("A HOL", game.adjudicate(p, orders).next().units().get(0).toString());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new DiplomacyGameProvider().create(Map.of("edition", "1971")));
        assertTrue(e.getMessage().contains("2023"), e.getMessage());
    }

    @Test
    void factsAndActorsAtTheStart() {
        assertEquals(standard.powerNames(), game.facts().players());
        assertEquals(MoveOrder.SIMULTANEOUS, game.facts().moveOrder());
        assertFalse(game.facts().zeroSum());
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6), game.actors(game.initialState()));
    }

    @Test
    void theBotAndDumbBotAgentsPlayLegalSeededMoves() {
        Position start = game.initialState();
        AgentRegistry agents = AgentRegistry.load();
        assertEquals(List.of("calhamer", "search", "matrix", "calhamer-v1", "dumbbot", "random", "hold"),
                agents.names(game.facts()));
        for (String name : List.of("calhamer", "dumbbot")) {
            var agent = agents.create(name, game, AgentSettings.defaults());
            OrderSet a = agent.chooseMove(game, start, player("ENGLAND"), Budget.ofIterations(1_000),
                    new SplittableRandom(4));
            OrderSet b = agent.chooseMove(game, start, player("ENGLAND"), Budget.ofIterations(1_000),
                    new SplittableRandom(4));
            assertTrue(game.legalMoves(start, player("ENGLAND")).contains(a), name + ": " + a);
            assertEquals(a, b, name + ": same seed, same move");
        }
    }

    @Test
    void theBotAgentTakesTheGamesLastYear() {
        AgentRegistry agents = AgentRegistry.load();
        var ending = agents.create("search", game, AgentSettings.defaults().withOptions(
                JsonNodeFactory.instance.objectNode().put("lastYear", 1901)));
        Position start = game.initialState();
        OrderSet move = ending.chooseMove(game, start, player("ENGLAND"), Budget.ofIterations(1_000),
                new SplittableRandom(4));
        assertTrue(game.legalMoves(start, player("ENGLAND")).contains(move), move.toString());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> agents.create("search",
                game, AgentSettings.defaults().withOptions(JsonNodeFactory.instance.objectNode().put("lastYear",
                        -1))));
        assertTrue(refused.getMessage().contains("lastYear"), refused.getMessage());
    }

    @Test
    void movementMovesAreTheWholeProductWhenSmall() {
        List<OrderSet> austria = game.legalMoves(game.initialState(), player("AUSTRIA"));
        assertEquals(15 * 13 * 6, austria.size());
        assertEquals(austria.size(), new HashSet<>(austria).size());
        for (int i = 0; i < austria.size(); i += 97) {
            assertEquals(i, austria.indexOf(austria.get(i)));
        }
        assertThrows(UnsupportedOperationException.class, austria::clear);
    }

    @Test
    void aCappedListIsASampleOfDistinctLegalSets() {
        DiplomacyGame capped = new DiplomacyGame(standard, 10, 100);
        Position start = capped.initialState();
        List<OrderSet> russia = capped.legalMoves(start, player("RUSSIA"));
        assertEquals(100, russia.size());
        Set<OrderSet> distinct = new HashSet<>(russia);
        assertEquals(100, distinct.size());
        List<OrderSet> all = game.legalMoves(start, player("RUSSIA"));
        assertEquals(16 * 12 * 8 * 6, all.size());
        assertTrue(all.containsAll(russia), "every sampled set is legal");
        int listed = 0;
        for (int i = 0; i < all.size(); i += 13) {
            if (russia.contains(all.get(i))) {
                listed++;
                assertEquals(all.get(i), russia.get(russia.indexOf(all.get(i))));
            }
        }
        assertTrue(listed < all.size() / 13, "a sample, not the whole product");
        Set<String> firstOrders = new HashSet<>();
        russia.forEach(s -> firstOrders.add(s.orders().get(0).toString()));
        assertTrue(firstOrders.size() > 8, "the sample spreads over the first unit's orders too: " + firstOrders);
        OrderSet unlisted = all.stream().filter(s -> !russia.contains(s)).findFirst().orElseThrow();
        Map<Integer, OrderSet> moves = new TreeMap<>();
        for (int p : capped.actors(start)) {
            moves.put(p, capped.legalMoves(start, p).get(0));
        }
        moves.put(player("RUSSIA"), unlisted);
        Position next = capped.apply(start, JointMove.of(moves));
        assertEquals("F1901M", next.phase().toString());
    }

    /** The account is the phase result's JSON form without the position; after apply it needs no second run. */
    @Test
    void theAccountIsThePhaseResultWithoutThePosition() {
        Position start = game.initialState();
        Map<Integer, OrderSet> moves = new TreeMap<>();
        for (int p : game.actors(start)) {
            moves.put(p, game.legalMoves(start, p).get(0));
        }
        JointMove<OrderSet> joint = JointMove.of(moves);
        Position next = game.apply(start, joint);
        JsonNode account = game.account(start, joint, next);
        ObjectNode expected = ResultJson.toTree(game.adjudicator().adjudicateOrders(start, ordersOf(moves),
                AdjudicationOptions.DEFAULT), false);
        assertEquals(expected, account);
        assertFalse(account.has("position"));
        assertEquals(account, game.account(start, joint, next), "asked again, it adjudicates again");
    }

    private Map<Power, List<Order>> ordersOf(Map<Integer, OrderSet> moves) {
        Map<Power, List<Order>> orders = new LinkedHashMap<>();
        moves.forEach((p, set) -> orders.put(standard.power(p), set.orders()));
        return orders;
    }

    @Test
    void parsingPutsOrdersInProvinceOrderAndRefusesIllegalSets() {
        Position start = game.initialState();
        OrderSet set = game.parseMove(start, player("AUSTRIA"), "F TRI - ALB; A vie-tyr; A BUD - SER");
        assertEquals("A BUD - SER; F TRI - ALB; A VIE - TYR", game.notation(start, player("AUSTRIA"), set));
        assertTrue(game.legalMoves(start, player("AUSTRIA")).contains(set));
        assertThrows(IllegalArgumentException.class, () -> game.parseMove(start, player("AUSTRIA"),
                "A VIE - TYR; A BUD - SER"), "a unit without an order");
        assertThrows(IllegalArgumentException.class, () -> game.parseMove(start, player("AUSTRIA"),
                "A VIE - TYR; A BUD - SER; F TRI - ADR; F TRI H"), "two orders for one unit");
        assertThrows(IllegalArgumentException.class, () -> game.parseMove(start, player("AUSTRIA"),
                "A VIE - PAR; A BUD - SER; F TRI - ALB"), "an illegal order");
    }

    @Test
    void adjustmentSetsBuildUpToWhatIsDueAndWaiveTheRest() {
        Position winter = PositionJson.read(standard, """
                {"phase": "W1901A", "units": {"AUSTRIA": ["A SER", "A GAL", "F ALB"], "ITALY": ["A VEN"]},
                 "centers": {"AUSTRIA": ["VIE", "BUD", "TRI", "SER", "GRE"], "ITALY": ["VEN", "ROM", "NAP"]}}""");
        List<OrderSet> austria = game.legalMoves(winter, player("AUSTRIA"));
        assertTrue(austria.contains(game.parseMove(winter, player("AUSTRIA"), "A VIE B; F TRI B")));
        assertTrue(austria.contains(game.parseMove(winter, player("AUSTRIA"), "WAIVE; A BUD B")));
        assertTrue(austria.contains(game.parseMove(winter, player("AUSTRIA"), "WAIVE; WAIVE")));
        austria.forEach(s -> assertEquals(2, s.size(), s::toString));
        // Builds A VIE, A BUD, A TRI, F TRI: two waives (1), one build and a waive (4), two builds in two centres (5).
        assertEquals(1 + 4 + 5, austria.size());
        List<OrderSet> italy = game.legalMoves(winter, player("ITALY"));
        assertTrue(italy.contains(game.parseMove(winter, player("ITALY"), "A ROM B; F NAP B")));
        Position crowded = PositionJson.read(standard, """
                {"phase": "W1901A", "units": {"AUSTRIA": ["A SER", "A GAL", "F ALB", "A VIE"]},
                 "centers": {"AUSTRIA": ["VIE", "BUD"]}}""");
        List<OrderSet> removals = game.legalMoves(crowded, player("AUSTRIA"));
        assertEquals(6, removals.size(), "two of four units");
        assertEquals(List.of(player("AUSTRIA")), game.actors(crowded));
    }

    @Test
    void theGameEndsAfterItsYearsOrWithAWinner() {
        Position later = PositionJson.read(standard, """
                {"phase": "S1911M", "units": {"AUSTRIA": ["A SER"]}, "centers": {"AUSTRIA": ["VIE", "BUD"],
                 "ITALY": ["ROM"]}}""");
        assertTrue(game.isTerminal(later));
        assertTrue(game.actors(later).isEmpty());
        double[] returns = game.returns(later);
        assertEquals(2.0 / 34, returns[player("AUSTRIA")], 1e-12);
        assertEquals(1.0 / 34, returns[player("ITALY")], 1e-12);
        assertThrows(IllegalStateException.class, () -> game.returns(game.initialState()));
        Position won = PositionJson.read(standard, """
                {"phase": "S1905M", "units": {"FRANCE": ["A PAR"], "ITALY": ["A ROM"]}, "centers": {"FRANCE": ["PAR",
                 "BRE", "MAR", "SPA", "POR", "BEL", "HOL", "LON", "LVP", "EDI", "KIE", "BER", "MUN", "DEN", "NWY",
                 "SWE", "TUN", "NAP"], "ITALY": ["ROM"]}}""");
        assertTrue(game.isTerminal(won));
        assertArrayEquals(new double[] {0, 0, 1, 0, 0, 0, 0}, game.returns(won));
    }

    @Test
    void registeredWithOptions() {
        Game<?, ?> small = GameRegistry.load().get("diplomacy").create(Map.of("map", "austria-germany",
                "years", "3"));
        assertEquals(List.of("AUSTRIA", "GERMANY"), small.facts().players());
        assertThrows(IllegalArgumentException.class,
                () -> GameRegistry.load().get("diplomacy").create(Map.of("years", "many")));
        assertThrows(IllegalArgumentException.class,
                () -> GameRegistry.load().get("diplomacy").create(Map.of("map", "mars")));
        assertThrows(IllegalArgumentException.class,
                () -> GameRegistry.load().get("diplomacy").create(Map.of("colour", "red")));
    }
}
