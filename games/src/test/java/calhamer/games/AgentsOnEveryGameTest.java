package calhamer.games;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.GameProvider;
import calhamer.strategy.game.GameRegistry;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveOrder;
import calhamer.strategy.game.RandomAgent;
import calhamer.strategy.game.UnsupportedGameException;
import calhamer.strategy.search.mcts.MctsAgent;
import calhamer.strategy.search.social.LearningSosAgent;
import calhamer.strategy.search.social.SocialRangeMatrix;
import calhamer.strategy.search.social.SosAgent;
import calhamer.strategy.search.tree.AlphaBetaAgent;
import calhamer.strategy.search.tree.MaxNAgent;
import calhamer.strategy.search.tree.ParanoidAgent;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every search agent against every registered game (found through ServiceLoader, so games registered later are
 * covered too): where the game's facts fit the agent, the agent plays moves that are legal, from the initial state
 * and a few plies in; where they do not, it refuses with an {@link UnsupportedGameException} before doing anything.
 * Also every agent a game offers by name plays a legal move.
 */
class AgentsOnEveryGameTest {
    private static final Budget BUDGET = Budget.ofTime(Duration.ofMillis(300)).withIterations(200).withDepth(2);

    /** The agent kinds and which facts each needs. */
    private static final Map<String, Predicate<GameFacts>> NEEDS = new LinkedHashMap<>();

    static {
        Predicate<GameFacts> sequential = f -> f.moveOrder() == MoveOrder.SEQUENTIAL;
        NEEDS.put("random", f -> true);
        NEEDS.put("mcts", sequential);
        NEEDS.put("alphabeta", sequential.and(f -> f.playerCount() == 2 && f.zeroSum()));
        NEEDS.put("maxn", sequential);
        NEEDS.put("paranoid", sequential);
        NEEDS.put("sos", sequential);
        NEEDS.put("sos-learning", sequential);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Agent<Object, Object> agent(String kind, int players) {
        Map<String, Function<Integer, Agent>> make = Map.of(
                "random", n -> new RandomAgent<>(),
                "mcts", n -> new MctsAgent<>(),
                "alphabeta", n -> new AlphaBetaAgent<>(),
                "maxn", n -> new MaxNAgent<>(),
                "paranoid", n -> new ParanoidAgent<>(),
                "sos", n -> new SosAgent<>(SocialRangeMatrix.identity(n)),
                "sos-learning", n -> new LearningSosAgent<>(n, 1, null));
        return make.get(kind).apply(players);
    }

    @TestFactory
    Stream<DynamicTest> everyAgentOnEveryRegisteredGame() {
        List<GameProvider> providers = GameRegistry.load().providers();
        assertTrue(providers.stream().anyMatch(p -> p.name().equals("spread-it")));
        assertTrue(providers.stream().anyMatch(p -> p.name().equals("quoridor")));
        return providers.stream().flatMap(provider -> NEEDS.keySet().stream().map(kind -> DynamicTest.dynamicTest(
                kind + " on " + provider.name(), () -> {
                    @SuppressWarnings("unchecked")
                    Game<Object, Object> game = (Game<Object, Object>) provider.create();
                    GameFacts facts = game.facts();
                    Agent<Object, Object> agent = agent(kind, facts.playerCount());
                    Object state = game.initialState();
                    int player = game.actors(state).get(0);
                    if (!NEEDS.get(kind).test(facts)) {
                        assertThrows(UnsupportedGameException.class, () -> agent.chooseMove(game, game.initialState(),
                                player, BUDGET, new SplittableRandom(1)), kind + " refuses " + provider.name());
                        return;
                    }
                    SplittableRandom random = new SplittableRandom(2);
                    for (int ply = 0; ply < 3 && !game.isTerminal(state); ply++) {
                        Map<Integer, Object> joint = new TreeMap<>();
                        for (int mover : game.actors(state)) {
                            Object move = agent.chooseMove(game, state, mover, BUDGET, random);
                            assertTrue(game.legalMoves(state, mover).contains(move), kind + " played a legal move");
                            joint.put(mover, move);
                        }
                        state = game.apply(state, JointMove.of(joint));
                    }
                })));
    }

    @TestFactory
    Stream<DynamicTest> everyAgentAGameOffersPlays() {
        return GameRegistry.load().providers().stream().filter(p -> p.name().equals("spread-it")
                || p.name().equals("quoridor")).flatMap(provider -> {
                    @SuppressWarnings("unchecked")
                    Game<Object, Object> game = (Game<Object, Object>) provider.create();
                    return game.agents().entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey() + " offered "
                            + "by " + provider.name(), () -> {
                                Object state = game.initialState();
                                int player = game.actors(state).get(0);
                                Object move = e.getValue().chooseMove(game, state, player, BUDGET,
                                        new SplittableRandom(3));
                                assertTrue(game.legalMoves(state, player).contains(move));
                                assertFalse(game.notation(state, player, move).isBlank());
                            }));
                });
    }
}
