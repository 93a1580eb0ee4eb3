package calhamer.bot.equilibrium;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.engine.PackedOrder;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.rules.MapTables;
import calhamer.bot.PreviousPhase;
import calhamer.bot.rollout.SplitMix;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How much each power played like the blueprint in the last movement phase. The DumbBot-class blueprint is drawn
 * {@value #SAMPLES} times on that position; for each of the power's units, p(o) is the share of draws giving the
 * order o. The likeness is Σ_units p(order given) / Σ_units Σ_o p(o)², capped at 1: the probability the blueprint
 * gave the orders actually played, against what the blueprint's own play scores on average (its collision
 * probability), so a blueprint-like player scores about 1 and a player whose orders the blueprint seldom or never
 * gives scores near 0 (a unit left without an order held). The search scales each other power's anchor to the
 * blueprint by it: a per-opponent regularisation weight in the spirit of piKL's λ (Jacob et al., ICML 2022),
 * estimated from the one phase the bot remembers. O(powers · samples · blueprint decision). Not thread-safe (uses
 * the workspace's sampler and scratch board).
 */
final class BlueprintLikeness {
    /** Blueprint draws per power on the previous position. */
    static final int SAMPLES = 32;

    private BlueprintLikeness() {
    }

    /**
     * @return per power, its likeness in [0, 1] to the blueprint in the previous phase; NaN for powers without units
     *         there; all NaN without a previous phase on this map
     */
    static double[] of(MapTables ix, BoardCodec codec, SearchWorkspace w, PreviousPhase previous, long seed) {
        double[] share = new double[ix.powerCount()];
        Arrays.fill(share, Double.NaN);
        if (previous == null || previous.position().map() != ix.map()) {
            return share;
        }
        Board board = w.scratch;
        codec.load(previous.position(), board);
        w.sampler.prepare(board);
        long[] orders = new long[ix.provinceCount()];
        SplitMix random = new SplitMix(seed);
        for (int p = 0; p < ix.powerCount(); p++) {
            if (board.unitsOf(p) == 0) {
                continue;
            }
            Map<Long, Integer> counts = new HashMap<>();
            for (int s = 0; s < SAMPLES; s++) {
                Arrays.fill(orders, 0L);
                w.sampler.draw(p, false, random, orders);
                for (int q = 0; q < orders.length; q++) {
                    if (board.unitPower(q) == p) {
                        counts.merge(orders[q] != 0 ? orders[q] : PackedOrder.hold(q), 1, Integer::sum);
                    }
                }
            }
            double collision = 0;
            for (int c : counts.values()) {
                collision += (double) c * c / ((double) SAMPLES * SAMPLES);
            }
            double given = given(codec, board, p, previous.orders().get(ix.map().power(p)), counts);
            share[p] = Math.min(1, given / collision);
        }
        return share;
    }

    /** @return Σ over the power's units of the share of draws giving the order it was given (none: a hold) */
    private static double given(BoardCodec codec, Board board, int power, List<Order> orders,
                                Map<Long, Integer> counts) {
        boolean[] ordered = new boolean[board.tables().provinceCount()];
        double sum = 0;
        for (Order order : orders == null ? List.<Order>of() : orders) {
            long fast;
            try {
                fast = codec.packed(board, power, order);
            } catch (RuntimeException e) {
                continue;
            }
            int q = PackedOrder.unit(fast);
            if (board.unitPower(q) == power && !ordered[q]) {
                ordered[q] = true;
                sum += counts.getOrDefault(fast, 0) / (double) SAMPLES;
            }
        }
        for (int q = 0; q < ordered.length; q++) {
            if (board.unitPower(q) == power && !ordered[q]) {
                sum += counts.getOrDefault(PackedOrder.hold(q), 0) / (double) SAMPLES;
            }
        }
        return sum;
    }
}
