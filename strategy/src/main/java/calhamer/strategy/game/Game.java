package calhamer.strategy.game;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;

/**
 * The rules of one configured game. States are immutable values with value equality ({@code equals}/{@code hashCode}
 * over their whole content); moves are values too. Rules live here, not in the states, so a state can be shared
 * between threads and requests, and an algorithm written against this interface works for every game whose
 * {@link #facts()} it supports.
 *
 * <p>Contract (checked by the conformance kit, {@code GameConformanceTest} in the strategy test-jar):
 * <ul>
 *   <li>a state is terminal exactly when {@link #actors} is empty; otherwise every actor has at least one legal
 *       move, moves are distinct, and non-actors have none; a sequential game has exactly one actor per
 *       non-terminal state;</li>
 *   <li>{@link #apply} never changes its arguments, is deterministic, and rejects a joint move that does not hold
 *       exactly one legal move per actor with an {@link IllegalArgumentException};</li>
 *   <li>{@link #returns} gives one finite value per player at terminal states (summing to zero in a zero-sum
 *       game) and throws {@link IllegalStateException} elsewhere;</li>
 *   <li>{@link #parseMove} inverts {@link #notation}, and {@link #fromJson} inverts {@link #toJson};</li>
 *   <li>every play ends.</li>
 * </ul>
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface Game<S, M> {

    /** What algorithms may check before they run. */
    GameFacts facts();

    /** The game's name, the one it is registered under. */
    default String name() {
        return facts().name();
    }

    /** The state play starts from. */
    S initialState();

    /** Whether play is over. */
    boolean isTerminal(S state);

    /** The players who move in this state, ascending; empty exactly when the state is terminal. */
    List<Integer> actors(S state);

    /** The player's legal moves in this state, in a fixed order; empty when the player does not act. */
    List<M> legalMoves(S state, int player);

    /**
     * The state after every actor's move.
     *
     * @throws IllegalArgumentException when the joint move does not hold exactly one legal move per actor
     */
    S apply(S state, JointMove<M> move);

    /** The state after the one actor's move (turn-based play). */
    default S apply(S state, int player, M move) {
        return apply(state, JointMove.of(player, move));
    }

    /**
     * The final outcome: one value per player.
     *
     * @throws IllegalStateException when the state is not terminal
     */
    double[] returns(S state);

    /** The move in this game's text notation. */
    String notation(S state, int player, M move);

    /**
     * Reads a move in this game's notation.
     *
     * @throws IllegalArgumentException when the text is not a move of this player in this state
     */
    M parseMove(S state, int player, String text);

    /** The state as JSON. */
    JsonNode toJson(S state);

    /**
     * Reads a state from its JSON form.
     *
     * @throws IllegalArgumentException when the JSON is not a state of this game
     */
    S fromJson(JsonNode json);

    /**
     * The evaluator the game recommends for search and for {@code POST /games/{game}/evaluate}. The default scores
     * terminal states by their {@link #returns} and refuses other states; games with a heuristic override it.
     */
    default Evaluator<S> evaluator() {
        return state -> {
            if (!isTerminal(state)) {
                throw new UnsupportedGameException("game '" + name() + "' has no evaluator for unfinished states");
            }
            return returns(state);
        };
    }

    /**
     * The player's legal moves part by part ({@link MoveParts}), for a game whose moves are made of parts chosen one
     * each (Diplomacy: one order per unit, builds by site, removals by unit), so that a client can choose a move when
     * {@link #legalMoves} are too many to list; empty (the default) when the game's moves have no parts, and when the
     * player does not act. Every move the parts allow is legal ({@link #parseMove} reads it to a move of
     * {@link #legalMoves}), and every legal move is one of them.
     */
    default Optional<MoveParts> legalParts(S state, int player) {
        return Optional.empty();
    }

    /**
     * The moves search agents (MCTS, alpha-beta, Max-n, Paranoid, SOS) consider for the player: by default every legal
     * move. A game whose branching factor makes search hopeless may narrow it to a documented subset of
     * {@link #legalMoves} (4-player Quoridor: walls near the pawns, as its paper does); the subset is never empty
     * when the player acts.
     */
    default List<M> candidateMoves(S state, int player) {
        return legalMoves(state, player);
    }

    /**
     * The game's own exact solver, when its theory gives one (impartial games: Sprague–Grundy values; scoring
     * games: Left and Right scores); empty by default, and then exact solving falls back to backward induction over
     * the game tree for games whose facts say they are exactly solvable.
     */
    default Optional<GameSolver<S>> solver() {
        return Optional.empty();
    }

    /**
     * The game's own account of what a joint move did, for callers that show it (Diplomacy: each order's outcome);
     * null when the game has nothing to add to the moves themselves (the default).
     */
    default JsonNode account(S state, JointMove<M> move, S next) {
        return null;
    }

    /**
     * Checks that the joint move holds exactly one legal move per actor of the state: the shared check
     * implementations call first in {@link #apply} (O(actors × legal moves)).
     *
     * @throws IllegalArgumentException naming the first problem
     */
    default void requireLegal(S state, JointMove<M> move) {
        move.requirePlayers(actors(state));
        move.moves().forEach((player, m) -> {
            if (!legalMoves(state, player).contains(m)) {
                throw new IllegalArgumentException("move '" + notation(state, player, m) + "' of player "
                        + facts().players().get(player) + " is not legal here");
            }
        });
    }
}
