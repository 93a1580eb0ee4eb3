package calhamer.strategy.diplomacy.search;

import calhamer.adjudicator.order.Order;
import calhamer.strategy.diplomacy.rollout.BoardCodec;
import calhamer.strategy.diplomacy.rollout.FastBoard;
import calhamer.strategy.diplomacy.rollout.FastOrder;
import calhamer.strategy.diplomacy.rollout.MapIndex;
import calhamer.strategy.diplomacy.rollout.SplitMix;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How much each power played like the blueprint in the last movement phase: the share of its units whose order
 * there is one the DumbBot-class blueprint gives on that position (its best orders or one of
 * {@value #SAMPLES} draws) (a unit left
 * without an order held). The search scales each other power's anchor to the blueprint by it, so that a power that
 * plays as the blueprint would is expected to go on doing so, and one that does not (a random player, a human) is
 * met with plain regret matching: a per-opponent regularisation weight in the spirit of piKL's λ (Jacob et al.,
 * ICML 2022), estimated from the one phase the bot remembers. O(powers · samples · blueprint decision).
 * Not thread-safe (uses the workspace's sampler and scratch board).
 */
final class BlueprintLikeness {
    /** Blueprint draws per power on the previous position. */
    static final int SAMPLES = 16;

    private BlueprintLikeness() {
    }

    /**
     * @return per power, the share in [0, 1] of its units in the previous phase whose order the blueprint also
     *         gives; NaN for powers without units there; all NaN without a previous phase on this map
     */
    static double[] of(MapIndex ix, BoardCodec codec, SearchWorkspace w, PreviousPhase previous, long seed) {
        double[] share = new double[ix.powers()];
        Arrays.fill(share, Double.NaN);
        if (previous == null || previous.position().map() != ix.map()) {
            return share;
        }
        FastBoard board = w.scratch;
        codec.load(previous.position(), board);
        w.sampler.prepare(board);
        long[] orders = new long[ix.provinces()];
        SplitMix random = new SplitMix(seed);
        for (int p = 0; p < ix.powers(); p++) {
            int units = board.unitsOf(p);
            if (units == 0) {
                continue;
            }
            Set<Long> blueprint = new HashSet<>();
            for (int s = 0; s < SAMPLES; s++) {
                Arrays.fill(orders, 0L);
                w.sampler.draw(p, s == 0, random, orders);
                for (int q = 0; q < orders.length; q++) {
                    if (board.unitPower(q) == p) {
                        blueprint.add(orders[q] != 0 ? orders[q] : FastOrder.hold(q));
                    }
                }
            }
            share[p] = (double) matching(codec, board, p, previous.orders().get(ix.map().powers().get(p)), blueprint) / units;
        }
        return share;
    }

    /** @return how many of the power's units got an order (or, without one, a hold) the blueprint gives */
    private static int matching(BoardCodec codec, FastBoard board, int power, List<Order> given, Set<Long> blueprint) {
        boolean[] ordered = new boolean[board.index().provinces()];
        int matches = 0;
        for (Order order : given == null ? List.<Order>of() : given) {
            long fast;
            try {
                fast = codec.fast(board, order);
            } catch (RuntimeException e) {
                continue;
            }
            int q = FastOrder.unit(fast);
            if (board.unitPower(q) == power && !ordered[q]) {
                ordered[q] = true;
                matches += blueprint.contains(fast) ? 1 : 0;
            }
        }
        for (int q = 0; q < ordered.length; q++) {
            if (board.unitPower(q) == power && !ordered[q] && blueprint.contains(FastOrder.hold(q))) {
                matches++;
            }
        }
        return matches;
    }
}
