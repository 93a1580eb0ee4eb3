package calhamer.strategy.search.mcts;

import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.List;

/**
 * A two-ply test game where a draw is the first player's best result: the first player takes a sure draw ("draw",
 * then the second player's only move "pass") or gambles ("gamble"), after which the second player chooses between
 * conceding and winning. A state is the moves so far joined by '/'.
 */
final class DrawOrGamble implements Game<String, String> {
    private static final GameFacts FACTS = new GameFacts("draw-or-gamble", List.of("first", "second"),
            MoveOrder.SEQUENTIAL, true, true);

    @Override
    public GameFacts facts() {
        return FACTS;
    }

    @Override
    public String initialState() {
        return "";
    }

    @Override
    public boolean isTerminal(String state) {
        return state.split("/").length == 2;
    }

    @Override
    public List<Integer> actors(String state) {
        return isTerminal(state) ? List.of() : List.of(state.isEmpty() ? 0 : 1);
    }

    @Override
    public List<String> legalMoves(String state, int player) {
        if (isTerminal(state) || actors(state).get(0) != player) {
            return List.of();
        }
        return switch (state) {
            case "" -> List.of("draw", "gamble");
            case "draw" -> List.of("pass");
            default -> List.of("concede", "win");
        };
    }

    @Override
    public String apply(String state, JointMove<String> move) {
        requireLegal(state, move);
        String m = move.moves().values().iterator().next();
        return state.isEmpty() ? m : state + "/" + m;
    }

    @Override
    public double[] returns(String state) {
        return switch (state) {
            case "gamble/concede" -> new double[] {1, -1};
            case "gamble/win" -> new double[] {-1, 1};
            default -> new double[] {0, 0};
        };
    }

    @Override
    public String notation(String state, int player, String move) {
        return move;
    }

    @Override
    public String parseMove(String state, int player, String text) {
        if (!legalMoves(state, player).contains(text)) {
            throw new IllegalArgumentException("not a legal move here: " + text);
        }
        return text;
    }

    @Override
    public JsonNode toJson(String state) {
        return JsonNodeFactory.instance.textNode(state);
    }

    @Override
    public String fromJson(JsonNode json) {
        return json.asText();
    }
}
