package calhamer.server.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.config.ServerConfig;
import calhamer.server.service.GamesService.GameRequest;
import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.game.GameRegistry;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * An agent registered by a ServiceLoader file alone ({@link LastMoveAgents}, {@code toy-agent/} in the test
 * resources) is listed by {@code GET /games/{game}} and plays {@code POST /games/{game}/move} through the service the
 * server and the {@code game} command share; nothing in the server names it.
 */
class ToyAgentRegistrationTest {

    @Test
    void aRegisteredToyAgentIsOfferedAndPlays() throws Exception {
        URL toy = ToyAgentRegistrationTest.class.getClassLoader().getResource("toy-agent/");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {toy},
                ToyAgentRegistrationTest.class.getClassLoader())) {
            ServerConfig config = ServerConfig.defaults();
            GamesService games = new GamesService(GameRegistry.load(), AgentRegistry.load(loader), config,
                    new HeavyWork(config), id -> Optional.empty());
            GamesService.GameDetail detail = games.detail("take-away");
            assertTrue(detail.agents().contains("last-move"), detail.agents()::toString);
            assertEquals("the last legal move (a test agent)", detail.agentDetails().stream()
                    .filter(a -> a.name().equals("last-move")).findFirst().orElseThrow().description());
            GamesService.Chosen chosen = games.move("take-away", new GameRequest(null, Map.of(), null, null,
                    "last-move", 1L, null, null, null));
            List<String> legal = games.legal("take-away", new GameRequest(null, Map.of(), null, null, null, null,
                    null, null, null)).moves().get("first");
            assertEquals(new GamesService.Chosen("last-move", "first", legal.get(legal.size() - 1)), chosen);
        }
    }
}
