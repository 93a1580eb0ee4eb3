package calhamer.bot.rollout;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.PackedOrder;
import calhamer.adjudicator.engine.RulesEngine;
import calhamer.adjudicator.rules.MapTables;
import java.util.Arrays;

/**
 * Short roll-outs from a decision's position: the phase is played with given orders (a joint candidate of every
 * power, or one power's retreat or adjustment orders with the blueprint ordering the others), then the
 * {@link Blueprint} (the DumbBot-class player in the bot) plays every power through the phases that follow until
 * {@code horizon} movement phases have been played in all (retreats and adjustments in between), or the game has
 * ended ({@link GameEnd}: a solo win, the last year's Fall), and the end is valued ({@link RolloutValue} with the
 * given {@link ValueWeights}; at the game's end, its score). The blueprint draws from a generator seeded per
 * roll-out, so equal seeds give equal roll-outs (common random numbers across the candidates compared in one
 * iteration).
 *
 * <p>Cost: about horizon × (one kernel phase plus seven blueprint decisions) — tens of microseconds on the standard
 * map — with no allocation. Not thread-safe: one per thread.
 */
public final class Rollouts {
    private final MapTables ix;
    private final RulesEngine engine;
    private final Blueprint blueprint;
    private final RolloutValue value;
    private final Board work;
    private final long[] orders;
    private final SplitMix random = new SplitMix(0);
    /** Every power's centres and units, counted to see whether one has won. */
    private final int[] centres;
    private final int[] units;
    private Board root;
    private int horizon;
    private GameEnd end = GameEnd.NEVER;
    private long count;

    /**
     * @param engine the rules the roll-outs play by (the blueprint's engine too: one per thread)
     * @param value  the weights of the end's value
     */
    public Rollouts(RulesEngine engine, Blueprint blueprint, ValueWeights value) {
        this.ix = engine.rulebook().tables();
        this.engine = engine;
        this.blueprint = blueprint;
        this.value = new RolloutValue(ix, value);
        this.work = new Board(ix);
        this.orders = new long[Math.max(ix.provinceCount(), 4 * ix.centres().length + 8)];
        this.centres = new int[ix.powerCount()];
        this.units = new int[ix.powerCount()];
    }

    /** Starts roll-outs from a board (not copied: keep it unchanged while rolling out) in a game that never ends. */
    public void reset(Board from, int movementPhases) {
        reset(from, movementPhases, GameEnd.NEVER);
    }

    /**
     * Starts roll-outs from a board (not copied: keep it unchanged while rolling out).
     *
     * @param end where the game ends: a roll-out that gets there stops, however many movement phases it has played
     */
    public void reset(Board from, int movementPhases, GameEnd end) {
        this.root = from;
        this.horizon = movementPhases;
        this.end = end;
        this.count = 0;
    }

    /** @return roll-outs played since the last reset */
    public long count() {
        return count;
    }

    /**
     * Plays a movement phase with the given orders, then the blueprint; writes every power's value.
     *
     * @param sets order sets ({@link PackedOrder}s of any units; null entries are skipped); units without one hold
     */
    public void movement(long[][] sets, long seed, double[] out) {
        work.copyFrom(root);
        Arrays.fill(orders, 0, ix.provinceCount(), 0L);
        for (long[] set : sets) {
            if (set != null) {
                for (long o : set) {
                    orders[PackedOrder.unit(o)] = o;
                }
            }
        }
        engine.movement(work, orders, null);
        finish(seed, 1, out);
    }

    /**
     * Plays a retreat or adjustment phase in which {@code power} gives the candidate's orders and the blueprint the
     * others', then the blueprint; writes every power's value.
     */
    public void change(int power, long[] mine, long seed, double[] out) {
        work.copyFrom(root);
        random.reseed(seed);
        blueprint.prepare(work);
        if (work.phaseType() == Board.RETREAT) {
            Arrays.fill(orders, 0, ix.provinceCount(), 0L);
            for (int p = 0; p < ix.powerCount(); p++) {
                if (p != power) {
                    blueprint.retreats(p, random, orders);
                }
            }
            for (long o : mine) {
                orders[PackedOrder.unit(o)] = o;
            }
            engine.retreats(work, orders, null);
        } else {
            int n = 0;
            for (long o : mine) {
                orders[n++] = o;
            }
            for (int p = 0; p < ix.powerCount(); p++) {
                if (p != power) {
                    n += blueprint.adjustments(p, random, orders, n);
                }
            }
            engine.adjustments(work, orders, n, null);
        }
        finish(SplitMix.mix(seed, 1), 0, out);
    }

    private void finish(long seed, int played, double[] out) {
        random.reseed(seed);
        Board b = work;
        while (true) {
            int phase = b.phaseType();
            boolean yearsOver = end.yearsOver(b);
            if (end.soloWins() || yearsOver) {
                b.count(centres, units);
                int winner = end.soloWins() ? engine.rulebook().winner(centres) : -1;
                if (winner >= 0 || yearsOver) {
                    value.atEnd(centres, winner, out);
                    count++;
                    return;
                }
            }
            if (phase == Board.MOVEMENT && played >= horizon) {
                break;
            }
            blueprint.prepare(b);
            int n = blueprint.playAll(random, orders);
            if (phase == Board.MOVEMENT) {
                engine.movement(b, orders, null);
                played++;
            } else if (phase == Board.RETREAT) {
                engine.retreats(b, orders, null);
            } else {
                engine.adjustments(b, orders, n, null);
            }
        }
        value.evaluate(b, out);
        count++;
    }
}
