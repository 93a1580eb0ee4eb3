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
 * How much each power played like the blueprint in the last movement phase, read two ways from draws on that
 * position ({@value #SAMPLES} per power), p(o) being the share of draws giving a unit the order o:
 * <ul>
 * <li><b>likeness</b>, from the candidate sampler's blueprint: Σ_units p(order given) / Σ_units Σ_o p(o)², capped at
 * 1, the probability the blueprint gave the orders actually played against what its own play scores on average (its
 * collision probability), so a blueprint-like player scores about 1 and a player whose orders the blueprint seldom or
 * never gives scores near 0 (a unit left without an order held). The search scales each other power's anchor to the
 * blueprint by it: a per-opponent regularisation weight in the spirit of piKL's λ (Jacob et al., ICML 2022),
 * estimated from the one phase the bot remembers;</li>
 * <li><b>outside</b>, from the DumbBot-class player with its own randomness: the share of the power's units given an
 * order that player gave in none of its draws. A DumbBot-class player's orders fall outside only when it took an
 * alternative rarer than its draws show (about 1% of units), a searching player's far more often (a support the
 * blueprint never pairs, a convoy, a hold where it moves); {@link SearcherModel} reads the table from it.</li>
 * </ul>
 * Orders are compared as the blueprints generate them ({@link PackedOrder#unnamed}: a support or convoy names no unit
 * type), unless the settings keep the bot as it stood ({@link SearchSettings#exactReadings}).
 * O(powers · samples · blueprint decision). Not thread-safe (uses the workspace's policies and scratch board).
 */
final class BlueprintLikeness {
    /** Draws per power and blueprint on the previous position. */
    static final int SAMPLES = 32;

    /**
     * @param likeness per power, its likeness in [0, 1] to the sampler's blueprint
     * @param outside  per power, the share of its units ordered outside the DumbBot-class player's draws
     */
    record Reading(double[] likeness, double[] outside) {
    }

    private BlueprintLikeness() {
    }

    /**
     * @param settings whether orders are compared as the blueprints generate them
     *                 ({@link SearchSettings#exactReadings}), and whether the outside share is read at all (only
     *                 when {@link SearchSettings#searcherOutside} is on; else it is NaN)
     * @return per power, both readings of the previous phase; NaN for powers without units there; all NaN without a
     *         previous phase on this map
     */
    static Reading of(MapTables ix, BoardCodec codec, SearchWorkspace w, PreviousPhase previous,
                      SearchSettings settings, long seed) {
        boolean exact = settings.exactReadings();
        boolean readOutside = settings.searcherOutside() > 0;
        double[] likeness = new double[ix.powerCount()];
        double[] outside = new double[ix.powerCount()];
        Arrays.fill(likeness, Double.NaN);
        Arrays.fill(outside, Double.NaN);
        if (previous == null || previous.position().map() != ix.map()) {
            return new Reading(likeness, outside);
        }
        Board board = w.scratch;
        codec.load(previous.position(), board);
        w.sampler.prepare(board);
        if (readOutside) {
            w.player.prepare(board);
        }
        long[] orders = new long[ix.provinceCount()];
        SplitMix random = new SplitMix(seed);
        SplitMix player = new SplitMix(SplitMix.mix(seed, 1));
        for (int p = 0; p < ix.powerCount(); p++) {
            if (board.unitsOf(p) == 0) {
                continue;
            }
            long[] given = given(codec, board, p, previous.orders().get(ix.map().power(p)), exact);
            Map<Long, Integer> counts = counts(board, p, (q, r, into) -> w.sampler.draw(q, false, r, into), random,
                    orders);
            double collision = 0;
            for (int c : counts.values()) {
                collision += (double) c * c / ((double) SAMPLES * SAMPLES);
            }
            double share = 0;
            for (long o : given) {
                share += counts.getOrDefault(o, 0) / (double) SAMPLES;
            }
            likeness[p] = Math.min(1, share / collision);
            if (!readOutside) {
                continue;
            }
            Map<Long, Integer> played = counts(board, p, w.player::movement, player, orders);
            int out = 0;
            for (long o : given) {
                out += played.containsKey(o) ? 0 : 1;
            }
            outside[p] = out / (double) given.length;
        }
        return new Reading(likeness, outside);
    }

    /** One draw of a power's orders into an array by province. */
    private interface Draw {
        void draw(int power, SplitMix random, long[] into);
    }

    /** @return how many of {@value #SAMPLES} draws gave each order to one of the power's units (none: a hold) */
    private static Map<Long, Integer> counts(Board board, int p, Draw draw, SplitMix random, long[] orders) {
        Map<Long, Integer> counts = new HashMap<>();
        for (int s = 0; s < SAMPLES; s++) {
            Arrays.fill(orders, 0L);
            draw.draw(p, random, orders);
            for (int q = 0; q < orders.length; q++) {
                if (board.unitPower(q) == p) {
                    counts.merge(orders[q] != 0 ? orders[q] : PackedOrder.hold(q), 1, Integer::sum);
                }
            }
        }
        return counts;
    }

    /**
     * @param exact whether in the form the blueprints generate (else the unit type a support or convoy names is kept)
     * @return the order given to each of the power's units: the first readable one for the unit, a hold for a unit
     *         given none
     */
    private static long[] given(BoardCodec codec, Board board, int power, List<Order> orders, boolean exact) {
        int provinces = board.tables().provinceCount();
        long[] byUnit = new long[provinces];
        for (Order order : orders == null ? List.<Order>of() : orders) {
            long fast;
            try {
                fast = codec.packed(board, power, order);
                fast = exact ? PackedOrder.unnamed(fast) : fast;
            } catch (RuntimeException e) {
                continue;
            }
            int q = PackedOrder.unit(fast);
            if (board.unitPower(q) == power && byUnit[q] == 0) {
                byUnit[q] = fast;
            }
        }
        long[] given = new long[board.unitsOf(power)];
        int i = 0;
        for (int q = 0; q < provinces; q++) {
            if (board.unitPower(q) == power) {
                given[i++] = byUnit[q] != 0 ? byUnit[q] : PackedOrder.hold(q);
            }
        }
        return given;
    }
}
