package calhamer.server.testgames;

import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.GameProvider;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * A test game whose legal moves are only listed once the test opens the gate: a request that asks for them holds
 * its heavy-work permit until then, so tests can see the concurrency limit (503) and the time budget (422) over
 * real HTTP without depending on timing. One player, one move ({@code "pass"}), over after it.
 */
public final class Gate implements Game<Integer, String> {
    private static final GameFacts FACTS = new GameFacts("gate", List.of("alone"), MoveOrder.SEQUENTIAL, true, true);
    /** The state in which the game fails like a bug (an unexpected exception), for the 500 tests. */
    public static final int BUG = -7;
    private static volatile CountDownLatch entered = new CountDownLatch(1);
    private static volatile CountDownLatch open = new CountDownLatch(0);

    /** Closes the gate: the next request for legal moves waits until {@link #open()}. */
    public static void close() {
        entered = new CountDownLatch(1);
        open = new CountDownLatch(1);
    }

    /** Waits until a request is waiting at the gate. */
    public static void awaitWaiting() throws InterruptedException {
        entered.await();
    }

    /** Lets every waiting request through. */
    public static void open() {
        open.countDown();
    }

    @Override
    public GameFacts facts() {
        return FACTS;
    }

    @Override
    public Integer initialState() {
        return 0;
    }

    @Override
    public boolean isTerminal(Integer state) {
        return state > 0;
    }

    @Override
    public List<Integer> actors(Integer state) {
        return isTerminal(state) ? List.of() : List.of(0);
    }

    @Override
    public List<String> legalMoves(Integer state, int player) {
        if (state == BUG) {
            throw new IllegalStateException("the test game breaks its contract in state " + BUG);
        }
        entered.countDown();
        try {
            open.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted at the gate", e);
        }
        return isTerminal(state) ? List.of() : List.of("pass");
    }

    @Override
    public Integer apply(Integer state, JointMove<String> move) {
        return state + 1;
    }

    @Override
    public double[] returns(Integer state) {
        return new double[] {0};
    }

    @Override
    public String notation(Integer state, int player, String move) {
        return move;
    }

    @Override
    public String parseMove(Integer state, int player, String text) {
        return text;
    }

    @Override
    public JsonNode toJson(Integer state) {
        return JsonNodeFactory.instance.numberNode(state);
    }

    @Override
    public Integer fromJson(JsonNode json) {
        return json.asInt();
    }

    /** Registers the game as {@code gate}. */
    public static final class Provider implements GameProvider {
        @Override
        public String name() {
            return "gate";
        }

        @Override
        public String description() {
            return "A test game that holds requests until the test lets them through.";
        }

        @Override
        public Map<String, String> defaultOptions() {
            return Map.of();
        }

        @Override
        public Game<?, ?> create(Map<String, String> options) {
            resolveOptions(options);
            return new Gate();
        }
    }
}
