package calhamer.bot.dumbbot;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.bot.rollout.BoardCodec;
import calhamer.bot.rollout.FastBoard;
import calhamer.bot.rollout.FastOrder;
import calhamer.bot.rollout.MapIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The DumbBot-class player on positions ({@link DumbBotPolicy}): orders for one power of any position on the map,
 * drawn with the random source given (same seed, same orders). The map's index and proximity tables are computed
 * once here; each thread gets its own policy. Thread-safe.
 */
public final class DumbBot {
    private final MapIndex ix;
    private final BoardCodec codec;
    private final ProximityTables tables;
    private final DumbBotWeights weights;
    private final ThreadLocal<Workspace> workspace;

    private final class Workspace {
        final FastBoard board = new FastBoard(ix);
        final DumbBotPolicy policy = new DumbBotPolicy(ix, tables, weights);
        final long[] orders = new long[Math.max(ix.provinces(), 2 * ix.map().supplyCenters().size() + 1)];
    }

    /** With the published weights. */
    public DumbBot(Adjudicator adjudicator) {
        this(new MapIndex(adjudicator), DumbBotWeights.NORMAN);
    }

    public DumbBot(MapIndex ix, DumbBotWeights weights) {
        this.ix = ix;
        this.codec = new BoardCodec(ix);
        this.tables = new ProximityTables(ix, weights);
        this.weights = weights;
        this.workspace = ThreadLocal.withInitial(Workspace::new);
    }

    /** @return the map */
    public DiplomacyMap map() {
        return ix.map();
    }

    /** @return the map index */
    public MapIndex index() {
        return ix;
    }

    /** @return the proximity tables */
    public ProximityTables tables() {
        return tables;
    }

    /** @return the weights */
    public DumbBotWeights weights() {
        return weights;
    }

    /**
     * The power's orders for the position's phase: one per unit in movement phases (province order), one per
     * dislodged unit in retreat phases, its builds (waives included) or removals in adjustment phases; empty when it
     * has nothing to do.
     *
     * @throws IllegalArgumentException when the power is not on the map or the position is on another map
     */
    public List<Order> orders(Position position, String power, RandomGenerator random) {
        if (position.map() != ix.map()) {
            throw new IllegalArgumentException("the position is on map " + position.map().id() + ", not "
                    + ix.map().id());
        }
        int me = ix.map().power(power).index();
        if (me < 0) {
            throw new IllegalArgumentException("unknown power '" + power + "'");
        }
        Workspace w = workspace.get();
        codec.load(position, w.board);
        w.policy.prepare(w.board);
        List<Order> orders = new ArrayList<>();
        long[] out = w.orders;
        switch (w.board.phase()) {
            case FastBoard.MOVEMENT, FastBoard.RETREAT -> {
                java.util.Arrays.fill(out, 0L);
                if (w.board.phase() == FastBoard.MOVEMENT) {
                    w.policy.movement(me, random, out);
                } else {
                    w.policy.retreats(me, random, out);
                }
                for (int q = 0; q < ix.provinces(); q++) {
                    if (out[q] != 0 && FastOrder.unit(out[q]) == q) {
                        orders.add(codec.order(w.board, out[q]));
                    }
                }
            }
            default -> {
                int n = w.policy.adjustments(me, random, out, 0);
                for (int i = 0; i < n; i++) {
                    orders.add(codec.order(w.board, out[i]));
                }
            }
        }
        return orders;
    }
}
