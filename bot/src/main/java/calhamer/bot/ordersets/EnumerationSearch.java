package calhamer.bot.ordersets;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Convoy;
import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.maps.Province;
import calhamer.bot.evaluation.OrderSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One run of {@link OrderSetEnumerator}: the per-order filters, then the depth-first search. Not thread-safe. */
final class EnumerationSearch {
    /** The time guard is checked when the visits reach a multiple of this plus one. */
    private static final long GUARD_EVERY = 1023;

    private final Position position;
    private final Pruning pruning;
    private final int n;
    private final Unit[] units;
    private final Order[][] options;
    /** For each option, the enumerated unit its support or convoy names, or -1. */
    private final int[][] target;
    private final int[] chosen;
    private final int[] unitAt;
    private final SetShape shape;
    private final double combinations;
    private final Map<SetShape.Placement, Kept> kept = new LinkedHashMap<>();
    private long visited;
    private long unmatched;
    private long blocked;
    private long noConvoy;
    private long cycles;
    private long collapsed;
    private long sequence;

    /** A kept set: its choices, rank and when it was met. */
    private record Kept(int[] choice, int[] rank, long sequence) {
    }

    EnumerationSearch(Position position, List<UnitOrders> given, Pruning pruning) {
        this.position = position;
        this.pruning = pruning;
        this.n = given.size();
        this.units = new Unit[n];
        this.unitAt = new int[position.map().provinces().size()];
        Arrays.fill(unitAt, -1);
        double product = 1;
        for (int i = 0; i < n; i++) {
            units[i] = given.get(i).unit();
            if (unitAt[units[i].province().index()] >= 0) {
                throw new IllegalArgumentException("unit " + units[i] + " is listed twice");
            }
            unitAt[units[i].province().index()] = i;
            product *= given.get(i).orders().size();
        }
        this.combinations = product;
        this.options = new Order[n][];
        this.target = new int[n][];
        this.chosen = new int[n];
        filter(given);
        this.shape = new SetShape(position, units, unitAt, pruning.allies());
    }

    Enumeration run() {
        double filtered = 1;
        for (Order[] o : options) {
            filtered *= o.length;
        }
        search(0);
        List<OrderSet> sets = new ArrayList<>();
        for (Kept k : kept.values()) {
            Order[] orders = new Order[n];
            for (int i = 0; i < n; i++) {
                orders[i] = options[i][k.choice()[i]];
            }
            sets.add(new OrderSet(List.of(orders)));
        }
        return new Enumeration(List.of(units), sets, combinations, filtered, visited, unmatched, blocked, noConvoy,
                cycles, collapsed);
    }

    /** Drops idle holds and supports or convoys of units that are neither enumerated nor allied. */
    private void filter(List<UnitOrders> given) {
        for (int i = 0; i < n; i++) {
            List<Order> keep = new ArrayList<>();
            List<Integer> targets = new ArrayList<>();
            for (Order o : given.get(i).orders()) {
                if (o instanceof Hold && !pruning.allowHolds()) {
                    continue;
                }
                Province named = named(o);
                int t = named == null ? -1 : unitAt[named.index()];
                if (named != null && t < 0 && !allied(named)) {
                    continue;
                }
                keep.add(o);
                targets.add(t);
            }
            if (keep.isEmpty()) {
                keep.add(given.get(i).orders().get(0));
                targets.add(-1);
            }
            options[i] = keep.toArray(Order[]::new);
            target[i] = targets.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    private boolean allied(Province p) {
        Unit u = position.unitAt(p);
        return u != null && pruning.allies().contains(u.power());
    }

    /** @return the province of the unit a support or convoy names, or null for other orders */
    static Province named(Order o) {
        if (o instanceof Support s) {
            return s.supported().province();
        }
        if (o instanceof Convoy c) {
            return c.army().province();
        }
        return null;
    }

    private void search(int i) {
        if ((visited & GUARD_EVERY) == 0) {
            pruning.guard().check("order-set enumeration");
        }
        if (++visited > pruning.maxVisits()) {
            throw new EnumerationBudgetExceededException("maxVisits", pruning.maxVisits(), "visited more than "
                    + pruning.maxVisits() + " combinations of " + n + " units (product of their orders "
                    + String.format("%.3g", combinations) + ")");
        }
        if (i == n) {
            complete();
            return;
        }
        for (int k = 0; k < options[i].length; k++) {
            if (consistent(i, k)) {
                chosen[i] = k;
                search(i + 1);
            } else {
                unmatched++;
            }
        }
    }

    private boolean consistent(int i, int k) {
        for (int j = 0; j < i; j++) {
            if (!matches(i, k, j, chosen[j]) || !matches(j, chosen[j], i, k)) {
                return false;
            }
        }
        return true;
    }

    /** @return whether unit a's option ka fits unit b's option kb (true when ka does not name b) */
    private boolean matches(int a, int ka, int b, int kb) {
        if (target[a][ka] != b) {
            return true;
        }
        Order named = options[b][kb];
        Order o = options[a][ka];
        if (o instanceof Support s) {
            return s.isHoldSupport() ? !(named instanceof Move)
                    : named instanceof Move m && m.to().province().equals(s.to().province());
        }
        Convoy c = (Convoy) o;
        return named instanceof Move m && m.to().province().equals(c.to().province());
    }

    private void complete() {
        Order[] orders = new Order[n];
        for (int i = 0; i < n; i++) {
            orders[i] = options[i][chosen[i]];
        }
        if (shape.blocked(orders)) {
            blocked++;
            return;
        }
        if (!shape.convoysRouted(orders)) {
            noConvoy++;
            return;
        }
        if (shape.circular(orders)) {
            cycles++;
            return;
        }
        SetShape.Placement placement = shape.placement(orders);
        int[] rank = shape.rank(orders);
        Kept previous = kept.get(placement);
        if (previous == null) {
            if (kept.size() >= pruning.maxSets()) {
                throw new EnumerationBudgetExceededException("maxSets", pruning.maxSets(), "more than "
                        + pruning.maxSets() + " order sets of " + n + " units (product of their orders "
                        + String.format("%.3g", combinations) + ")");
            }
            kept.put(placement, new Kept(chosen.clone(), rank, sequence++));
            return;
        }
        collapsed++;
        if (Arrays.compare(rank, previous.rank()) < 0) {
            kept.put(placement, new Kept(chosen.clone(), rank, previous.sequence()));
        }
    }
}
