package calhamer.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.bot.adapter.DiplomacyGame;
import calhamer.bot.evaluation.MapFixture;
import calhamer.bot.evaluation.OrderSet;
import calhamer.maps.Power;
import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.agents.AgentSettings;
import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A bot method registered by a ServiceLoader file alone ({@link FirstLegalOrders}, {@code toy-method/} in the test
 * resources) is a method of the bot, chosen by name through its public entry, and a Diplomacy agent of the one agent
 * registry; nothing in the main code names it. The file is put on the thread's context class loader, where
 * {@link java.util.ServiceLoader} looks, for this test only.
 */
class ToyMethodRegistrationTest {
    private final MapFixture standard = MapFixture.of("standard");

    @Test
    void aMethodRegisteredByItsServiceFileIsChosenByNameAndPlaysAsAnAgent() throws Exception {
        Position start = standard.start();
        Power austria = standard.power("AUSTRIA");
        List<Order> first = new LegalOrders(standard.adjudicator()).of(start).stream()
                .filter(u -> u.power().equals(austria)).map(UnitOrders::orders).map(o -> o.get(0)).toList();
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        URL toy = getClass().getClassLoader().getResource("toy-method/");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {toy}, before)) {
            thread.setContextClassLoader(loader);
            DiplomacyBot bot = new DiplomacyBot(standard.map());
            assertEquals(List.of("search", "matrix", "calhamer-v1", "first-legal"), bot.methods().names());
            BotDecision decision = bot.decide(start, austria, BotOptions.defaults().withMethod("first-legal"));
            assertEquals(first.stream().map(Order::toString).toList(), decision.orders());
            assertEquals("first-legal", decision.explanation().method());
            assertEquals(new FirstLegalOrders.Count(3), decision.explanation().otherReport());
            assertTrue(decision.explanation().groups().isEmpty() && decision.explanation().search() == null);

            AgentRegistry agents = AgentRegistry.load();
            DiplomacyGame game = new DiplomacyGame(standard.map(), 1, 100);
            assertTrue(agents.names(game.facts()).contains("first-legal"), agents.names(game.facts())::toString);
            assertEquals("every unit's first legal order (a test method)",
                    agents.get("first-legal", game.facts()).description());
            Agent<Position, OrderSet> agent = agents.create("first-legal", game, AgentSettings.defaults());
            OrderSet played = agent.chooseMove(game, start, austria.index(), Budget.ofIterations(100),
                    new SplittableRandom(1));
            assertEquals(Set.copyOf(first), Set.copyOf(played.orders()), "the same orders, in the game's order");
        } finally {
            thread.setContextClassLoader(before);
        }
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> new DiplomacyBot(
                standard.map()).decide(start, austria, BotOptions.defaults().withMethod("first-legal")));
        assertEquals("method is 'search', 'matrix' or 'calhamer-v1', not 'first-legal'", unknown.getMessage());
    }
}
