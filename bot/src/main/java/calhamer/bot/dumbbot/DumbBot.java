package calhamer.bot.dumbbot;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.engine.PackedOrder;
import calhamer.adjudicator.engine.Rulebook;
import calhamer.adjudicator.engine.RulesEngine;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The DumbBot-class player on positions ({@link DumbBotPolicy}): orders for one power of any position on the map,
 * drawn with the random source given (same seed, same orders). The map's index and proximity tables are computed
 * once here; each thread gets its own policy. Thread-safe.
 */
public final class DumbBot {
    private final Rulebook rules;
    private final MapTables ix;
    private final BoardCodec codec;
    private final ProximityTables tables;
    private final DumbBotWeights weights;
    private final ThreadLocal<Workspace> workspace;

    private final class Workspace {
        final Board board = new Board(ix);
        final DumbBotPolicy policy = new DumbBotPolicy(new RulesEngine(rules), tables, weights);
        final long[] orders = new long[Math.max(ix.provinceCount(), 2 * ix.map().supplyCenters().size() + 1)];
    }

    /** With the published weights, under the 2000 rules. */
    public DumbBot(Adjudicator adjudicator) {
        this(adjudicator.rulebook(Edition.RULES_2000), DumbBotWeights.NORMAN);
    }

    /** @param rules the rules its orders follow (its choices read the legal retreats and build sites) */
    public DumbBot(Rulebook rules, DumbBotWeights weights) {
        this.rules = rules;
        this.ix = rules.tables();
        this.codec = new BoardCodec(ix);
        this.tables = new ProximityTables(ix, weights);
        this.weights = weights;
        this.workspace = ThreadLocal.withInitial(Workspace::new);
    }

    /** @return the map */
    public DiplomacyMap map() {
        return ix.map();
    }

    /** @return the map's tables */
    public MapTables index() {
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
    public List<Order> orders(Position position, Power power, RandomGenerator random) {
        if (position.map() != ix.map()) {
            throw new IllegalArgumentException("the position is on map " + position.map().id() + ", not "
                    + ix.map().id());
        }
        if (!ix.map().hasPower(power)) {
            throw new IllegalArgumentException("unknown power '" + power + "' (map " + ix.map().id() + " has "
                    + ix.map().powerNames() + ")");
        }
        int me = power.index();
        Workspace w = workspace.get();
        codec.load(position, w.board);
        w.policy.prepare(w.board);
        List<Order> orders = new ArrayList<>();
        long[] out = w.orders;
        switch (w.board.phaseType()) {
            case Board.MOVEMENT, Board.RETREAT -> {
                java.util.Arrays.fill(out, 0L);
                if (w.board.phaseType() == Board.MOVEMENT) {
                    w.policy.movement(me, random, out);
                } else {
                    w.policy.retreats(me, random, out);
                }
                for (int q = 0; q < ix.provinceCount(); q++) {
                    if (out[q] != 0 && PackedOrder.unit(out[q]) == q) {
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
