package calhamer.bot.rollout;

import calhamer.adjudicator.movement.MovementInput;
import calhamer.adjudicator.movement.MovementKernel;
import calhamer.adjudicator.movement.MovementOutput;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.adjudicator.rules.Edition;
import java.util.Arrays;

/**
 * Plays whole phases on a {@link FastBoard} for roll-outs: movement through the adjudicator's allocation-free
 * {@link MovementKernel} (Kruijswijk's algorithm, the same rules as every adjudication), then the rulebook's sequence
 * of play: retreats (a dislodged unit without a legal retreat is removed; two retreats into one province both
 * disband), supply centres changing hands after the Fall, adjustments (builds in vacant owned home centres up to
 * what is due; removals; units a power fails to remove are removed last-first in province order instead of by the
 * civil-disorder distance rule), and phases nobody needs skipped, as {@code PhaseProgression} does. A
 * {@code FastGameTest} checks every phase against the full adjudicator on random games.
 *
 * <p>Not thread-safe: one engine per thread. A movement phase costs the kernel's O(U·k) plus O(P); nothing is
 * allocated.
 */
public final class PhaseEngine {
    private final MapIndex ix;
    private final Edition edition;
    private final MovementKernel kernel;
    private final MovementInput in;
    private final MovementOutput out;
    private final int[] nPower;
    private final int[] nType;
    private final int[] nLoc;
    private final int[] scratch;
    private final int[] left;

    public PhaseEngine(MapIndex ix, Edition edition) {
        this.ix = ix;
        this.edition = edition;
        this.kernel = new MovementKernel(ix.tables());
        this.in = new MovementInput(ix.tables());
        this.out = new MovementOutput(ix.tables());
        int p = ix.provinces;
        nPower = new int[p];
        nType = new int[p];
        nLoc = new int[p];
        scratch = new int[Math.max(p, ix.locations)];
        left = new int[ix.powers];
    }

    /** Under the 2000 rules. */
    public PhaseEngine(MapIndex ix) {
        this(ix, Edition.RULES_2000);
    }

    /** @return the map index */
    public MapIndex index() {
        return ix;
    }

    /**
     * Adjudicates the movement phase on the board and advances it to the next phase.
     *
     * @param orders by province of the ordered unit ({@link FastOrder}); 0 or an order of another unit: it holds
     */
    public void movement(FastBoard b, long[] orders) {
        requirePhase(b, FastBoard.MOVEMENT);
        in.clear();
        int provinces = ix.provinces;
        for (int q = 0; q < provinces; q++) {
            if (b.power[q] >= 0) {
                in.addUnit(b.power[q], b.type[q], b.loc[q]);
            }
        }
        for (int q = 0; q < provinces; q++) {
            long o = orders[q];
            if (b.power[q] >= 0 && o != 0 && FastOrder.unit(o) == q) {
                load(b, q, o);
            }
        }
        kernel.resolve(in, out, edition);
        Arrays.fill(nPower, -1);
        Arrays.fill(b.dPower, -1);
        Arrays.fill(b.contested, false);
        boolean anyDislodged = false;
        for (int q = 0; q < provinces; q++) {
            if (b.power[q] < 0) {
                continue;
            }
            if (out.dislodged(q)) {
                b.putDislodged(q, b.power[q], b.type[q], b.loc[q], out.attackerFrom(q));
                anyDislodged = true;
            } else {
                int l = out.moved(q) ? out.destination(q) : b.loc[q];
                int d = ix.provinceOf[l];
                nPower[d] = b.power[q];
                nType[d] = b.type[q];
                nLoc[d] = l;
            }
        }
        System.arraycopy(nPower, 0, b.power, 0, provinces);
        System.arraycopy(nType, 0, b.type, 0, provinces);
        System.arraycopy(nLoc, 0, b.loc, 0, provinces);
        for (int q = 0; q < provinces; q++) {
            b.contested[q] = out.contested(q);
        }
        boolean retreating = false;
        if (anyDislodged) {
            for (int q = 0; q < provinces; q++) {
                if (b.dPower[q] >= 0) {
                    if (b.retreatOptions(q, scratch) == 0) {
                        b.dPower[q] = -1;
                    } else {
                        retreating = true;
                    }
                }
            }
        }
        if (retreating) {
            b.phase = FastBoard.RETREAT;
        } else {
            Arrays.fill(b.contested, false);
            afterRetreats(b);
        }
    }

    private void load(FastBoard b, int q, long o) {
        switch (FastOrder.kind(o)) {
            case FastOrder.MOVE -> in.move(q, FastOrder.a(o), FastOrder.via(o));
            case FastOrder.SUPPORT_HOLD -> {
                int s = FastOrder.a(o);
                in.supportHold(q, s, b.power[s] >= 0 ? b.type[s] : OrderRules.ANY_TYPE);
            }
            case FastOrder.SUPPORT_MOVE -> {
                int s = FastOrder.a(o);
                in.supportMove(q, s, b.power[s] >= 0 ? b.type[s] : OrderRules.ANY_TYPE, FastOrder.b(o));
            }
            case FastOrder.CONVOY -> in.convoy(q, FastOrder.a(o), OrderRules.ARMY, FastOrder.b(o));
            default -> in.hold(q);
        }
    }

    /**
     * Adjudicates the retreat phase and advances the board.
     *
     * @param orders by province of the dislodged unit: {@link FastOrder#RETREAT} or anything else (disband)
     */
    public void retreats(FastBoard b, long[] orders) {
        requirePhase(b, FastBoard.RETREAT);
        int provinces = ix.provinces;
        Arrays.fill(scratch, 0, provinces, 0);
        for (int q = 0; q < provinces; q++) {
            if (b.dPower[q] >= 0 && validRetreat(b, q, orders[q])) {
                scratch[ix.provinceOf[FastOrder.a(orders[q])]]++;
            }
        }
        for (int q = 0; q < provinces; q++) {
            if (b.dPower[q] >= 0 && validRetreat(b, q, orders[q])) {
                int l = FastOrder.a(orders[q]);
                int d = ix.provinceOf[l];
                if (scratch[d] == 1) {
                    b.put(d, b.dPower[q], b.dType[q], l);
                }
            }
        }
        Arrays.fill(b.dPower, -1);
        Arrays.fill(b.contested, false);
        afterRetreats(b);
    }

    private boolean validRetreat(FastBoard b, int q, long o) {
        if (FastOrder.kind(o) != FastOrder.RETREAT || FastOrder.unit(o) != q) {
            return false;
        }
        int l = FastOrder.a(o);
        int d = ix.provinceOf[l];
        if (b.power[d] >= 0 || b.contested[d] || d == b.dFrom[q]) {
            return false;
        }
        for (int n : ix.next[b.dType[q]][b.dLoc[q]]) {
            if (n == l) {
                return true;
            }
        }
        return false;
    }

    private void afterRetreats(FastBoard b) {
        if (b.season == FastBoard.SPRING) {
            b.season = FastBoard.FALL;
            b.phase = FastBoard.MOVEMENT;
            return;
        }
        for (int c : ix.centres) {
            if (b.power[c] >= 0) {
                b.owner[c] = b.power[c];
            }
        }
        if (adjustmentsNeeded(b)) {
            b.season = FastBoard.WINTER;
            b.phase = FastBoard.ADJUSTMENT;
        } else {
            nextYear(b);
        }
    }

    private static void nextYear(FastBoard b) {
        b.season = FastBoard.SPRING;
        b.year++;
        b.phase = FastBoard.MOVEMENT;
    }

    /** @return whether some power removes, or builds and has a home centre to build in */
    public boolean adjustmentsNeeded(FastBoard b) {
        for (int p = 0; p < ix.powers; p++) {
            int delta = b.centresOf(p) - b.unitsOf(p);
            if (delta < 0) {
                return true;
            }
            if (delta > 0) {
                for (int h : ix.homes[p]) {
                    if (b.canBuildIn(p, h)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Adjudicates the adjustment phase (orders taken in the given order) and advances the board to the next Spring.
     *
     * @param orders builds, disbands and waives of every power
     * @param count  how many of {@code orders} to read
     */
    public void adjustments(FastBoard b, long[] orders, int count) {
        requirePhase(b, FastBoard.ADJUSTMENT);
        for (int p = 0; p < ix.powers; p++) {
            left[p] = b.centresOf(p) - b.unitsOf(p);
        }
        for (int i = 0; i < count; i++) {
            long o = orders[i];
            int q = FastOrder.unit(o);
            switch (FastOrder.kind(o)) {
                case FastOrder.BUILD -> {
                    int p = ix.home[q];
                    int type = FastOrder.buildType(o);
                    int l = FastOrder.a(o);
                    boolean stands = type == MapIndex.ARMY ? ix.armyCanStand[q] && l == q : isFleetLocation(q, l);
                    if (p >= 0 && left[p] > 0 && b.canBuildIn(p, q) && stands) {
                        b.put(q, p, type, l);
                        left[p]--;
                    }
                }
                case FastOrder.DISBAND -> {
                    int p = b.power[q];
                    if (p >= 0 && left[p] < 0) {
                        b.power[q] = -1;
                        left[p]++;
                    }
                }
                default -> {
                }
            }
        }
        for (int p = 0; p < ix.powers; p++) {
            for (int q = ix.provinces - 1; q >= 0 && left[p] < 0; q--) {
                if (b.power[q] == p) {
                    b.power[q] = -1;
                    left[p]++;
                }
            }
        }
        nextYear(b);
    }

    private boolean isFleetLocation(int province, int location) {
        for (int l : ix.fleetLocations[province]) {
            if (l == location) {
                return true;
            }
        }
        return false;
    }

    private static void requirePhase(FastBoard b, int phase) {
        if (b.phase != phase) {
            throw new IllegalStateException("the board is in phase type " + b.phase + ", not " + phase);
        }
    }
}
