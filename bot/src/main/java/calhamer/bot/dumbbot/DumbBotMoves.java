package calhamer.bot.dumbbot;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.PackedOrder;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import java.util.random.RandomGenerator;

/**
 * The movement orders of the DumbBot-class player (see {@link DumbBotPolicy}): every unit, in random order, takes
 * its chosen destination; where an own unit already moves in, it supports that move if the move is not sure to
 * succeed and goes elsewhere otherwise; where an own unit stays, it supports it to hold when threatened; a unit
 * waits once for the own occupant of its destination to be ordered; no two own units swap places; units left
 * holding support an own move or hold that needs it. With the search's {@link Habits}, a unit on a supply centre its
 * power does not own yet holds in Fall, and armies still holding are convoyed by idle own fleets to better-valued
 * shores. O(U·k·(C + k)) per power; scratch arrays reused. Not thread-safe.
 */
final class DumbBotMoves {
    private static final int UNORDERED = 0;
    private static final int STAYING = 1;
    private static final int MOVING = 2;

    private final MapTables ix;
    private final DumbBotValues values;
    private final RankedOptions options;
    private final boolean keepCaptures;
    private final boolean convoys;
    private final int[] queue;
    private final boolean[] deferred;
    private final int[] moverInto;
    private final int[] state;
    private final int[] supports;
    private final long[] chosen;
    private Board board;

    DumbBotMoves(MapTables ix, DumbBotValues values, RankedOptions options, Habits habits) {
        this.ix = ix;
        this.values = values;
        this.options = options;
        this.keepCaptures = habits.keepCaptures();
        this.convoys = habits.convoys();
        int p = ix.provinceCount();
        queue = new int[2 * p];
        deferred = new boolean[p];
        moverInto = new int[p];
        state = new int[p];
        supports = new int[p];
        chosen = new long[p];
    }

    /** Writes the power's movement orders by province into {@code orders}. */
    void movement(Board b, int me, RandomGenerator random, long[] orders) {
        board = b;
        int provinces = ix.provinceCount();
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
            if (PackedOrder.kind(chosen[q]) == PackedOrder.HOLD) {
                useHold(me, q);
            }
        }
        if (convoys) {
            for (int i = 0; i < n; i++) {
                int q = queue[i];
                if (b.unitType(q) == OrderRules.ARMY && PackedOrder.kind(chosen[q]) == PackedOrder.HOLD) {
                    convoy(me, q);
                }
            }
        }
        for (int i = 0; i < n; i++) {
            orders[queue[i]] = chosen[queue[i]];
        }
    }

    /** @return false when the unit waits for the own unit in its chosen destination to be ordered first */
    private boolean orderUnit(int me, int q, RandomGenerator random) {
        Board b = board;
        int type = b.unitType(q);
        int loc = b.unitLocation(q);
        if (keepCaptures && b.season() == Board.FALL && ix.supplyCentre(q) && b.owner(q) != me) {
            chosen[q] = PackedOrder.hold(q);
            state[q] = STAYING;
            return true;
        }
        int n = 0;
        options.location[n++] = loc;
        for (int l : ix.next(type, loc)) {
            options.location[n++] = l;
        }
        values.destinations(me, type, options.location, n, options.value);
        options.sortDescending(n);
        for (int k = options.pick(n, random); k < n; k++) {
            int d = ix.provinceOf(options.location[k]);
            if (d == q) {
                break;
            }
            if (moverInto[d] >= 0) {
                if (1 + supports[d] <= values.competition(me, d) && ix.reaches(type, loc, d)) {
                    chosen[q] = PackedOrder.supportMove(q, moverInto[d], d);
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
                    if (ix.provinceOf(PackedOrder.a(there)) == q) {
                        continue;
                    }
                } else {
                    if (values.threat(me, d) >= 1 + supports[d] && ix.reaches(type, loc, d)) {
                        chosen[q] = PackedOrder.supportHold(q, d);
                        supports[d]++;
                        state[q] = STAYING;
                        return true;
                    }
                    continue;
                }
            }
            chosen[q] = PackedOrder.move(q, options.location[k], false);
            moverInto[d] = q;
            state[q] = MOVING;
            return true;
        }
        chosen[q] = PackedOrder.hold(q);
        state[q] = STAYING;
        return true;
    }

    /**
     * An army left holding is carried by an own fleet in a bordering sea that holds or moves only to another sea, to
     * the best-valued shore of that sea no own unit stays in or moves into, when it is worth more than staying; the
     * fleet convoys instead.
     */
    private void convoy(int me, int q) {
        Board b = board;
        double best = values.destination(me, OrderRules.ARMY, b.unitLocation(q));
        int fleet = -1;
        int to = -1;
        for (int s : ix.seaNeighbours(q)) {
            if (b.unitPower(s) != me || b.unitType(s) != OrderRules.FLEET || !idle(s)) {
                continue;
            }
            for (int d : ix.nextProvinces(OrderRules.FLEET, b.unitLocation(s))) {
                if (d == q || ix.isSea(d) || !ix.armyCanStand(d) || moverInto[d] >= 0
                        || b.unitPower(d) == me && state[d] != MOVING) {
                    continue;
                }
                double v = values.destination(me, OrderRules.ARMY, d);
                if (v > best) {
                    best = v;
                    fleet = s;
                    to = d;
                }
            }
        }
        if (fleet < 0) {
            return;
        }
        if (PackedOrder.kind(chosen[fleet]) == PackedOrder.MOVE) {
            moverInto[ix.provinceOf(PackedOrder.a(chosen[fleet]))] = -1;
        }
        chosen[fleet] = PackedOrder.convoy(fleet, q, to);
        state[fleet] = STAYING;
        chosen[q] = PackedOrder.move(q, to, !ix.reaches(OrderRules.ARMY, b.unitLocation(q), to));
        state[q] = MOVING;
        moverInto[to] = q;
    }

    /** @return whether the own fleet in the sea holds or only moves to another sea */
    private boolean idle(int sea) {
        long o = chosen[sea];
        return PackedOrder.kind(o) == PackedOrder.HOLD
                || PackedOrder.kind(o) == PackedOrder.MOVE && ix.isSea(ix.provinceOf(PackedOrder.a(o)));
    }

    /** A unit left holding supports the most contested own move or threatened own unit that needs it. */
    private void useHold(int me, int q) {
        Board b = board;
        int type = b.unitType(q);
        int loc = b.unitLocation(q);
        double best = Double.NEGATIVE_INFINITY;
        long order = 0;
        for (int d : ix.nextProvinces(type, loc)) {
            long candidate = 0;
            if (moverInto[d] >= 0 && moverInto[d] != q && 1 + supports[d] <= values.competition(me, d)) {
                candidate = PackedOrder.supportMove(q, moverInto[d], d);
            } else if (b.unitPower(d) == me && state[d] == STAYING && values.threat(me, d) >= 1 + supports[d]) {
                candidate = PackedOrder.supportHold(q, d);
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
            supports[PackedOrder.kind(order) == PackedOrder.SUPPORT_MOVE ? ix.provinceOf(PackedOrder.b(order))
                    : PackedOrder.a(order)]++;
        }
    }
}
