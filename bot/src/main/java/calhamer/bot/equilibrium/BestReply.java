package calhamer.bot.equilibrium;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.PackedOrder;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.bot.dumbbot.DumbBotValues;
import calhamer.bot.rollout.GameEnd;
import calhamer.bot.rollout.OwnOrders;
import calhamer.bot.rollout.SplitMix;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/**
 * The deciding power's reply to the others' equilibrium strategies, improved a step at a time: the sampled
 * candidates rarely hold the best combination of the power's own orders (a support for the move that needs it, a
 * unit freed from a useless hold, an army carried across a sea), so after the equilibrium search the played set is
 * improved by hill climbing, as the best-response step of Gray et al. (ICLR 2021) improves a sampled policy. A step
 * changes one unit's order (a hold, a move, a support of an own move or of an own unit that stays), or a convoy (an
 * own army carried by an own fleet in a bordering sea to a shore of that sea), or (with
 * {@link SearchSettings#supportedAttacks}) a supported attack: an own unit moving into another power's unit or a
 * centre the power does not own, another own unit supporting it. One unit at a time, an attack that bounces alone is
 * never tried with its support. Every step's set, made consistent and following the power's rules
 * ({@link OwnVariants#ruled}), is valued by the same roll-outs against the same draws of the other powers' strategies
 * (common random numbers); the best that beats the current set by {@link #MARGIN} becomes the current set, until none
 * does or the budget runs out. The final set is played only if it also beats the start on a second, independent set
 * of draws, so that the climb's own selection noise is not taken for a gain.
 *
 * <p>Cost: passes × (Σ options per unit ≈ 8 · units, plus the supported attacks: attacks × supporters) × draws
 * roll-outs, shared on the common fork-join pool, and the two validations; bounded by the roll-outs given and the time
 * guard. Single use; not thread-safe.
 */
final class BestReply {
    /** How much better (in centres) a neighbouring set's mean must be to replace the current set. */
    static final double MARGIN = 0.05;

    private final MapTables ix;
    private final SearchSettings settings;
    private final Supplier<SearchWorkspace> workspaces;
    private final Board root;
    private final int me;
    private final GameEnd end;
    private final long[][][] joints;
    private final long seed;
    private long rollouts;

    /**
     * @param end        where the roll-outs end the game ({@link SearchSettings#end})
     * @param candidates every power's candidates
     * @param strategy   every power's equilibrium strategy over them
     * @param draws      joint draws of the other powers per valuation
     * @param seed       the decision's seed for this step
     */
    BestReply(MapTables ix, SearchSettings settings, Supplier<SearchWorkspace> workspaces, Board root, int me,
              GameEnd end, List<List<Candidate>> candidates, double[][] strategy, int draws, long seed) {
        this.ix = ix;
        this.settings = settings;
        this.workspaces = workspaces;
        this.root = root;
        this.me = me;
        this.end = end;
        this.joints = new long[2 * draws][][];
        this.seed = seed;
        SplitMix random = new SplitMix(seed);
        for (int k = 0; k < joints.length; k++) {
            joints[k] = new long[ix.powerCount()][];
            for (int p = 0; p < ix.powerCount(); p++) {
                List<Candidate> list = candidates.get(p);
                if (p != me && !list.isEmpty()) {
                    joints[k][p] = list.get(RegretSearch.draw(strategy[p], random)).orders();
                }
            }
        }
    }

    /** What the climb found. */
    record Reply(Candidate played, int steps, double startValue, double value, long rollouts) {
    }

    /**
     * @param start  the equilibrium's choice for the power
     * @param budget the most roll-outs to play
     * @return the improved set (or the start), the steps taken and the roll-outs played
     */
    Reply improve(Candidate start, DumbBotValues values, OwnVariants.Remembered remembered, OwnVariants variants,
                  long budget, Deadline deadline) {
        int draws = joints.length / 2;
        Candidate current = start;
        double[] first = values(List.of(start), 0, draws, deadline);
        if (first == null) {
            return new Reply(start, 0, Double.NaN, Double.NaN, rollouts);
        }
        double value = first[0];
        double startValue = value;
        int steps = 0;
        Set<Candidate> seen = new HashSet<>();
        seen.add(start);
        while (true) {
            List<Candidate> next = neighbours(current, values, remembered, variants, seen);
            if (next.isEmpty() || rollouts + (long) next.size() * draws > budget) {
                break;
            }
            double[] v = values(next, 0, draws, deadline);
            if (v == null) {
                break;
            }
            int best = -1;
            for (int i = 0; i < v.length; i++) {
                if (v[i] > value + MARGIN && (best < 0 || v[i] > v[best])) {
                    best = i;
                }
            }
            if (best < 0) {
                break;
            }
            current = next.get(best);
            value = v[best];
            steps++;
        }
        if (steps == 0) {
            return new Reply(start, 0, startValue, value, rollouts);
        }
        double[] check = values(List.of(start, current), draws, draws, deadline);
        boolean better = check != null && check[1] > check[0];
        return new Reply(better ? new Candidate(current.orders(), start.source() + ", improved") : start,
                better ? steps : 0, startValue, value, rollouts);
    }

    /** @return the consistent, ruled sets one step from the current one, not seen before */
    private List<Candidate> neighbours(Candidate current, DumbBotValues values, OwnVariants.Remembered remembered,
                                       OwnVariants variants, Set<Candidate> seen) {
        long[] set = current.orders();
        List<Candidate> out = new ArrayList<>();
        for (int i = 0; i < set.length; i++) {
            for (long option : options(set, i)) {
                if (option == set[i]) {
                    continue;
                }
                long[] changed = set.clone();
                changed[i] = option;
                offer(changed, current.source(), values, remembered, variants, seen, out);
            }
        }
        for (int i = 0; i < set.length; i++) {
            int a = PackedOrder.unit(set[i]);
            if (root.unitType(a) != OrderRules.ARMY) {
                continue;
            }
            for (int j = 0; j < set.length; j++) {
                int s = PackedOrder.unit(set[j]);
                if (root.unitType(s) != OrderRules.FLEET || !ix.isSea(s) || !borders(a, s)) {
                    continue;
                }
                for (int d : ix.nextProvinces(OrderRules.FLEET, root.unitLocation(s))) {
                    if (d == a || ix.isSea(d) || !ix.armyCanStand(d)) {
                        continue;
                    }
                    long[] changed = set.clone();
                    changed[i] = PackedOrder.move(a, d, !ix.reaches(OrderRules.ARMY, root.unitLocation(a), d));
                    changed[j] = PackedOrder.convoy(s, a, d);
                    offer(changed, current.source(), values, remembered, variants, seen, out);
                }
            }
        }
        if (settings.supportedAttacks()) {
            supportedAttacks(set, current.source(), values, remembered, variants, seen, out);
        }
        return out;
    }

    /**
     * Adds the sets that differ from the current one in two units' orders: one moves into a province where another
     * power's unit stands or a centre the power does not own, the other supports that move. O(units² · moves).
     */
    private void supportedAttacks(long[] set, String source, DumbBotValues values, OwnVariants.Remembered remembered,
                                  OwnVariants variants, Set<Candidate> seen, List<Candidate> out) {
        for (int i = 0; i < set.length; i++) {
            int a = PackedOrder.unit(set[i]);
            int type = root.unitType(a);
            for (int l : ix.next(type, root.unitLocation(a))) {
                int d = ix.provinceOf(l);
                boolean foreignUnit = root.unitPower(d) >= 0 && root.unitPower(d) != me;
                boolean centre = ix.supplyCentre(d) && root.owner(d) != me;
                if (!foreignUnit && !centre) {
                    continue;
                }
                long move = PackedOrder.move(a, l, false);
                for (int j = 0; j < set.length; j++) {
                    int s = PackedOrder.unit(set[j]);
                    if (j == i || !ix.reaches(root.unitType(s), root.unitLocation(s), d)) {
                        continue;
                    }
                    long support = PackedOrder.supportMove(s, a, d);
                    if (set[i] == move && set[j] == support) {
                        continue;
                    }
                    long[] changed = set.clone();
                    changed[i] = move;
                    changed[j] = support;
                    offer(changed, source, values, remembered, variants, seen, out);
                }
            }
        }
    }

    /** Adds the changed set, made consistent and ruled, unless it was seen before. */
    private void offer(long[] changed, String source, DumbBotValues values, OwnVariants.Remembered remembered,
                       OwnVariants variants, Set<Candidate> seen, List<Candidate> out) {
        Candidate c = variants.ruled(root, me, values, new Candidate(OwnOrders.repair(ix, changed), source),
                remembered);
        if (seen.add(c)) {
            out.add(c);
        }
    }

    private boolean borders(int province, int sea) {
        for (int s : ix.seaNeighbours(province)) {
            if (s == sea) {
                return true;
            }
        }
        return false;
    }

    /** @return the orders unit i may be given instead: hold, moves, supports of the set's own moves and holds */
    private List<Long> options(long[] set, int i) {
        int q = PackedOrder.unit(set[i]);
        int type = root.unitType(q);
        int loc = root.unitLocation(q);
        List<Long> out = new ArrayList<>();
        out.add(PackedOrder.hold(q));
        for (int l : ix.next(type, loc)) {
            out.add(PackedOrder.move(q, l, false));
        }
        for (int j = 0; j < set.length; j++) {
            int u = PackedOrder.unit(set[j]);
            if (j == i) {
                continue;
            }
            if (PackedOrder.kind(set[j]) == PackedOrder.MOVE) {
                int d = ix.provinceOf(PackedOrder.a(set[j]));
                if (d != q && ix.reaches(type, loc, d)) {
                    out.add(PackedOrder.supportMove(q, u, d));
                }
            } else if (ix.reaches(type, loc, u)) {
                out.add(PackedOrder.supportHold(q, u));
            }
        }
        return out;
    }

    /**
     * @return each set's mean roll-out value for the power over draws {@code from .. from + count}, or null when
     *         the time guard ran out
     */
    private double[] values(List<Candidate> sets, int from, int count, Deadline deadline) {
        int n = sets.size() * count;
        double[] each = new double[n];
        boolean[] done = new boolean[n];
        IntStream.range(0, n).parallel().forEach(t -> {
            if (deadline.passed()) {
                return;
            }
            int k = from + t % count;
            SearchWorkspace ws = workspaces.get();
            ws.rollouts.reset(root, settings.horizon(root.season()), end);
            for (int p = 0; p < ix.powerCount(); p++) {
                ws.joint[p] = p == me ? sets.get(t / count).orders() : joints[k][p];
            }
            double[] out = new double[ix.powerCount()];
            ws.rollouts.movement(ws.joint, SplitMix.mix(seed, 1000 + k), out);
            each[t] = out[me];
            done[t] = true;
        });
        rollouts += n;
        double[] mean = new double[sets.size()];
        for (int t = 0; t < n; t++) {
            if (!done[t]) {
                return null;
            }
            mean[t / count] += each[t] / count;
        }
        return mean;
    }
}
