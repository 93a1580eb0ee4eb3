package calhamer.strategy.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.GameRegistry;
import calhamer.strategy.game.MoveOrder;
import calhamer.strategy.game.RandomAgent;
import calhamer.strategy.search.mcts.MctsAgent;
import calhamer.strategy.search.social.SosAgent;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AgentRegistryTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final GameFacts TWO_PLAYER = new GameFacts("duel", List.of("a", "b"), MoveOrder.SEQUENTIAL, true,
            true);
    private static final GameFacts FOUR_PLAYER = new GameFacts("race", List.of("a", "b", "c", "d"),
            MoveOrder.SEQUENTIAL, false, false);
    private static final GameFacts SIMULTANEOUS = new GameFacts("war", List.of("a", "b"), MoveOrder.SIMULTANEOUS,
            false, false);

    private final AgentRegistry search = AgentRegistry.of(List.of(new SearchAgents()));

    @Test
    void theSearchAgentsServeTheGamesWhoseFactsTheySupport() {
        assertEquals(List.of("random", "mcts", "alphabeta", "maxn", "paranoid", "sos", "sos-learning"),
                search.names(TWO_PLAYER));
        assertEquals(List.of("random", "mcts", "maxn", "paranoid", "sos", "sos-learning"), search.names(FOUR_PLAYER));
        assertEquals(List.of("random"), search.names(SIMULTANEOUS));
        assertEquals("random", search.defaultFor(SIMULTANEOUS).orElseThrow().name());
    }

    @Test
    void aGameSpecificAgentComesFirstAndHidesAGenericOneOfItsName() {
        AgentRegistration ownRandom = AgentRegistration.of("random", "war's own random", AgentSupport.only("war"),
                (game, s) -> new RandomAgent<>());
        AgentRegistration general = AgentRegistration.of("general", "war's general", AgentSupport.only("war"),
                (game, s) -> new RandomAgent<>());
        AgentProvider war = () -> List.of(general, ownRandom);
        AgentRegistry registry = AgentRegistry.of(List.of(new SearchAgents(), war));
        assertEquals(List.of("general", "random"), registry.names(SIMULTANEOUS));
        assertEquals("war's own random", registry.get("random", SIMULTANEOUS).description());
        assertEquals("a uniformly random legal move", registry.get("random", TWO_PLAYER).description());
        assertEquals("general", registry.defaultFor(SIMULTANEOUS).orElseThrow().name());
    }

    @Test
    void twoRegistrationsThatCouldServeOneGameAreRefused() {
        String message = assertThrows(IllegalStateException.class,
                () -> AgentRegistry.of(List.of(new SearchAgents(), new SearchAgents()))).getMessage();
        assertTrue(message.contains("'random'") && message.contains(SearchAgents.class.getName()), message);
    }

    @Test
    void anUnknownOrUnsupportedAgentNamesTheAgentTheGameAndItsAgents() {
        UnknownAgentException unknown = assertThrows(UnknownAgentException.class, () -> search.get("oracle",
                TWO_PLAYER));
        assertEquals("no agent 'oracle' for game 'duel': no agent of that name is registered; agents for 'duel': "
                + "random, mcts, alphabeta, maxn, paranoid, sos, sos-learning", unknown.getMessage());
        UnknownAgentException unsupported = assertThrows(UnknownAgentException.class, () -> search.get("alphabeta",
                FOUR_PLAYER));
        assertEquals("no agent 'alphabeta' for game 'race': it plays two-player zero-sum sequential games; agents for"
                + " 'race': random, mcts, maxn, paranoid, sos, sos-learning", unsupported.getMessage());
        assertEquals("alphabeta", unsupported.agent());
        assertEquals("race", unsupported.game());
    }

    @Test
    void optionsAreCheckedAgainstTheRegistrationAndThenApplied() throws Exception {
        @SuppressWarnings("unchecked")
        Game<Object, Object> nim = (Game<Object, Object>) GameRegistry.load().get("test-nim").create();
        AgentSettings ties = AgentSettings.defaults().withOptions(JSON.readTree("{\"ties\": \"share\"}"));
        Agent<Object, Object> mcts = search.create("mcts", nim, ties);
        assertEquals(MctsAgent.Ties.SHARE, assertInstanceOf(MctsAgent.class, mcts).ties());
        String unknownOption = assertThrows(IllegalArgumentException.class, () -> search.create("mcts", nim,
                AgentSettings.defaults().withOptions(JSON.readTree("{\"c\": 2}")))).getMessage();
        assertEquals("agent 'mcts': unknown agent option 'c'; options: [ties]", unknownOption);
        String none = assertThrows(IllegalArgumentException.class, () -> search.create("random", nim,
                AgentSettings.defaults().withOptions(JSON.readTree("{}")))).getMessage();
        assertEquals("agent 'random' takes no options", none);
        Agent<Object, Object> sos = search.create("sos", nim, AgentSettings.defaults()
                .withOptions(JSON.readTree("{\"social\": [[1, 0.5], [0, 1]]}")));
        assertEquals(0.5, assertInstanceOf(SosAgent.class, sos).matrix().get(0, 1));
    }

    @Test
    void registrationNamesAreLowerCaseWords() {
        assertThrows(IllegalArgumentException.class, () -> new AgentRegistration("Alpha Beta", "x",
                AgentSupport.everyGame(), Map.of(), (game, s) -> new RandomAgent<>()));
    }
}
