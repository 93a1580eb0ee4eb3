package calhamer.bot.dumbbot;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.PackedOrder;
import calhamer.adjudicator.engine.RulesEngine;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.bot.rollout.Blueprint;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A DumbBot-class player, written from the published description of David Norman's DumbBot (DAIDE project, 2003):
 * every unit, in random order, goes to the best-valued place it can reach ({@link DumbBotValues}), now and then to
 * the second, third, ... best with a chance that shrinks as the gap to the better place grows
 * ({@link RankedOptions}); staying put is a hold; supports where an own move is not sure to succeed or an own unit
 * is threatened ({@link DumbBotMoves}). Retreats go to the best-valued free place (disband when there is none);
 * builds go to the best-valued free home centre and unit type (fleets where the sea routes carry the value);
 * removals take the lowest-valued unit. No convoys, unless its {@link Habits} say so.
 *
 * <p>Cost per power and phase: O(U·k·(C + k)) for U units with k moves each and C centres. Reuses its scratch arrays;
 * no allocation. Not thread-safe: one policy (with its {@link DumbBotValues}) per thread.
 */
public final class DumbBotPolicy implements Blueprint {
    private final MapTables ix;
    private final RulesEngine engine;
    private final DumbBotValues values;
    private final RankedOptions options;
    private final DumbBotMoves moves;
    private final int[] taken;
    private Board board;

    /** @param engine the rules the player's orders must follow (one engine per thread, shared with the caller) */
    public DumbBotPolicy(RulesEngine engine, ProximityTables tables, DumbBotWeights weights) {
        this(engine, tables, weights, Habits.DUMBBOT);
    }

    /** @param habits what it does beyond DumbBot's own play (the search's roll-outs) */
    public DumbBotPolicy(RulesEngine engine, ProximityTables tables, DumbBotWeights weights, Habits habits) {
        this.engine = engine;
        this.ix = engine.rulebook().tables();
        this.values = new DumbBotValues(ix, tables, weights);
        this.options = new RankedOptions(ix, weights);
        this.moves = new DumbBotMoves(ix, values, options, habits);
        this.taken = new int[ix.provinceCount()];
    }

    /** @return the values of the last prepared board */
    public DumbBotValues values() {
        return values;
    }

    @Override
    public void prepare(Board b) {
        this.board = b;
        values.prepare(b);
    }

    @Override
    public int playAll(RandomGenerator random, long[] orders) {
        Board b = board;
        if (b.phaseType() == Board.ADJUSTMENT) {
            int n = 0;
            for (int p = 0; p < ix.powerCount(); p++) {
                n += adjustments(p, random, orders, n);
            }
            return n;
        }
        Arrays.fill(orders, 0, ix.provinceCount(), 0L);
        for (int p = 0; p < ix.powerCount(); p++) {
            if (b.phaseType() == Board.MOVEMENT) {
                movement(p, random, orders);
            } else {
                retreats(p, random, orders);
            }
        }
        return 0;
    }

    /** Writes the power's movement orders by province into {@code orders}. */
    public void movement(int me, RandomGenerator random, long[] orders) {
        if (ix.neutral(me)) {
            return; // a neutral power's units hold
        }
        moves.movement(board, me, random, orders);
    }

    @Override
    public void retreats(int me, RandomGenerator random, long[] orders) {
        if (ix.neutral(me)) {
            return; // unordered, its dislodged units are disbanded
        }
        Board b = board;
        int provinces = ix.provinceCount();
        int used = 0;
        for (int q = 0; q < provinces; q++) {
            if (b.dislodgedPower(q) != me) {
                continue;
            }
            int all = engine.retreatOptions(b, q, options.location);
            int n = 0;
            for (int i = 0; i < all; i++) {
                if (!contains(taken, used, ix.provinceOf(options.location[i]))) {
                    options.location[n++] = options.location[i];
                }
            }
            if (n == 0) {
                orders[q] = PackedOrder.disband(q, me);
                continue;
            }
            values.destinations(me, b.dislodgedType(q), options.location, n, options.value);
            options.sortDescending(n);
            int k = options.pick(n, random);
            orders[q] = PackedOrder.retreat(q, options.location[k]);
            taken[used++] = ix.provinceOf(options.location[k]);
        }
    }

    @Override
    public int adjustments(int me, RandomGenerator random, long[] out, int offset) {
        if (ix.neutral(me)) {
            return 0; // never builds; civil disorder makes any removal it owes
        }
        Board b = board;
        int due = OrderRules.adjustment(b.centresOf(me), b.unitsOf(me));
        if (due > 0) {
            int n = 0;
            for (int h : ix.buildSites(me)) {
                if (engine.canBuild(b, me, OrderRules.ARMY, h)) {
                    options.set(n++, h, OrderRules.ARMY, values.winter(me, OrderRules.ARMY, h, true));
                }
                for (int l : ix.fleetLocations(h)) {
                    if (engine.canBuild(b, me, OrderRules.FLEET, l)) {
                        options.set(n++, l, OrderRules.FLEET, values.winter(me, OrderRules.FLEET, l, true));
                    }
                }
            }
            options.sortDescending(n);
            for (int i = 0; i < due; i++) {
                if (n == 0) {
                    out[offset + i] = PackedOrder.waive(me);
                    continue;
                }
                int k = options.pick(n, random);
                int province = ix.provinceOf(options.location[k]);
                out[offset + i] = PackedOrder.build(me, province, options.type[k], options.location[k]);
                n = options.dropProvince(n, province);
            }
            return due;
        }
        if (due < 0) {
            int n = 0;
            for (int q = 0; q < ix.provinceCount(); q++) {
                if (b.unitPower(q) == me) {
                    options.set(n++, b.unitLocation(q), b.unitType(q),
                            -values.winter(me, b.unitType(q), b.unitLocation(q), false));
                }
            }
            options.sortDescending(n);
            for (int i = 0; i < -due; i++) {
                int k = options.pick(n, random);
                int province = ix.provinceOf(options.location[k]);
                out[offset + i] = PackedOrder.disband(province, me);
                n = options.dropProvince(n, province);
            }
            return -due;
        }
        return 0;
    }

    private static boolean contains(int[] a, int n, int x) {
        for (int i = 0; i < n; i++) {
            if (a[i] == x) {
                return true;
            }
        }
        return false;
    }
}
