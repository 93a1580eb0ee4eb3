package calhamer.strategy.search.mcts;

import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A two-ply test game given by its table: the first player picks a row, the second a column of that row, and the
 * cell holds the players' returns. A state is the moves so far joined by '/'.
 */
final class TwoPlyGame implements Game<String, String> {
    private static final GameFacts FACTS = new GameFacts("two-ply", List.of("first", "second"),
            MoveOrder.SEQUENTIAL, true, true);
    private static final double[] DRAW = {0, 0};
    private static final double[] FIRST_WINS = {1, -1};
    private static final double[] SECOND_WINS = {-1, 1};

    private final Map<String, Map<String, double[]>> table;

    private TwoPlyGame(Map<String, Map<String, double[]>> table) {
        this.table = table;
    }

    /**
     * A draw is the first player's best result: it takes a sure draw ("draw", then the second player's only move
     * "pass") or gambles ("gamble"), after which the second player chooses between conceding and winning.
     */
    static TwoPlyGame drawOrGamble() {
        Map<String, Map<String, double[]>> table = new LinkedHashMap<>();
        table.put("draw", Map.of("pass", DRAW));
        table.put("gamble", columns("concede", FIRST_WINS, "win", SECOND_WINS));
        return new TwoPlyGame(table);
    }

    /**
     * Two moves that both lose against a second player who will take a draw: "trap", where the second player
     * chooses between a draw and conceding, and "long-shot", where it can concede in nine ways or win in one.
     */
    static TwoPlyGame trapOrLongShot() {
        Map<String, double[]> longShot = new LinkedHashMap<>();
        for (int i = 1; i <= 9; i++) {
            longShot.put("concede-" + i, FIRST_WINS);
        }
        longShot.put("win", SECOND_WINS);
        Map<String, Map<String, double[]>> table = new LinkedHashMap<>();
        table.put("trap", columns("draw", DRAW, "concede", FIRST_WINS));
        table.put("long-shot", longShot);
        return new TwoPlyGame(table);
    }

    /** Two columns in this order. */
    private static Map<String, double[]> columns(String first, double[] returns, String second, double[] then) {
        Map<String, double[]> row = new LinkedHashMap<>();
        row.put(first, returns);
        row.put(second, then);
        return row;
    }

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
        return List.copyOf(state.isEmpty() ? table.keySet() : table.get(state).keySet());
    }

    @Override
    public String apply(String state, JointMove<String> move) {
        requireLegal(state, move);
        String m = move.moves().values().iterator().next();
        return state.isEmpty() ? m : state + "/" + m;
    }

    @Override
    public double[] returns(String state) {
        if (!isTerminal(state)) {
            return DRAW.clone();
        }
        String[] moves = state.split("/");
        return table.get(moves[0]).get(moves[1]).clone();
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
