package calhamer.games.spreadit;

import static calhamer.games.GameJson.array;
import static calhamer.games.GameJson.choice;
import static calhamer.games.GameJson.integer;
import static calhamer.games.GameJson.integers;
import static calhamer.games.GameJson.object;
import static calhamer.games.GameJson.required;
import static calhamer.games.spreadit.SpreadItState.BLACK;
import static calhamer.games.spreadit.SpreadItState.RED;

import calhamer.games.spreadit.SpreadItState.EndReason;
import calhamer.games.spreadit.SpreadItState.Outcome;
import calhamer.strategy.game.InvalidStateException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The JSON form of a Spread-It state (documented in docs/games.md):
 * <pre>
 * {"graph": {"vertices": 3, "edges": [[0, 1], [0, 2], [1, 2]]}, "thresholds": [2, 2, 2],
 *  "variant": "zero-loyalty", "order": "majority",
 *  "tokens": {"black": [1, 0, 0], "red": [0, 0, 0]}, "lastArrival": ["black", null, null],
 *  "hand": {"black": 1, "red": 2}, "fixed": {"black": [], "red": []}, "toMove": "red", "result": null}
 * </pre>
 * {@code result} is {@code {"winner": "black" | "red" | null, "reason": "endless cascade" | ...}} once the game is
 * over (and {@code toMove} is then null). Reading checks everything a state must satisfy and names the field at
 * fault: a connected simple graph, one threshold per vertex, counts and hands in range, a last arrival exactly on
 * the non-empty vertices and of a colour present there, fixed vertices only under full loyalty, a stable board while
 * the game goes on, and a player to move who holds a token.
 */
final class SpreadItJson {
    private static final List<String> COLOURS = List.of("black", "red");
    private static final Set<String> FIELDS = Set.of("graph", "thresholds", "variant", "order", "tokens",
            "lastArrival", "hand", "fixed", "toMove", "result");

    private SpreadItJson() {
    }

    static JsonNode write(SpreadItState s) {
        SpreadItBoard b = s.board();
        JsonNodeFactory f = JsonNodeFactory.instance;
        ObjectNode json = f.objectNode();
        json.set("graph", graph(b));
        ArrayNode thresholds = json.putArray("thresholds");
        ObjectNode tokens = f.objectNode();
        ArrayNode black = tokens.putArray("black");
        ArrayNode red = tokens.putArray("red");
        ArrayNode last = f.arrayNode();
        ObjectNode fixed = f.objectNode();
        ArrayNode fixedBlack = fixed.putArray("black");
        ArrayNode fixedRed = fixed.putArray("red");
        for (int v = 0; v < b.vertices(); v++) {
            thresholds.add(b.threshold(v));
            black.add(s.black(v));
            red.add(s.red(v));
            int colour = s.lastArrival(v);
            if (colour < 0) {
                last.addNull();
            } else {
                last.add(COLOURS.get(colour));
            }
            if (s.isFixed(v)) {
                (s.fixedColour(v) == BLACK ? fixedBlack : fixedRed).add(v);
            }
        }
        json.put("variant", b.variant().label());
        json.put("order", b.order().label());
        json.set("tokens", tokens);
        json.set("lastArrival", last);
        ObjectNode hand = json.putObject("hand");
        hand.put("black", s.hand(BLACK));
        hand.put("red", s.hand(RED));
        json.set("fixed", fixed);
        if (s.isOver()) {
            json.putNull("toMove");
            ObjectNode result = json.putObject("result");
            int winner = s.outcome().winner();
            if (winner < 0) {
                result.putNull("winner");
            } else {
                result.put("winner", COLOURS.get(winner));
            }
            result.put("reason", s.outcome().reason().label());
        } else {
            json.put("toMove", COLOURS.get(s.toMove()));
            json.putNull("result");
        }
        return json;
    }

    /** {@code {"vertices": n, "edges": [[u, v], ...]}}. */
    static ObjectNode graph(SpreadItBoard b) {
        ObjectNode graph = JsonNodeFactory.instance.objectNode();
        graph.put("vertices", b.vertices());
        ArrayNode edges = graph.putArray("edges");
        for (int[] e : b.edges()) {
            edges.addArray().add(e[0]).add(e[1]);
        }
        return graph;
    }

    /** Reads a state; a board equal to {@code known} is shared rather than rebuilt. */
    static SpreadItState read(JsonNode json, SpreadItBoard known) {
        object(json, "", FIELDS);
        SpreadItBoard board = board(json, known);
        int n = board.vertices();
        int max = SpreadItState.maxTokens();
        JsonNode tokens = object(required(json, "", "tokens"), "tokens", Set.of("black", "red"));
        int[] black = integers(required(tokens, "tokens", "black"), "tokens.black", n, 0, max);
        int[] red = integers(required(tokens, "tokens", "red"), "tokens.red", n, 0, max);
        int[] packed = new int[n];
        long[] lastRed = SpreadItState.words(n);
        JsonNode last = array(required(json, "", "lastArrival"), "lastArrival");
        if (last.size() != n) {
            throw new InvalidStateException("lastArrival", "needs " + n + " entries, not " + last.size());
        }
        for (int v = 0; v < n; v++) {
            packed[v] = SpreadItState.pack(black[v], red[v]);
            String where = "lastArrival[" + v + "]";
            if (black[v] + red[v] == 0) {
                if (!last.get(v).isNull()) {
                    throw new InvalidStateException(where, "must be null: vertex " + v + " is empty");
                }
                continue;
            }
            boolean isRed = choice(last.get(v), where, COLOURS).equals("red");
            if ((isRed ? red[v] : black[v]) == 0) {
                throw new InvalidStateException(where, "is " + (isRed ? "red" : "black") + " but vertex "
                        + v + " holds no token of that colour");
            }
            if (isRed) {
                lastRed[v >>> 6] |= 1L << v;
            }
        }
        long[] fixed = SpreadItState.words(n);
        long[] fixedRed = SpreadItState.words(n);
        readFixed(json, board, fixed, fixedRed);
        JsonNode hand = object(required(json, "", "hand"), "hand", Set.of("black", "red"));
        int blackHand = integer(required(hand, "hand", "black"), "hand.black", 0, max);
        int redHand = integer(required(hand, "hand", "red"), "hand.red", 0, max);
        Outcome outcome = outcome(json.get("result"));
        int toMove = -1;
        if (outcome == null) {
            toMove = COLOURS.indexOf(choice(required(json, "", "toMove"), "toMove", COLOURS));
            if ((toMove == BLACK ? blackHand : redHand) == 0) {
                throw new InvalidStateException("toMove", "is " + COLOURS.get(toMove) + ", who has no token left");
            }
            requireStable(board, black, red, fixed);
        } else if (json.hasNonNull("toMove")) {
            throw new InvalidStateException("toMove", "must be null when the game is over ('result' is set)");
        }
        return new SpreadItState(board, packed, lastRed, fixed, fixedRed, blackHand, redHand, toMove, outcome);
    }

    private static SpreadItBoard board(JsonNode json, SpreadItBoard known) {
        JsonNode graph = object(required(json, "", "graph"), "graph", Set.of("vertices", "edges"));
        int n = integer(required(graph, "graph", "vertices"), "graph.vertices", 3, 1 << 16);
        JsonNode edgeArray = array(required(graph, "graph", "edges"), "graph.edges");
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i < edgeArray.size(); i++) {
            edges.add(integers(edgeArray.get(i), "graph.edges[" + i + "]", 2, 0, n - 1));
        }
        int[] thresholds = integers(required(json, "", "thresholds"), "thresholds", n, 1, SpreadItState.maxTokens());
        Variant variant = Variant.parse(choice(required(json, "", "variant"), "variant",
                Arrays.stream(Variant.values()).map(Variant::label).toList()));
        CascadeOrder order = CascadeOrder.parse(choice(required(json, "", "order"), "order",
                Arrays.stream(CascadeOrder.values()).map(CascadeOrder::label).toList()));
        SpreadItBoard board;
        try {
            board = SpreadItBoard.of(n, edges, thresholds, variant, order);
        } catch (IllegalArgumentException e) {
            throw new InvalidStateException("graph", e.getMessage());
        }
        return board.equals(known) ? known : board;
    }

    private static void readFixed(JsonNode json, SpreadItBoard board, long[] fixed, long[] fixedRed) {
        JsonNode node = object(required(json, "", "fixed"), "fixed", Set.of("black", "red"));
        int n = board.vertices();
        for (String colour : COLOURS) {
            int[] vertices = integers(required(node, "fixed", colour), "fixed." + colour, -1, 0, n - 1);
            if (vertices.length > 0 && board.variant() == Variant.ZERO_LOYALTY) {
                throw new InvalidStateException("fixed." + colour, "must be empty: under zero loyalty no vertex"
                        + " is fixed");
            }
            for (int v : vertices) {
                if (SpreadItState.bit(fixed, v)) {
                    throw new InvalidStateException("fixed." + colour, "vertex " + v + " is listed twice");
                }
                fixed[v >>> 6] |= 1L << v;
                if (colour.equals("red")) {
                    fixedRed[v >>> 6] |= 1L << v;
                }
            }
        }
    }

    private static void requireStable(SpreadItBoard board, int[] black, int[] red, long[] fixed) {
        for (int v = 0; v < board.vertices(); v++) {
            if (!SpreadItState.bit(fixed, v) && black[v] + red[v] >= board.threshold(v)) {
                throw new InvalidStateException("tokens", "vertex " + v + " holds " + (black[v] + red[v])
                        + " tokens, at least its threshold " + board.threshold(v)
                        + ": between turns every vertex that is not fixed is below its threshold");
            }
        }
    }

    private static Outcome outcome(JsonNode result) {
        if (result == null || result.isNull()) {
            return null;
        }
        object(result, "result", Set.of("winner", "reason"));
        JsonNode winner = result.get("winner");
        int w = winner == null || winner.isNull() ? -1 : COLOURS.indexOf(choice(winner, "result.winner", COLOURS));
        List<String> reasons = Arrays.stream(EndReason.values()).map(EndReason::label).toList();
        String reason = choice(required(result, "result", "reason"), "result.reason", reasons);
        return new Outcome(w, EndReason.values()[reasons.indexOf(reason)]);
    }
}
