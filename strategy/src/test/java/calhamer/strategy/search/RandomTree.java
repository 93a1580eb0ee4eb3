package calhamer.strategy.search;

import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * A test game for the searches: a random game tree of n players moving in turn, each node's branching (1..b) and
 * evaluation vector (small integers, so ties are common) derived from a hash of its path. Play ends at a fixed depth;
 * the returns are the evaluation there. A state is its path hash, depth and player to move.
 */
public final class RandomTree implements Game<RandomTree.Node, Integer> {
    private final GameFacts facts;
    private final int branching;
    private final int length;
    private final long seed;
    private final int values;

    /** A node: its path hash, depth and player to move. */
    public record Node(long id, int depth, int toMove) {
    }

    /**
     * @param players   the number of players
     * @param branching the most moves per node
     * @param length    the plies of every play
     * @param values    evaluation entries are 0..values-1
     */
    public RandomTree(int players, int branching, int length, int values, long seed) {
        this.facts = new GameFacts("random-tree", IntStream.range(0, players).mapToObj(p -> "p" + p).toList(),
                MoveOrder.SEQUENTIAL, false, true);
        this.branching = branching;
        this.length = length;
        this.seed = seed;
        this.values = values;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public GameFacts facts() {
        return facts;
    }

    @Override
    public Node initialState() {
        return new Node(mix(seed), 0, 0);
    }

    /** A node reached by a random path of the given depth from the root (for property tests). */
    public Node randomNode(java.util.random.RandomGenerator random, int depth) {
        Node node = initialState();
        for (int d = 0; d < depth && !isTerminal(node); d++) {
            List<Integer> moves = legalMoves(node, node.toMove());
            node = apply(node, node.toMove(), moves.get(random.nextInt(moves.size())));
        }
        return node;
    }

    @Override
    public boolean isTerminal(Node state) {
        return state.depth() >= length;
    }

    @Override
    public List<Integer> actors(Node state) {
        return isTerminal(state) ? List.of() : List.of(state.toMove());
    }

    @Override
    public List<Integer> legalMoves(Node state, int player) {
        if (isTerminal(state) || player != state.toMove()) {
            return List.of();
        }
        int count = 1 + (int) Long.remainderUnsigned(mix(state.id() ^ 0x5bd1e995L), branching);
        List<Integer> moves = new ArrayList<>();
        for (int m = 0; m < count; m++) {
            moves.add(m);
        }
        return moves;
    }

    @Override
    public Node apply(Node state, JointMove<Integer> move) {
        requireLegal(state, move);
        return apply(state, state.toMove(), move.move(state.toMove()));
    }

    @Override
    public Node apply(Node state, int player, Integer move) {
        return new Node(mix(state.id() * 31 + move + 1), state.depth() + 1, (state.toMove() + 1) % facts.playerCount());
    }

    @Override
    public double[] returns(Node state) {
        if (!isTerminal(state)) {
            throw new IllegalStateException("not over");
        }
        return evaluate(state);
    }

    private double[] evaluate(Node state) {
        double[] v = new double[facts.playerCount()];
        long h = state.id();
        for (int p = 0; p < v.length; p++) {
            h = mix(h + p);
            v[p] = Long.remainderUnsigned(h, values);
        }
        return v;
    }

    @Override
    public Evaluator<Node> evaluator() {
        return this::evaluate;
    }

    @Override
    public String notation(Node state, int player, Integer move) {
        return move.toString();
    }

    @Override
    public Integer parseMove(Node state, int player, String text) {
        return Integer.valueOf(text);
    }

    @Override
    public JsonNode toJson(Node state) {
        return JsonNodeFactory.instance.objectNode().put("id", state.id()).put("depth", state.depth())
                .put("toMove", state.toMove());
    }

    @Override
    public Node fromJson(JsonNode json) {
        return new Node(json.get("id").asLong(), json.get("depth").asInt(), json.get("toMove").asInt());
    }
}
