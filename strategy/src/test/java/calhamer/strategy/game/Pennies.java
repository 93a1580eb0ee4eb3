package calhamer.strategy.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;

/**
 * Repeated matching pennies: the test game of the simultaneous case. Both players show a side each round; the
 * matcher scores a point when the sides match and loses one when they differ. Notation {@code H} / {@code T}. Every
 * play ends after the given number of rounds.
 */
public final class Pennies implements Game<Pennies.State, Pennies.Side> {
    private static final GameFacts FACTS = new GameFacts("pennies", List.of("matcher", "mismatcher"),
            MoveOrder.SIMULTANEOUS, true, false);
    private static final List<Integer> BOTH = List.of(0, 1);

    private final int rounds;

    /** @param rounds the number of rounds, ≥ 1 */
    public Pennies(int rounds) {
        if (rounds < 1) {
            throw new IllegalArgumentException("pennies needs at least one round: " + rounds);
        }
        this.rounds = rounds;
    }

    /** A side of a coin. */
    public enum Side { HEADS, TAILS }

    /**
     * @param round the rounds played
     * @param score the matcher's score
     */
    public record State(int round, int score) {
    }

    @Override
    public GameFacts facts() {
        return FACTS;
    }

    @Override
    public State initialState() {
        return new State(0, 0);
    }

    @Override
    public boolean isTerminal(State state) {
        return state.round() >= rounds;
    }

    @Override
    public List<Integer> actors(State state) {
        return isTerminal(state) ? List.of() : BOTH;
    }

    @Override
    public List<Side> legalMoves(State state, int player) {
        return isTerminal(state) || (player != 0 && player != 1) ? List.of() : List.of(Side.values());
    }

    @Override
    public State apply(State state, JointMove<Side> move) {
        requireLegal(state, move);
        boolean match = move.move(0) == move.move(1);
        return new State(state.round() + 1, state.score() + (match ? 1 : -1));
    }

    @Override
    public double[] returns(State state) {
        if (!isTerminal(state)) {
            throw new IllegalStateException("round " + state.round() + " of " + rounds + " is not the end");
        }
        return new double[] {state.score(), -state.score()};
    }

    @Override
    public String notation(State state, int player, Side move) {
        return move.name().substring(0, 1);
    }

    @Override
    public Side parseMove(State state, int player, String text) {
        return switch (text.strip().toUpperCase(Locale.ROOT)) {
            case "H" -> Side.HEADS;
            case "T" -> Side.TAILS;
            default -> throw new IllegalArgumentException("a pennies move is H or T, not '" + text + "'");
        };
    }

    @Override
    public JsonNode toJson(State state) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        json.put("round", state.round());
        json.put("score", state.score());
        return json;
    }

    @Override
    public State fromJson(JsonNode json) {
        if (!json.path("round").isInt() || !json.path("score").isInt()) {
            throw new IllegalArgumentException("a pennies state is {\"round\": n, \"score\": n}, not " + json);
        }
        return new State(json.get("round").asInt(), json.get("score").asInt());
    }
}
