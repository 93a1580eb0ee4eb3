package calhamer.strategy.diplomacy.dumbbot;

import calhamer.strategy.diplomacy.rollout.Blueprint;
import calhamer.strategy.diplomacy.rollout.FastBoard;
import calhamer.strategy.diplomacy.rollout.FastOrder;
import calhamer.strategy.diplomacy.rollout.MapIndex;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A DumbBot-class player, written from the published description of David Norman's DumbBot (DAIDE project, 2003):
 * every unit, in random order, goes to the best-valued place it can reach ({@link DumbBotValues}), now and then to
 * the second, third, ... best with a chance that shrinks as the gap to the better place grows; staying put is a
 * hold; a place where one of our units already moves in gets a support instead when that move is not sure to
 * succeed (otherwise the unit goes elsewhere), and a place where one of our units stays gets a support to hold when
 * it is threatened. Added to the description: a unit that would move into a province whose own occupant has not
 * been ordered yet waits for it once, no two own units swap places, and units left holding support an own move or
 * hold that needs it. Retreats go to the best-valued free place (disband when there is none); builds go to the
 * best-valued free home centre and unit type (fleets where the sea routes carry the value); removals take the
 * lowest-valued unit. No convoys.
 *
 * <p>Cost per power and phase: O(U·k·(C + k)) for U units with k moves each and C centres. Reuses its scratch arrays;
 * no allocation. Not thread-safe: one policy (with its {@link DumbBotValues}) per thread.
 */
public final class DumbBotPolicy implements Blueprint {
    private static final int UNORDERED = 0;
    private static final int STAYING = 1;
    private static final int MOVING = 2;

    private final MapIndex ix;
    private final DumbBotValues values;
    private final DumbBotWeights w;
    private final int[] queue;
    private final boolean[] deferred;
    private final int[] moverInto;
    private final int[] state;
    private final int[] supports;
    private final long[] chosen;
    private final int[] dest;
    private final double[] value;
    private final int[] optType;
    private final int[] taken;
    private final boolean keepCaptures;
    private FastBoard board;

    public DumbBotPolicy(MapIndex ix, ProximityTables tables, DumbBotWeights weights) {
        this(ix, tables, weights, false);
    }

    /**
     * @param keepCaptures in Fall, a unit standing on a supply centre its power does not own yet holds to take it
     *                     (DumbBot itself may walk on; the search's roll-outs play the power that keeps what it took)
     */
    public DumbBotPolicy(MapIndex ix, ProximityTables tables, DumbBotWeights weights, boolean keepCaptures) {
        this.ix = ix;
        this.keepCaptures = keepCaptures;
        this.values = new DumbBotValues(ix, tables, weights);
        this.w = weights;
        int p = ix.provinces();
        int l = ix.locations();
        queue = new int[2 * p];
        deferred = new boolean[p];
        moverInto = new int[p];
        state = new int[p];
        supports = new int[p];
        chosen = new long[p];
        dest = new int[l + 1];
        value = new double[l + 1];
        optType = new int[l + 1];
        taken = new int[p];
    }

    /** @return the values of the last prepared board */
    public DumbBotValues values() {
        return values;
    }

    @Override
    public void prepare(FastBoard b) {
        this.board = b;
        values.prepare(b);
    }

    @Override
    public int playAll(RandomGenerator random, long[] orders) {
        FastBoard b = board;
        if (b.phase() == FastBoard.ADJUSTMENT) {
            int n = 0;
            for (int p = 0; p < ix.powers(); p++) {
                n += adjustments(p, random, orders, n);
            }
            return n;
        }
        Arrays.fill(orders, 0, ix.provinces(), 0L);
        for (int p = 0; p < ix.powers(); p++) {
            if (b.phase() == FastBoard.MOVEMENT) {
                movement(p, random, orders);
            } else {
                retreats(p, random, orders);
            }
        }
        return 0;
    }

    /** Writes the power's movement orders by province into {@code orders}. */
    public void movement(int me, RandomGenerator random, long[] orders) {
        FastBoard b = board;
        int provinces = ix.provinces();
        int n = 0;
        for (int q = 0; q < provinces; q++) {
            if (b.unitPower(q) == me) {
                queue[n++] = q;
                state[q] = UNORDERED;
                deferred[q] = false;
                chosen[q] = 0;
            }
            moverInto[q] = -1;
            supports[q] = 0;
        }
        if (n == 0) {
            return;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = queue[i];
            queue[i] = queue[j];
            queue[j] = t;
        }
        int end = n;
        for (int i = 0; i < end; i++) {
            int q = queue[i];
            if (!orderUnit(me, q, random)) {
                queue[end++] = q;
            }
        }
        for (int i = 0; i < n; i++) {
            int q = queue[i];
            if (FastOrder.kind(chosen[q]) == FastOrder.HOLD) {
                useHold(me, q);
            }
        }
        for (int i = 0; i < n; i++) {
            orders[queue[i]] = chosen[queue[i]];
        }
    }

    /** @return false when the unit waits for the own unit in its chosen destination to be ordered first */
    private boolean orderUnit(int me, int q, RandomGenerator random) {
        FastBoard b = board;
        int type = b.unitType(q);
        int loc = b.unitLocation(q);
        if (keepCaptures && b.season() == FastBoard.FALL && ix.supplyCentre(q) && b.owner(q) != me) {
            chosen[q] = FastOrder.hold(q);
            state[q] = STAYING;
            return true;
        }
        int n = 0;
        dest[n] = loc;
        value[n++] = values.destination(me, type, loc);
        for (int l : ix.next(type, loc)) {
            dest[n] = l;
            value[n++] = values.destination(me, type, l);
        }
        sortDescending(n);
        for (int k = pick(n, random); k < n; k++) {
            int d = ix.provinceOf(dest[k]);
            if (d == q) {
                break;
            }
            if (moverInto[d] >= 0) {
                if (1 + supports[d] <= values.competition(me, d) && ix.reaches(type, loc, d)) {
                    chosen[q] = FastOrder.supportMove(q, moverInto[d], d);
                    supports[d]++;
                    state[q] = STAYING;
                    return true;
                }
                continue;
            }
            if (b.unitPower(d) == me) {
                if (state[d] == UNORDERED && !deferred[q]) {
                    deferred[q] = true;
                    return false;
                }
                if (state[d] == MOVING) {
                    long there = chosen[d];
                    if (ix.provinceOf(FastOrder.a(there)) == q) {
                        continue;
                    }
                } else {
                    if (values.threat(me, d) >= 1 + supports[d] && ix.reaches(type, loc, d)) {
                        chosen[q] = FastOrder.supportHold(q, d);
                        supports[d]++;
                        state[q] = STAYING;
                        return true;
                    }
                    continue;
                }
            }
            chosen[q] = FastOrder.move(q, dest[k], false);
            moverInto[d] = q;
            state[q] = MOVING;
            return true;
        }
        chosen[q] = FastOrder.hold(q);
        state[q] = STAYING;
        return true;
    }

    /** A unit left holding supports the most contested own move or threatened own unit that needs it. */
    private void useHold(int me, int q) {
        FastBoard b = board;
        int type = b.unitType(q);
        int loc = b.unitLocation(q);
        double best = Double.NEGATIVE_INFINITY;
        long order = 0;
        for (int d : ix.nextProvinces(type, loc)) {
            long candidate = 0;
            if (moverInto[d] >= 0 && moverInto[d] != q && 1 + supports[d] <= values.competition(me, d)) {
                candidate = FastOrder.supportMove(q, moverInto[d], d);
            } else if (b.unitPower(d) == me && state[d] == STAYING && values.threat(me, d) >= 1 + supports[d]) {
                candidate = FastOrder.supportHold(q, d);
            }
            if (candidate != 0) {
                double v = values.competition(me, d) + (moverInto[d] >= 0 ? 0.5 : 0);
                if (v > best) {
                    best = v;
                    order = candidate;
                }
            }
        }
        if (order != 0) {
            chosen[q] = order;
            supports[FastOrder.kind(order) == FastOrder.SUPPORT_MOVE ? FastOrder.b(order) : FastOrder.a(order)]++;
        }
    }

    @Override
    public void retreats(int me, RandomGenerator random, long[] orders) {
        FastBoard b = board;
        int provinces = ix.provinces();
        int used = 0;
        for (int q = 0; q < provinces; q++) {
            if (b.dislodgedPower(q) != me) {
                continue;
            }
            int all = b.retreatOptions(q, dest);
            int n = 0;
            for (int i = 0; i < all; i++) {
                if (!contains(taken, used, ix.provinceOf(dest[i]))) {
                    dest[n] = dest[i];
                    value[n++] = values.destination(me, b.dislodgedType(q), dest[i]);
                }
            }
            if (n == 0) {
                orders[q] = FastOrder.disband(q);
                continue;
            }
            sortDescending(n);
            int k = pick(n, random);
            orders[q] = FastOrder.retreat(q, dest[k]);
            taken[used++] = ix.provinceOf(dest[k]);
        }
    }

    @Override
    public int adjustments(int me, RandomGenerator random, long[] out, int offset) {
        FastBoard b = board;
        int due = b.centresOf(me) - b.unitsOf(me);
        if (due > 0) {
            int n = 0;
            for (int h : ix.homes(me)) {
                if (!b.canBuildIn(me, h)) {
                    continue;
                }
                if (ix.armyCanStand(h)) {
                    add(n++, h, MapIndex.ARMY, values.winter(me, MapIndex.ARMY, h, true));
                }
                for (int l : ix.fleetLocations(h)) {
                    add(n++, l, MapIndex.FLEET, values.winter(me, MapIndex.FLEET, l, true));
                }
            }
            sortDescending(n);
            for (int i = 0; i < due; i++) {
                if (n == 0) {
                    out[offset + i] = FastOrder.waive();
                    continue;
                }
                int k = pick(n, random);
                int province = ix.provinceOf(dest[k]);
                out[offset + i] = FastOrder.build(province, optType[k], dest[k]);
                n = dropProvince(n, province);
            }
            return due;
        }
        if (due < 0) {
            int n = 0;
            for (int q = 0; q < ix.provinces(); q++) {
                if (b.unitPower(q) == me) {
                    add(n++, b.unitLocation(q), b.unitType(q),
                            -values.winter(me, b.unitType(q), b.unitLocation(q), false));
                }
            }
            sortDescending(n);
            for (int i = 0; i < -due; i++) {
                int k = pick(n, random);
                int province = ix.provinceOf(dest[k]);
                out[offset + i] = FastOrder.disband(province);
                n = dropProvince(n, province);
            }
            return -due;
        }
        return 0;
    }

    private void add(int i, int location, int type, double v) {
        dest[i] = location;
        optType[i] = type;
        value[i] = v;
    }

    private int dropProvince(int n, int province) {
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (ix.provinceOf(dest[i]) != province) {
                add(m++, dest[i], optType[i], value[i]);
            }
        }
        return m;
    }

    private static boolean contains(int[] a, int n, int x) {
        for (int i = 0; i < n; i++) {
            if (a[i] == x) {
                return true;
            }
        }
        return false;
    }

    /** Insertion sort of the first n options by value, best first (ties: lower location first). */
    private void sortDescending(int n) {
        for (int i = 1; i < n; i++) {
            int d = dest[i];
            int t = optType[i];
            double v = value[i];
            int j = i - 1;
            while (j >= 0 && (value[j] < v || value[j] == v && dest[j] > d)) {
                dest[j + 1] = dest[j];
                optType[j + 1] = optType[j];
                value[j + 1] = value[j];
                j--;
            }
            dest[j + 1] = d;
            optType[j + 1] = t;
            value[j + 1] = v;
        }
    }

    /**
     * DumbBot's choice among sorted options: start at the best; with {@code playAlternative} percent chance look at
     * the next one, and take it unless the relative gap in value, times {@code alternativeDifference}, beats a
     * random percentage; repeat from there.
     */
    private int pick(int n, RandomGenerator random) {
        int i = 0;
        while (i + 1 < n && random.nextInt(100) < w.playAlternative()) {
            double best = value[i];
            double gap = best - value[i + 1];
            double relative = best == 0 ? (gap == 0 ? 0 : 100) : gap * w.alternativeDifference() / Math.abs(best);
            if (relative >= random.nextInt(100)) {
                break;
            }
            i++;
        }
        return i;
    }
}
