package calhamer.strategy.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.Arrays;
import java.util.List;

/**
 * A deliberately broken one-player game for the kit's own test: count to five, one step per move. Its state wraps a
 * mutable array, and {@link #apply} writes into the state it is given before returning a copy.
 */
final class Tally implements Game<Tally.Count, String> {
    private static final GameFacts FACTS = new GameFacts("tally", List.of("counter"), MoveOrder.SEQUENTIAL,
            false, true);

    /** A mutable state: what the API forbids. */
    static final class Count {
        final int[] value;

        Count(int value) {
            this.value = new int[] {value};
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Count other && Arrays.equals(value, other.value);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(value);
        }
    }

    @Override
    public GameFacts facts() {
        return FACTS;
    }

    @Override
    public Count initialState() {
        return new Count(0);
    }

    @Override
    public boolean isTerminal(Count state) {
        return state.value[0] >= 5;
    }

    @Override
    public List<Integer> actors(Count state) {
        return isTerminal(state) ? List.of() : List.of(0);
    }

    @Override
    public List<String> legalMoves(Count state, int player) {
        return isTerminal(state) || player != 0 ? List.of() : List.of("step");
    }

    @Override
    public Count apply(Count state, JointMove<String> move) {
        requireLegal(state, move);
        state.value[0]++;
        return new Count(state.value[0]);
    }

    @Override
    public double[] returns(Count state) {
        if (!isTerminal(state)) {
            throw new IllegalStateException("not over");
        }
        return new double[] {1};
    }

    @Override
    public String notation(Count state, int player, String move) {
        return move;
    }

    @Override
    public String parseMove(Count state, int player, String text) {
        if (!text.equals("step")) {
            throw new IllegalArgumentException("the only move is 'step'");
        }
        return text;
    }

    @Override
    public JsonNode toJson(Count state) {
        return JsonNodeFactory.instance.numberNode(state.value[0]);
    }

    @Override
    public Count fromJson(JsonNode json) {
        if (!json.isInt()) {
            throw new IllegalArgumentException("a tally is a number");
        }
        return new Count(json.asInt());
    }
}
