package calhamer.strategy.game;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The conformance kit catches games that break the contract, each in the check meant for it. */
class GameConformanceKitTest {

    /** A kit instance for the given game, as a game's own conformance test would be. */
    private static <S, M> GameConformanceTest<S, M> kit(Game<S, M> game, int maxPlies, List<Evaluator<S>> evaluators) {
        return new GameConformanceTest<>() {
            @Override
            protected Game<S, M> game() {
                return game;
            }

            @Override
            protected int maxPlies() {
                return maxPlies;
            }

            @Override
            protected List<Evaluator<S>> evaluators() {
                return evaluators;
            }
        };
    }

    private static GameConformanceTest<Nim.State, Nim.Take> nimKit(Game<Nim.State, Nim.Take> game) {
        return kit(game, 12, List.of());
    }

    private static Nim nim() {
        return new Nim(List.of(3, 4, 5));
    }

    private static <S, M> void assertCaught(GameConformanceTest<S, M> kit, Consumer<GameConformanceTest<S, M>> check,
                                            String expectedInMessage) {
        AssertionError error = assertThrows(AssertionError.class, () -> check.accept(kit));
        assertTrue(error.getMessage().contains(expectedInMessage),
                "expected '" + expectedInMessage + "' in: " + error.getMessage());
    }

    @Test
    void aSoundGamePassesEveryCheck() {
        GameConformanceTest<Nim.State, Nim.Take> kit = kit(nim(), 12, List.of(new NimEvaluator()));
        assertDoesNotThrow(kit::legalMovesAreNonEmptyUnlessTerminal);
        assertDoesNotThrow(kit::statesDoNotChangeWhenMovesAreApplied);
        assertDoesNotThrow(kit::returnsAreConsistent);
        assertDoesNotThrow(kit::moveNotationRoundTrips);
        assertDoesNotThrow(kit::stateJsonRoundTrips);
        assertDoesNotThrow(kit::gamesEndWithinTheStatedBound);
        assertDoesNotThrow(kit::seededRunsRepeat);
        assertDoesNotThrow(kit::incompleteJointMovesAreRejected);
        assertDoesNotThrow(kit::evaluatorsGiveOneFiniteValuePerPlayer);
    }

    @Test
    void catchesAGameThatNeverEnds() {
        Game<Nim.State, Nim.Take> stuck = new ForwardingGame<>(nim()) {
            @Override
            public Nim.State apply(Nim.State state, JointMove<Nim.Take> move) {
                super.apply(state, move);
                return state;
            }
        };
        assertCaught(nimKit(stuck), GameConformanceTest::gamesEndWithinTheStatedBound, "not over after 12 plies");
    }

    @Test
    void catchesAStateChangedByApplyingAMove() {
        assertCaught(kit(new Tally(), 5, List.of()), GameConformanceTest::statesDoNotChangeWhenMovesAreApplied,
                "applying a move changed the state");
    }

    @Test
    void catchesLegalMovesThatCanBeClearedByTheCaller() {
        // A cache that hands out its own mutable lists.
        Map<List<Object>, List<Nim.Take>> cache = new HashMap<>();
        Game<Nim.State, Nim.Take> leaky = new ForwardingGame<>(nim()) {
            @Override
            public List<Nim.Take> legalMoves(Nim.State state, int player) {
                return cache.computeIfAbsent(List.of(state, player),
                        key -> new ArrayList<>(super.legalMoves(state, player)));
            }
        };
        assertCaught(nimKit(leaky), GameConformanceTest::statesDoNotChangeWhenMovesAreApplied,
                "the legal moves changed");
    }

    @Test
    void catchesNoLegalMoveInANonTerminalState() {
        Game<Nim.State, Nim.Take> empty = new ForwardingGame<>(nim()) {
            @Override
            public List<Nim.Take> legalMoves(Nim.State state, int player) {
                int left = state.heaps().stream().mapToInt(Integer::intValue).sum();
                return left < 6 ? List.of() : super.legalMoves(state, player);
            }
        };
        assertCaught(nimKit(empty), GameConformanceTest::legalMovesAreNonEmptyUnlessTerminal, "no legal move");
    }

    @Test
    void catchesNotationThatDoesNotRoundTrip() {
        Game<Nim.State, Nim.Take> garbled = new ForwardingGame<>(nim()) {
            @Override
            public String notation(Nim.State state, int player, Nim.Take move) {
                return "take " + move.count() + " from " + move.heap();
            }
        };
        assertCaught(nimKit(garbled), GameConformanceTest::moveNotationRoundTrips, "cannot read back");
    }

    @Test
    void catchesNotationThatConfusesTwoMoves() {
        Game<Nim.State, Nim.Take> ambiguous = new ForwardingGame<>(nim()) {
            @Override
            public String notation(Nim.State state, int player, Nim.Take move) {
                return move.heap() + ":1";
            }
        };
        assertCaught(nimKit(ambiguous), GameConformanceTest::moveNotationRoundTrips, "two moves are written");
    }

    @Test
    void catchesJsonThatLosesPartOfTheState() {
        Game<Nim.State, Nim.Take> forgetful = new ForwardingGame<>(nim()) {
            @Override
            public JsonNode toJson(Nim.State state) {
                ObjectNode json = (ObjectNode) super.toJson(state);
                json.put("toMove", 0);
                return json;
            }
        };
        assertCaught(nimKit(forgetful), GameConformanceTest::stateJsonRoundTrips, "reads back as another state");
    }

    @Test
    void catchesARunThatDoesNotRepeatFromItsSeed() {
        Game<Nim.State, Nim.Take> restless = new ForwardingGame<>(nim()) {
            private int calls;

            @Override
            public List<Nim.Take> legalMoves(Nim.State state, int player) {
                List<Nim.Take> moves = new ArrayList<>(super.legalMoves(state, player));
                Collections.rotate(moves, calls++);
                return moves;
            }
        };
        assertCaught(nimKit(restless), GameConformanceTest::seededRunsRepeat, "seed 1");
    }

    @Test
    void catchesReturnsThatAreNotZeroSum() {
        Game<Nim.State, Nim.Take> generous = new ForwardingGame<>(nim()) {
            @Override
            public double[] returns(Nim.State state) {
                double[] returns = super.returns(state);
                return new double[] {Math.abs(returns[0]), Math.abs(returns[1])};
            }
        };
        assertCaught(nimKit(generous), GameConformanceTest::returnsAreConsistent, "zero-sum");
    }

    @Test
    void catchesReturnsOfANonTerminalState() {
        Game<Nim.State, Nim.Take> early = new ForwardingGame<>(nim()) {
            @Override
            public double[] returns(Nim.State state) {
                return new double[] {0, 0};
            }
        };
        assertCaught(nimKit(early), GameConformanceTest::returnsAreConsistent, "non-terminal");
    }

    @Test
    void catchesAnIncompleteJointMoveThatIsAccepted() {
        Game<Nim.State, Nim.Take> lenient = new ForwardingGame<>(nim()) {
            @Override
            public Nim.State apply(Nim.State state, JointMove<Nim.Take> move) {
                return move.moves().isEmpty() ? state : super.apply(state, move);
            }
        };
        assertCaught(nimKit(lenient), GameConformanceTest::incompleteJointMovesAreRejected, "empty joint move");
    }

    @Test
    void catchesAnEvaluatorWithTheWrongNumberOfValues() {
        Evaluator<Nim.State> oneValue = state -> new double[] {0};
        assertCaught(kit(nim(), 12, List.of(oneValue)), GameConformanceTest::evaluatorsGiveOneFiniteValuePerPlayer,
                "one value per player");
    }

    @Test
    void catchesTwoActorsInASequentialGame() {
        Game<Pennies.State, Pennies.Side> mislabelled = new ForwardingGame<>(new Pennies(3)) {
            @Override
            public GameFacts facts() {
                GameFacts facts = super.facts();
                return new GameFacts(facts.name(), facts.players(), MoveOrder.SEQUENTIAL, true, false);
            }
        };
        assertCaught(kit(mislabelled, 3, List.of()), GameConformanceTest::legalMovesAreNonEmptyUnlessTerminal,
                "sequential");
    }
}
