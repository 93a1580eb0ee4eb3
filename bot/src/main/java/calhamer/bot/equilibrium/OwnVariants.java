package calhamer.bot.equilibrium;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.engine.PackedOrder;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.bot.dumbbot.DumbBotValues;
import calhamer.bot.rollout.OwnOrders;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Variants of the power's own candidates that the blueprint would not draw, each derived from a base candidate: convoys
 * (an own army carried by one or two own fleets at sea to a coastal province it cannot walk to, the best-valued
 * destinations first), and for each move that bounced in the last movement phase, the same move supported by another
 * unit, or the unit sent elsewhere; and the rules every own candidate follows: in Fall no owned centre is walked off
 * without a reason ({@link #keepCentres}), and no move that bounced last phase is repeated unsupported
 * ({@link #reconsidered}). Then {@link #repair} makes any candidate consistent: no two own units into one province, no
 * move into a province whose own unit stays or swaps with it, no support or convoy of an own order that is not given.
 * O(U·k) per variant.
 */
final class OwnVariants {
    private final MapTables ix;
    private final boolean seaRoutesOnly;

    /** @param seaRoutesOnly whether a convoy route's second fleet must be at sea ({@link SearchSettings}) */
    OwnVariants(MapTables ix, boolean seaRoutesOnly) {
        this.ix = ix;
        this.seaRoutesOnly = seaRoutesOnly;
    }

    /** A move that bounced in the last movement phase: from a province into a location. */
    record Bounce(int from, int toLocation) {
    }

    /**
     * What the own rules take from the remembered phase.
     *
     * @param bounces the deciding power's moves that bounced there
     * @param random  per power, whether it played at random there and is modelled so (its units do not count as
     *                threats in {@link #keepCentres})
     */
    record Remembered(List<Bounce> bounces, boolean[] random) {
    }

    /** @return the moves that bounced ({@link calhamer.bot.PreviousPhase#bounced}) in packed form */
    static List<Bounce> bounces(List<Move> moves) {
        return moves.stream().map(m -> new Bounce(m.unit().province().index(), m.to().index())).toList();
    }

    /** @return the power's orders packed for the board, sorted by unit as candidates are */
    static long[] packed(BoardCodec codec, Board board, Power power, List<Order> orders) {
        Long[] boxed = new Long[orders.size()];
        for (int i = 0; i < boxed.length; i++) {
            boxed[i] = codec.packed(board, power, orders.get(i));
        }
        Arrays.sort(boxed, Comparator.comparingInt(PackedOrder::unit));
        long[] out = new long[boxed.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = boxed[i];
        }
        return out;
    }

    /**
     * @return the candidate after the rules every own candidate follows: no move that bounced last phase repeated
     *         unsupported ({@link #reconsidered}), and in Fall no owned centre walked off without a reason
     *         ({@link #keepCentres})
     */
    Candidate ruled(Board b, int me, DumbBotValues values, Candidate c, Remembered remembered) {
        Candidate out = reconsidered(b, me, values, c, remembered.bounces());
        return b.season() == Board.FALL ? keepCentres(b, me, values, out, remembered.random()) : out;
    }

    /**
     * Adds the sets a searching power adds to its blueprint's for itself: up to three convoy variants of
     * {@code base} ({@link #convoys}) and the variants of each move that bounced in the remembered phase
     * ({@link #afterBounce}).
     */
    void additions(Board b, int me, DumbBotValues values, Candidate base, Remembered remembered,
                   List<Candidate> out) {
        convoys(b, me, values, base, 3, out);
        for (Bounce bounce : remembered.bounces()) {
            afterBounce(b, me, values, base, bounce, out);
        }
    }

    /**
     * Makes a searching power's own candidate list: every set of {@code list} after the power's rules
     * ({@link #ruled}), equal sets merged with their weights summed, then each of {@code extra} after the rules, with
     * weight 1 unless it is already there. {@code list} and {@code weights} (same order) are replaced in place.
     */
    void merge(Board b, int me, DumbBotValues values, Remembered remembered, List<Candidate> list,
               List<Double> weights, List<Candidate> extra) {
        Map<Candidate, Double> merged = new LinkedHashMap<>();
        for (int i = 0; i < list.size(); i++) {
            merged.merge(ruled(b, me, values, list.get(i), remembered), weights.get(i), Double::sum);
        }
        for (Candidate c : extra) {
            merged.putIfAbsent(ruled(b, me, values, c, remembered), 1.0);
        }
        list.clear();
        weights.clear();
        merged.forEach((c, weight) -> {
            list.add(c);
            weights.add(weight);
        });
    }

    /** A convoy: the army's province, the first and second fleet's seas (-1: none), the destination, its value. */
    private record Route(int army, int first, int second, int to, double value) {
    }

    /** Adds convoy variants of {@code base} (up to {@code most}; those the other orders would break are left out). */
    void convoys(Board b, int me, DumbBotValues values, Candidate base, int most, List<Candidate> out) {
        List<Route> routes = new ArrayList<>();
        for (int a = 0; a < ix.provinceCount(); a++) {
            if (b.unitPower(a) != me || b.unitType(a) != OrderRules.ARMY || ix.seaNeighbours(a).length == 0) {
                continue;
            }
            for (int s : ix.seaNeighbours(a)) {
                if (!ownFleet(b, me, s)) {
                    continue;
                }
                for (int d : ix.nextProvinces(OrderRules.FLEET, b.unitLocation(s))) {
                    addRoute(b, me, values, a, s, -1, d, routes);
                }
                for (int s2 : ix.nextProvinces(OrderRules.FLEET, b.unitLocation(s))) {
                    if ((ix.isSea(s2) || !seaRoutesOnly) && ownFleet(b, me, s2)) {
                        for (int d : ix.nextProvinces(OrderRules.FLEET, b.unitLocation(s2))) {
                            addRoute(b, me, values, a, s, s2, d, routes);
                        }
                    }
                }
            }
        }
        routes.sort((x, y) -> Double.compare(y.value(), x.value()));
        for (int i = 0; i < routes.size() && i < most; i++) {
            Route r = routes.get(i);
            long[] set = base.orders().clone();
            put(set, PackedOrder.move(r.army(), r.to(), ix.reaches(OrderRules.ARMY, r.army(), r.to())));
            put(set, PackedOrder.convoy(r.first(), r.army(), r.to()));
            if (r.second() >= 0) {
                put(set, PackedOrder.convoy(r.second(), r.army(), r.to()));
            }
            long convoy = PackedOrder.convoy(r.first(), r.army(), r.to());
            long[] repaired = repair(b, me, set);
            if (index(repaired, r.first()) >= 0 && repaired[index(repaired, r.first())] == convoy) {
                out.add(new Candidate(repaired, "convoy"));
            }
        }
    }

    private void addRoute(Board b, int me, DumbBotValues values, int a, int s, int s2, int d,
                          List<Route> routes) {
        if (d == a || ix.isSea(d) || !ix.armyCanStand(d) || ix.reaches(OrderRules.ARMY, a, d) || b.unitPower(d) == me) {
            return;
        }
        for (Route r : routes) {
            if (r.army() == a && r.to() == d) {
                return;
            }
        }
        routes.add(new Route(a, s, s2, d, values.destination(me, OrderRules.ARMY, d)));
    }

    private static boolean ownFleet(Board b, int me, int sea) {
        return b.unitPower(sea) == me && b.unitType(sea) == OrderRules.FLEET;
    }

    /**
     * The Fall rules: a unit standing on a centre the power does not own yet stays to take it; a unit standing on an
     * owned centre that another power can enter does not walk off without a reason — a move into a supply centre
     * (taking one, or covering an own one) or another own unit moving in; otherwise it holds. Units of powers that
     * play at random are no threat here: a random unit moves into a given centre with one of its many legal orders,
     * most of them supports.
     *
     * @param random per power, whether its units are left out of the threats (an empty array: none)
     * @return the candidate itself, or a changed copy
     */
    Candidate keepCentres(Board b, int me, DumbBotValues values, Candidate c, boolean[] random) {
        long[] set = c.orders();
        long[] changed = null;
        for (int i = 0; i < set.length; i++) {
            long o = set[i];
            int q = PackedOrder.unit(o);
            if (PackedOrder.kind(o) != PackedOrder.MOVE || !ix.supplyCentre(q)) {
                continue;
            }
            boolean capture = b.owner(q) != me;
            if (!capture && (values.threat(me, q, random) == 0 || ix.supplyCentre(ix.provinceOf(PackedOrder.a(o)))
                    || enteredByOwn(set, q))) {
                continue;
            }
            if (changed == null) {
                changed = set.clone();
            }
            changed[i] = PackedOrder.hold(q);
        }
        return changed == null ? c : new Candidate(repair(b, me, changed), c.source() + ", centres kept");
    }

    private boolean enteredByOwn(long[] set, int province) {
        for (long o : set) {
            if (PackedOrder.kind(o) == PackedOrder.MOVE && ix.provinceOf(PackedOrder.a(o)) == province) {
                return true;
            }
        }
        return false;
    }

    /**
     * @return the candidate itself, or, when it repeats without own support a move that bounced last phase, that
     *         move supported by another unit, or (when no unit can support it) the unit sent elsewhere
     */
    Candidate reconsidered(Board b, int me, DumbBotValues values, Candidate c, List<Bounce> bounces) {
        Candidate out = c;
        for (Bounce bounce : bounces) {
            int i = index(out.orders(), bounce.from());
            int d = ix.provinceOf(bounce.toLocation());
            long o = i < 0 ? 0 : out.orders()[i];
            if (PackedOrder.kind(o) != PackedOrder.MOVE || ix.provinceOf(PackedOrder.a(o)) != d
                    || supported(out.orders(), bounce.from(), d)) {
                continue;
            }
            List<Candidate> variants = new ArrayList<>();
            afterBounce(b, me, values, out, bounce, variants);
            out = variants.get(0);
        }
        return out;
    }

    private boolean supported(long[] set, int from, int to) {
        for (long o : set) {
            if (PackedOrder.kind(o) == PackedOrder.SUPPORT_MOVE && PackedOrder.a(o) == from
                    && ix.provinceOf(PackedOrder.b(o)) == to) {
                return true;
            }
        }
        return false;
    }

    /**
     * Adds, for a move that bounced last phase, its version supported by another unit that can reach the target
     * (when there is one) and the version with the unit sent to its best other destination.
     */
    void afterBounce(Board b, int me, DumbBotValues values, Candidate base, Bounce bounce, List<Candidate> out) {
        int a = bounce.from();
        int d = ix.provinceOf(bounce.toLocation());
        if (b.unitPower(a) != me || index(base.orders(), a) < 0) {
            return;
        }
        long move = PackedOrder.move(a, bounce.toLocation(), false);
        for (long o : base.orders()) {
            int u = PackedOrder.unit(o);
            if (u != a && u != d && ix.reaches(b.unitType(u), b.unitLocation(u), d)) {
                long[] set = base.orders().clone();
                put(set, move);
                put(set, PackedOrder.supportMove(u, a, d));
                out.add(new Candidate(repair(b, me, set), "supported after bounce"));
                break;
            }
        }
        int bestLocation = -1;
        double best = Double.NEGATIVE_INFINITY;
        for (int l : ix.next(b.unitType(a), b.unitLocation(a))) {
            int q = ix.provinceOf(l);
            double v = values.destination(me, b.unitType(a), l);
            if (q != d && b.unitPower(q) != me && v > best) {
                best = v;
                bestLocation = l;
            }
        }
        long[] set = base.orders().clone();
        put(set, bestLocation < 0 ? PackedOrder.hold(a) : PackedOrder.move(a, bestLocation, false));
        out.add(new Candidate(repair(b, me, set), "elsewhere after bounce"));
    }

    private static int index(long[] set, int unit) {
        for (int i = 0; i < set.length; i++) {
            if (PackedOrder.unit(set[i]) == unit) {
                return i;
            }
        }
        return -1;
    }

    private static void put(long[] set, long order) {
        int i = index(set, PackedOrder.unit(order));
        if (i >= 0) {
            set[i] = order;
        }
    }

    /** Repairs every set of the list in place ({@link #repair}), keeping each one's source. */
    void repairAll(Board b, int me, List<Candidate> list) {
        list.replaceAll(c -> new Candidate(repair(b, me, c.orders().clone()), c.source()));
    }

    long[] repair(Board b, int me, long[] set) {
        return OwnOrders.repair(ix, set);
    }
}
