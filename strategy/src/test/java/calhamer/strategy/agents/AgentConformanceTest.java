package calhamer.strategy.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameProvider;
import calhamer.strategy.game.GameRegistry;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.UnsupportedGameException;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;

/**
 * The agent kit: every agent of the {@link AgentRegistry} on every game of the {@link GameRegistry} (both found
 * through ServiceLoader, so agents and games registered later are covered). Where the registry says an agent plays a
 * game, the agent it makes plays {@link #plies()} joint moves from the initial state, every move legal (it reads
 * back from its notation and the game applies it), and repeats its first move from the same seed. Where the
 * registry says it does not, asking for it is an {@link UnknownAgentException} naming the agent and the game, and an
 * agent registered by facts, made anyway, refuses the game with an {@link UnsupportedGameException} before it does
 * anything. A module runs the kit over the games on its test class path by extending this class.
 *
 * <p>Ships in the strategy test-jar, beside the game conformance kit.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class AgentConformanceTest {

    /** The budget of every decision: iterations and depth only, so that seeded decisions repeat. */
    protected Budget budget() {
        return Budget.ofIterations(200).withDepth(2);
    }

    /** How many joint moves each supported agent plays from the initial state. */
    protected int plies() {
        return 3;
    }

    /** Whether the kit covers the game (all registered games by default). */
    protected boolean covers(GameProvider game) {
        return true;
    }

    /** The games the kit must find (a check that the test class path registers them). */
    protected List<String> expectedGames() {
        return List.of();
    }

    @TestFactory
    public Stream<DynamicTest> everyAgentOnEveryRegisteredGame() {
        AgentRegistry agents = AgentRegistry.load();
        List<GameProvider> games = GameRegistry.load().providers().stream().filter(this::covers).toList();
        assertTrue(games.stream().map(GameProvider::name).toList().containsAll(expectedGames()),
                "registered games: " + games.stream().map(GameProvider::name).toList());
        return games.stream().flatMap(provider -> {
            @SuppressWarnings("unchecked")
            Game<Object, Object> game = (Game<Object, Object>) provider.create();
            return agents.registrations().stream().map(r -> DynamicTest.dynamicTest(r.name() + " ("
                    + r.support().description() + ") on " + provider.name(), () -> check(agents, r, game)));
        });
    }

    private void check(AgentRegistry agents, AgentRegistration registration, Game<Object, Object> game) {
        boolean offered = agents.names(game.facts()).contains(registration.name());
        boolean supports = registration.support().supports(game.facts());
        if (!supports) {
            if (!offered) {
                UnknownAgentException e = assertThrows(UnknownAgentException.class, () -> agents.create(
                        registration.name(), game, AgentSettings.defaults()));
                assertTrue(e.getMessage().contains("'" + registration.name() + "'")
                        && e.getMessage().contains("'" + game.name() + "'"), e.getMessage());
            }
            if (!registration.support().gameSpecific()) {
                refuses(registration, game);
            }
            return;
        }
        if (agents.get(registration.name(), game.facts()) != registration) {
            return; // hidden for this game by a game-specific agent of the same name, which the kit checks itself
        }
        plays(agents.create(registration.name(), game, AgentSettings.defaults()), game, registration.name());
        Object state = game.initialState();
        int player = game.actors(state).get(0);
        Object first = agents.create(registration.name(), game, AgentSettings.defaults()).chooseMove(game, state,
                player, budget(), new SplittableRandom(3));
        Object again = agents.create(registration.name(), game, AgentSettings.defaults()).chooseMove(game, state,
                player, budget(), new SplittableRandom(3));
        assertEquals(game.notation(state, player, first), game.notation(state, player, again),
                registration.name() + ": same seed, same move");
    }

    @SuppressWarnings("unchecked")
    private void refuses(AgentRegistration registration, Game<Object, Object> game) {
        Agent<Object, Object> agent = (Agent<Object, Object>) registration.factory().create(game,
                AgentSettings.defaults());
        Object state = game.initialState();
        int player = game.actors(state).get(0);
        assertThrows(UnsupportedGameException.class, () -> agent.chooseMove(game, state, player, budget(),
                new SplittableRandom(1)), registration.name() + " refuses " + game.name());
    }

    private void plays(Agent<Object, Object> agent, Game<Object, Object> game, String name) {
        SplittableRandom random = new SplittableRandom(2);
        Object state = game.initialState();
        for (int ply = 0; ply < plies() && !game.isTerminal(state); ply++) {
            TreeMap<Integer, Object> joint = new TreeMap<>();
            for (int player : game.actors(state)) {
                Object move = agent.chooseMove(game, state, player, budget(), random);
                String text = game.notation(state, player, move);
                assertFalse(text.isBlank(), name + " played a move with a notation");
                assertEquals(move, game.parseMove(state, player, text), name + " played " + text
                        + ", which reads back");
                joint.put(player, move);
            }
            state = game.apply(state, JointMove.of(joint));
        }
    }
}
