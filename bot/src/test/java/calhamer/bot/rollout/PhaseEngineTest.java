package calhamer.bot.rollout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.bot.evaluation.Board;
import calhamer.maps.Power;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Fast play against the full adjudicator: every phase of random games (with supports and convoys) must agree. */
class PhaseEngineTest {
    private final Board standard = Board.of("standard");
    private final MapIndex ix = new MapIndex(standard.adjudicator());
    private final BoardCodec codec = new BoardCodec(ix);
    private final PhaseEngine engine = new PhaseEngine(ix);
    private final LegalOrders legal = new LegalOrders(standard.adjudicator());

    @Test
    void everyPhaseOfRandomGamesMatchesTheAdjudicator() {
        int phases = 0;
        int retreats = 0;
        int adjustments = 0;
        for (int seed = 1; seed <= 30; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Position position = standard.start();
            FastBoard board = codec.board(position);
            while (position.phase().year() < 1908) {
                assertEquals(position, codec.position(board), "board read back, seed " + seed);
                Map<Power, List<Order>> orders = legal.random(position, random, 0.7);
                long[] fast = new long[Math.max(ix.provinces(), 64)];
                int count = 0;
                for (List<Order> list : orders.values()) {
                    for (Order o : list) {
                        long f = codec.fast(board, o);
                        if (position.phase().type() == PhaseType.ADJUSTMENT) {
                            fast[count++] = f;
                        } else {
                            fast[FastOrder.unit(f)] = f;
                        }
                        assertEquals(o, codec.order(board, f), "order round trip");
                    }
                }
                switch (position.phase().type()) {
                    case MOVEMENT -> engine.movement(board, fast);
                    case RETREAT -> {
                        engine.retreats(board, fast);
                        retreats++;
                    }
                    default -> {
                        engine.adjustments(board, fast, count);
                        adjustments++;
                    }
                }
                Position next = standard.adjudicator().adjudicateOrders(position, orders, AdjudicationOptions.DEFAULT)
                        .next();
                assertEquals(next, codec.position(board), "seed " + seed + " after " + position.phase());
                position = next;
                phases++;
            }
        }
        assertTrue(retreats >= 10 && adjustments > 20, retreats + " retreat and " + adjustments + " adjustment phases");
        assertTrue(phases > 500, phases + " phases");
    }
}
