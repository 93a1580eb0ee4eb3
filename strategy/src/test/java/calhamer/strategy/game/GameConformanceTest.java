package calhamer.strategy.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import calhamer.strategy.game.GameConformancePlays.Visit;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The conformance kit every registered game passes (DESIGN.md, "The game API"). A game's test extends this class and
 * names the game and the bound on its length; the kit plays {@link #playouts()} random games from fixed seeds
 * ({@link RandomAgent} for every player, {@link Playout}) and checks the {@link Game} contract on every state visited:
 * legal moves non-empty unless terminal, states unchanged by applying moves to them, consistent returns, move
 * notation and state JSON that round-trip, incomplete joint moves rejected, games that end within the bound, and
 * seeded runs that repeat. Every failure is an assertion error naming the seed and ply.
 *
 * <p>Ships in the strategy test-jar: depend on {@code calhamer:calhamer-strategy:${project.version}} with
 * {@code <type>test-jar</type>} and {@code <scope>test</scope>}.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class GameConformanceTest<S, M> {
    private GameConformancePlays<S, M> plays;

    /** The game under test, configured; called more than once, so return a kept instance when it is costly. */
    protected abstract Game<S, M> game();

    /** The stated bound: every play ends within this many joint moves. */
    protected abstract int maxPlies();

    /** How many random plays to check, with seeds {@code 1..playouts()}. */
    protected int playouts() {
        return 20;
    }

    /** How many legal moves per actor and state the notation check reads (all by default). */
    protected int movesCheckedPerState() {
        return Integer.MAX_VALUE;
    }

    /** The game's evaluators, checked on every state visited. */
    protected List<Evaluator<S>> evaluators() {
        return List.of();
    }

    /** The name the game is registered under through {@code ServiceLoader}, when it is registered. */
    protected Optional<String> registeredName() {
        return Optional.empty();
    }

    private GameConformancePlays<S, M> plays() {
        if (plays == null) {
            plays = new GameConformancePlays<>(game(), playouts(), maxPlies());
        }
        return plays;
    }

    private List<Visit<S, M>> visits() {
        return plays().visits();
    }

    @Test
    public void factsAndInitialStateAreSane() {
        GameFacts facts = game().facts();
        assertNotNull(facts);
        assertFalse(facts.name().isBlank());
        assertTrue(facts.playerCount() >= 1);
        assertNotNull(game().initialState());
        assertEquals(game().initialState(), game().initialState(), "the initial state is a value");
    }

    @Test
    public void legalMovesAreNonEmptyUnlessTerminal() {
        Game<S, M> game = game();
        int players = game.facts().playerCount();
        for (Visit<S, M> visit : visits()) {
            List<Integer> actors = game.actors(visit.state());
            if (game.isTerminal(visit.state())) {
                assertTrue(actors.isEmpty(), visit.where() + ": terminal state with actors " + actors);
                for (int p = 0; p < players; p++) {
                    assertTrue(game.legalMoves(visit.state(), p).isEmpty(),
                            visit.where() + ": player " + p + " has moves in a terminal state");
                }
                continue;
            }
            assertFalse(actors.isEmpty(), visit.where() + ": no actor in a non-terminal state");
            assertEquals(actors.stream().sorted().distinct().toList(), actors,
                    visit.where() + ": actors must be ascending and distinct");
            if (game.facts().moveOrder() == MoveOrder.SEQUENTIAL) {
                assertEquals(1, actors.size(), visit.where() + ": a sequential game has one actor per state");
            }
            for (int p = 0; p < players; p++) {
                List<M> moves = game.legalMoves(visit.state(), p);
                if (actors.contains(p)) {
                    assertFalse(moves.isEmpty(), visit.where() + ": actor " + p + " has no legal move");
                    assertEquals(moves.size(), new HashSet<>(moves).size(),
                            visit.where() + ": player " + p + " has repeated legal moves");
                } else {
                    assertTrue(moves.isEmpty(), visit.where() + ": player " + p + " does not act but has moves");
                }
            }
            assertTrue(actors.stream().allMatch(a -> a >= 0 && a < players), visit.where() + ": actors " + actors);
        }
    }

    @Test
    public void statesDoNotChangeWhenMovesAreApplied() {
        Game<S, M> game = game();
        for (Visit<S, M> visit : visits()) {
            if (visit.next() == null) {
                continue;
            }
            S state = visit.state();
            JsonNode before = game.toJson(state);
            int hash = state.hashCode();
            List<List<M>> movesBefore = new ArrayList<>();
            for (int actor : game.actors(state)) {
                movesBefore.add(List.copyOf(game.legalMoves(state, actor)));
                tryToClear(game.legalMoves(state, actor));
            }
            S next = assertDoesNotThrow(() -> game.apply(state, visit.next()), visit.where());
            S again = assertDoesNotThrow(() -> game.apply(state, visit.next()), visit.where());
            assertEquals(before, game.toJson(state), visit.where() + ": applying a move changed the state");
            assertEquals(hash, state.hashCode(), visit.where() + ": applying a move changed the state's hash");
            assertEquals(next, again, visit.where() + ": applying the same move twice gave different states");
            List<List<M>> movesAfter = new ArrayList<>();
            for (int actor : game.actors(state)) {
                movesAfter.add(game.legalMoves(state, actor));
            }
            assertEquals(movesBefore, movesAfter,
                    visit.where() + ": the legal moves changed (after applying a move or clearing a returned list)");
        }
    }

    private static void tryToClear(List<?> moves) {
        try {
            moves.clear();
        } catch (UnsupportedOperationException expected) {
            // An unmodifiable list is the best answer.
        }
    }

    @Test
    public void returnsAreConsistent() {
        Game<S, M> game = game();
        GameFacts facts = game.facts();
        for (Visit<S, M> visit : visits()) {
            S state = visit.state();
            if (!game.isTerminal(state)) {
                assertThrows(IllegalStateException.class, () -> game.returns(state),
                        visit.where() + ": returns of a non-terminal state must throw IllegalStateException");
                continue;
            }
            double[] returns = assertDoesNotThrow(() -> game.returns(state), visit.where());
            assertEquals(facts.playerCount(), returns.length, visit.where() + ": one return per player");
            for (double r : returns) {
                assertTrue(Double.isFinite(r), visit.where() + ": return " + r);
            }
            assertArrayEquals(returns, game.returns(state), visit.where() + ": returns differ between calls");
            if (facts.zeroSum()) {
                double sum = 0;
                double scale = 1;
                for (double r : returns) {
                    sum += r;
                    scale = Math.max(scale, Math.abs(r));
                }
                assertEquals(0, sum, 1e-9 * scale, visit.where() + ": a zero-sum game's returns sum to " + sum);
            }
        }
    }

    @Test
    public void moveNotationRoundTrips() {
        Game<S, M> game = game();
        for (Visit<S, M> visit : visits()) {
            S state = visit.state();
            for (int actor : game.actors(state)) {
                List<M> moves = game.legalMoves(state, actor);
                Set<String> seen = new HashSet<>();
                for (M move : moves.subList(0, Math.min(moves.size(), movesCheckedPerState()))) {
                    String text = game.notation(state, actor, move);
                    assertNotNull(text, visit.where());
                    assertFalse(text.isBlank(), visit.where() + ": blank notation for " + move);
                    assertTrue(seen.add(text), visit.where() + ": two moves are written '" + text + "'");
                    M parsed = assertDoesNotThrow(() -> game.parseMove(state, actor, text),
                            visit.where() + ": cannot read back '" + text + "'");
                    assertEquals(move, parsed, visit.where() + ": '" + text + "' reads back as another move");
                }
                assertThrows(IllegalArgumentException.class, () -> game.parseMove(state, actor, ""),
                        visit.where() + ": empty move text must be rejected with IllegalArgumentException");
            }
        }
    }

    @Test
    public void stateJsonRoundTrips() {
        Game<S, M> game = game();
        for (Visit<S, M> visit : visits()) {
            JsonNode json = game.toJson(visit.state());
            S read = assertDoesNotThrow(() -> game.fromJson(json), visit.where() + ": cannot read back " + json);
            assertEquals(visit.state(), read, visit.where() + ": " + json + " reads back as another state");
            assertEquals(json, game.toJson(read), visit.where() + ": JSON differs after a round trip");
        }
        assertThrows(IllegalArgumentException.class, () -> game.fromJson(TextNode.valueOf("not a state")),
                "JSON that is not a state must be rejected with IllegalArgumentException");
    }

    @Test
    public void gamesEndWithinTheStatedBound() {
        List<Trajectory<S, M>> trajectories = plays().trajectories();
        for (int t = 0; t < trajectories.size(); t++) {
            assertTrue(trajectories.get(t).finished(),
                    "seed " + (t + 1) + ": not over after " + maxPlies() + " plies");
        }
    }

    @Test
    public void seededRunsRepeat() {
        List<Trajectory<S, M>> trajectories = plays().trajectories();
        for (int t = 0; t < trajectories.size(); t++) {
            Trajectory<S, M> again = plays().play(t + 1);
            assertEquals(trajectories.get(t).moves(), again.moves(),
                    "seed " + (t + 1) + ": another sequence of moves");
            assertEquals(trajectories.get(t).states(), again.states(), "seed " + (t + 1) + ": other states");
        }
    }

    @Test
    public void incompleteJointMovesAreRejected() {
        Game<S, M> game = game();
        int players = game.facts().playerCount();
        for (Visit<S, M> visit : visits()) {
            S state = visit.state();
            if (visit.next() == null) {
                continue;
            }
            JointMove<M> empty = new JointMove<>(new TreeMap<>());
            assertThrows(IllegalArgumentException.class, () -> game.apply(state, empty),
                    visit.where() + ": an empty joint move must be rejected");
            List<Integer> actors = game.actors(state);
            M someMove = visit.next().move(actors.get(0));
            for (int p = 0; p <= players; p++) {
                if (actors.contains(p)) {
                    continue;
                }
                Map<Integer, M> extra = new TreeMap<>(visit.next().moves());
                extra.put(p, someMove);
                JointMove<M> withOutsider = JointMove.of(extra);
                assertThrows(IllegalArgumentException.class, () -> game.apply(state, withOutsider),
                        visit.where() + ": a move for player " + p + ", who does not act, must be rejected");
            }
            if (actors.size() > 1) {
                Map<Integer, M> missing = new TreeMap<>(visit.next().moves());
                missing.remove(actors.get(actors.size() - 1));
                assertThrows(IllegalArgumentException.class, () -> game.apply(state, JointMove.of(missing)),
                        visit.where() + ": a joint move without every actor must be rejected");
            }
        }
    }

    @Test
    public void evaluatorsGiveOneFiniteValuePerPlayer() {
        int players = game().facts().playerCount();
        for (Evaluator<S> evaluator : evaluators()) {
            for (Visit<S, M> visit : visits()) {
                double[] values = assertDoesNotThrow(() -> evaluator.evaluate(visit.state()), visit.where());
                assertEquals(players, values.length, visit.where() + ": one value per player");
                for (double v : values) {
                    assertTrue(Double.isFinite(v), visit.where() + ": evaluation " + v);
                }
                assertArrayEquals(values, evaluator.evaluate(visit.state()),
                        visit.where() + ": evaluations differ between calls");
            }
        }
    }

    @Test
    public void registeredUnderItsName() {
        Optional<String> name = registeredName();
        if (name.isEmpty()) {
            return;
        }
        GameRegistry registry = GameRegistry.load();
        GameProvider provider = registry.find(name.get())
                .orElseGet(() -> fail("no GameProvider '" + name.get() + "' among " + registry.names()));
        Game<?, ?> created = provider.create();
        assertEquals(name.get(), created.name(), "the provider's default game has another name");
        assertEquals(game().facts().players(), created.facts().players());
    }
}
