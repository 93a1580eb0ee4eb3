package calhamer.games.impartial;

import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.GameSolver;
import calhamer.strategy.game.InvalidStateException;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveOrder;
import calhamer.strategy.solve.ImpartialGameSolver;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * An impartial game under normal play (the player who cannot move loses) from its {@link ImpartialRules}: players
 * {@code first} and {@code second} alternate, the first moving in the initial state; returns are +1 for the player
 * who made the last move and −1 for the other (zero-sum). A state's JSON form is its position's plus
 * {@code "toMove": "first" | "second"} (default first). {@link #solver()} is the Sprague–Grundy solver.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class NormalPlayGame<P, M> implements Game<NormalPlayGame.Turn<P>, M> {
    private static final List<String> PLAYERS = List.of("first", "second");

    private final ImpartialRules<P, M> rules;
    private final P start;
    private final GameFacts facts;
    private final GameSolver<Turn<P>> solver;

    /**
     * A state: a position and whose turn it is.
     *
     * @param position the position
     * @param toMove   0 (first) or 1 (second)
     */
    public record Turn<P>(P position, int toMove) {
        public Turn {
            if (toMove != 0 && toMove != 1) {
                throw new IllegalArgumentException("toMove is 0 or 1, not " + toMove);
            }
        }
    }

    public NormalPlayGame(ImpartialRules<P, M> rules, P start) {
        this.rules = rules;
        this.start = start;
        this.facts = new GameFacts(rules.name(), PLAYERS, MoveOrder.SEQUENTIAL, true, true);
        this.solver = new ImpartialGameSolver<>(this, Turn::position, rules);
    }

    /** @return the game's rules */
    public ImpartialRules<P, M> rules() {
        return rules;
    }

    @Override
    public GameFacts facts() {
        return facts;
    }

    @Override
    public Turn<P> initialState() {
        return new Turn<>(start, 0);
    }

    @Override
    public boolean isTerminal(Turn<P> state) {
        return rules.over(state.position());
    }

    @Override
    public List<Integer> actors(Turn<P> state) {
        return isTerminal(state) ? List.of() : List.of(state.toMove());
    }

    @Override
    public List<M> legalMoves(Turn<P> state, int player) {
        return player == state.toMove() ? Collections.unmodifiableList(rules.moves(state.position())) : List.of();
    }

    @Override
    public Turn<P> apply(Turn<P> state, JointMove<M> move) {
        requireLegal(state, move);
        return new Turn<>(rules.play(state.position(), move.move(state.toMove())), 1 - state.toMove());
    }

    @Override
    public double[] returns(Turn<P> state) {
        if (!isTerminal(state)) {
            throw new IllegalStateException("'" + name() + "' is not over");
        }
        return state.toMove() == 0 ? new double[] {-1, 1} : new double[] {1, -1};
    }

    @Override
    public String notation(Turn<P> state, int player, M move) {
        return rules.notation(state.position(), move);
    }

    @Override
    public M parseMove(Turn<P> state, int player, String text) {
        M move = rules.parseMove(state.position(), text.strip());
        if (!legalMoves(state, player).contains(move)) {
            throw new IllegalArgumentException("'" + text + "' is not a legal move of " + PLAYERS.get(player)
                    + " here");
        }
        return move;
    }

    @Override
    public JsonNode toJson(Turn<P> state) {
        ObjectNode json = rules.toJson(state.position());
        json.put("toMove", PLAYERS.get(state.toMove()));
        return json;
    }

    @Override
    public Turn<P> fromJson(JsonNode json) {
        if (json == null || !json.isObject()) {
            throw new InvalidStateException("state", "a '" + name() + "' state is a JSON object, not " + json);
        }
        ObjectNode position = ((ObjectNode) json).deepCopy();
        JsonNode toMove = position.remove("toMove");
        int player = 0;
        if (toMove != null) {
            player = PLAYERS.indexOf(toMove.asText());
            if (!toMove.isTextual() || player < 0) {
                throw new InvalidStateException("toMove", "\"first\" or \"second\", not " + toMove);
            }
        }
        return new Turn<>(rules.fromJson(position), player);
    }

    @Override
    public Optional<GameSolver<Turn<P>>> solver() {
        return Optional.of(solver);
    }
}
