package calhamer.strategy.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Nim under normal play (whoever takes the last object wins): the test game of the sequential case. A move takes
 * {@code count} objects from one heap; its notation is {@code heap:count} ({@code "2:3"}). Every play ends within the
 * total number of objects plies.
 */
public final class Nim implements Game<Nim.State, Nim.Take> {
    private static final Pattern MOVE = Pattern.compile("(\\d+):(\\d+)");
    private static final GameFacts FACTS = new GameFacts("test-nim", List.of("first", "second"), MoveOrder.SEQUENTIAL,
            true, true);

    private final List<Integer> heaps;

    /** @param heaps the starting heap sizes, each ≥ 0 */
    public Nim(List<Integer> heaps) {
        if (heaps.isEmpty() || heaps.stream().anyMatch(h -> h < 0)) {
            throw new IllegalArgumentException("Nim needs at least one heap and no negative heap: " + heaps);
        }
        this.heaps = List.copyOf(heaps);
    }

    /**
     * A Nim position.
     *
     * @param heaps  the heap sizes
     * @param toMove the player to move, 0 or 1
     */
    public record State(List<Integer> heaps, int toMove) {
        public State {
            heaps = List.copyOf(heaps);
        }
    }

    /** Take {@code count} objects from heap {@code heap}. */
    public record Take(int heap, int count) {
    }

    @Override
    public GameFacts facts() {
        return FACTS;
    }

    @Override
    public State initialState() {
        return new State(heaps, 0);
    }

    @Override
    public boolean isTerminal(State state) {
        return state.heaps().stream().allMatch(h -> h == 0);
    }

    @Override
    public List<Integer> actors(State state) {
        return isTerminal(state) ? List.of() : List.of(state.toMove());
    }

    @Override
    public List<Take> legalMoves(State state, int player) {
        if (isTerminal(state) || player != state.toMove()) {
            return List.of();
        }
        List<Take> moves = new ArrayList<>();
        for (int h = 0; h < state.heaps().size(); h++) {
            for (int c = 1; c <= state.heaps().get(h); c++) {
                moves.add(new Take(h, c));
            }
        }
        return List.copyOf(moves);
    }

    @Override
    public State apply(State state, JointMove<Take> move) {
        requireLegal(state, move);
        Take take = move.move(state.toMove());
        List<Integer> next = new ArrayList<>(state.heaps());
        next.set(take.heap(), next.get(take.heap()) - take.count());
        return new State(next, 1 - state.toMove());
    }

    @Override
    public double[] returns(State state) {
        if (!isTerminal(state)) {
            throw new IllegalStateException("Nim is not over: " + state);
        }
        // The player who took the last object, the one not to move now, wins.
        return state.toMove() == 0 ? new double[] {-1, 1} : new double[] {1, -1};
    }

    @Override
    public String notation(State state, int player, Take move) {
        return move.heap() + ":" + move.count();
    }

    @Override
    public Take parseMove(State state, int player, String text) {
        Matcher matcher = MOVE.matcher(text.strip());
        if (!matcher.matches()) {
            throw new IllegalArgumentException("a Nim move is heap:count, not '" + text + "'");
        }
        Take take = new Take(Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2)));
        if (!legalMoves(state, player).contains(take)) {
            throw new IllegalArgumentException("'" + text + "' is not a legal move of player " + player);
        }
        return take;
    }

    @Override
    public JsonNode toJson(State state) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        state.heaps().forEach(json.putArray("heaps")::add);
        json.put("toMove", state.toMove());
        return json;
    }

    @Override
    public State fromJson(JsonNode json) {
        if (!json.isObject() || !json.path("heaps").isArray() || !json.path("toMove").isInt()) {
            throw new IllegalArgumentException("a Nim state is {\"heaps\": [...], \"toMove\": 0|1}, not " + json);
        }
        List<Integer> heapSizes = new ArrayList<>();
        json.get("heaps").forEach(h -> heapSizes.add(h.asInt()));
        int toMove = json.get("toMove").asInt();
        if (toMove != 0 && toMove != 1 || heapSizes.stream().anyMatch(h -> h < 0)) {
            throw new IllegalArgumentException("not a Nim state: " + json);
        }
        return new State(heapSizes, toMove);
    }
}
