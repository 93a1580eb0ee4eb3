package calhamer.server.testgames;

import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.GameProvider;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A test game for the server's game endpoints: take 1 or 2 from a pile, whoever takes the last wins (the first
 * player loses exactly when the pile is a multiple of 3). State JSON {@code {"pile": 7, "toMove": 0}}.
 */
public final class TakeAway implements Game<TakeAway.State, Integer> {
    private static final GameFacts FACTS = new GameFacts("take-away", List.of("first", "second"),
            MoveOrder.SEQUENTIAL, true, true);
    private final int pile;

    /** A position: the pile and the player to move. */
    public record State(int pile, int toMove) {
    }

    TakeAway(int pile) {
        this.pile = pile;
    }

    @Override
    public GameFacts facts() {
        return FACTS;
    }

    @Override
    public State initialState() {
        return new State(pile, 0);
    }

    @Override
    public boolean isTerminal(State s) {
        return s.pile() == 0;
    }

    @Override
    public List<Integer> actors(State s) {
        return isTerminal(s) ? List.of() : List.of(s.toMove());
    }

    @Override
    public List<Integer> legalMoves(State s, int player) {
        List<Integer> moves = new ArrayList<>();
        for (int take = 1; take <= Math.min(2, s.pile()) && player == s.toMove(); take++) {
            moves.add(take);
        }
        return moves;
    }

    @Override
    public State apply(State s, JointMove<Integer> move) {
        requireLegal(s, move);
        return new State(s.pile() - move.moves().get(s.toMove()), 1 - s.toMove());
    }

    @Override
    public double[] returns(State s) {
        if (!isTerminal(s)) {
            throw new IllegalStateException("not over");
        }
        return s.toMove() == 0 ? new double[] {-1, 1} : new double[] {1, -1};
    }

    @Override
    public String notation(State s, int player, Integer move) {
        return move.toString();
    }

    @Override
    public Integer parseMove(State s, int player, String text) {
        try {
            int take = Integer.parseInt(text.trim());
            if (!legalMoves(s, player).contains(take)) {
                throw new IllegalArgumentException("cannot take " + take + " from a pile of " + s.pile());
            }
            return take;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not 1 or 2", e);
        }
    }

    @Override
    public JsonNode toJson(State s) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("pile", s.pile());
        o.put("toMove", s.toMove());
        return o;
    }

    @Override
    public State fromJson(JsonNode json) {
        if (json == null || !json.path("pile").canConvertToInt() || !json.path("toMove").canConvertToInt()
                || json.get("pile").asInt() < 0 || (json.get("toMove").asInt() & ~1) != 0) {
            throw new IllegalArgumentException("expected {\"pile\": n >= 0, \"toMove\": 0 or 1}");
        }
        return new State(json.get("pile").asInt(), json.get("toMove").asInt());
    }

    /** Registers the game as {@code take-away} with option {@code pile} (default 7). */
    public static final class Provider implements GameProvider {
        @Override
        public String name() {
            return "take-away";
        }

        @Override
        public String description() {
            return "Take 1 or 2; whoever takes the last wins (a test game).";
        }

        @Override
        public Map<String, String> defaultOptions() {
            return Map.of("pile", "7");
        }

        @Override
        public Game<?, ?> create(Map<String, String> options) {
            String pile = resolveOptions(options).get("pile");
            try {
                return new TakeAway(Integer.parseInt(pile));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("option pile must be a number, not '" + pile + "'", e);
            }
        }
    }
}
