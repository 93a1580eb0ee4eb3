package calhamer.strategy.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameRegistry;
import calhamer.strategy.game.Playout;
import calhamer.strategy.game.Trajectory;
import calhamer.strategy.tournament.MatchRecord;
import calhamer.strategy.tournament.MatchStore;
import calhamer.strategy.tournament.TournamentRunner;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A toy agent registered by a ServiceLoader file alone ({@link FirstMoveAgents}) is offered for every game and plays
 * through the tournament's code path: matches made by name from the registry, played by {@link TournamentRunner}.
 */
class ToyAgentRegistrationTest {

    @Test
    void theToyAgentIsOfferedAndPlaysATournament() {
        AgentRegistry registry = AgentRegistry.load();
        @SuppressWarnings("unchecked")
        Game<Object, Object> nim = (Game<Object, Object>) GameRegistry.load().get("test-nim").create();
        assertTrue(registry.names(nim.facts()).contains(FirstMoveAgents.NAME), registry.names(nim.facts())::toString);
        List<TournamentRunner.Match> matches = new ArrayList<>();
        for (int g = 0; g < 4; g++) {
            long seed = g;
            List<String> seats = g % 2 == 0 ? List.of(FirstMoveAgents.NAME, "random")
                    : List.of("random", FirstMoveAgents.NAME);
            String id = String.join("-vs-", seats) + "/" + g;
            matches.add(new TournamentRunner.Match(id, () -> play(registry, nim, seats, id, seed)));
        }
        MatchStore store = MatchStore.inMemory();
        int played = TournamentRunner.run(matches, Map.of("game", "test-nim"), store, 2, (done, toPlay, stored,
                elapsed) -> { }, Duration.ZERO);
        assertEquals(4, played);
        for (MatchRecord r : store.records()) {
            assertEquals("true", r.text("toyPlayedFirstMoves"), r.toString());
            assertEquals("test-nim", r.text("game"));
        }
    }

    private static MatchRecord play(AgentRegistry registry, Game<Object, Object> game, List<String> seats, String id,
                                    long seed) {
        List<Agent<Object, Object>> agents = seats.stream()
                .map(name -> registry.create(name, game, AgentSettings.defaults())).toList();
        Trajectory<Object, Object> play = Playout.run(game, agents, Budget.unlimited(), seed, 100);
        int toy = seats.indexOf(FirstMoveAgents.NAME);
        boolean first = true;
        for (int ply = 0; ply < play.plies(); ply++) {
            Object state = play.states().get(ply);
            if (play.moves().get(ply).players().contains(toy)) {
                first &= play.moves().get(ply).moves().get(toy).equals(game.legalMoves(state, toy).get(0));
            }
        }
        return new MatchRecord(id, Map.of("toyPlayedFirstMoves", first, "plies", play.plies()));
    }
}
