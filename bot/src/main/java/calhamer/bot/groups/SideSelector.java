package calhamer.bot.groups;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.order.UnitRef;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.bot.BotOptions;
import calhamer.bot.Explanation;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Narrows both sides of a group's payoff matrix. Own units: the moves or holds of {@link #rank} (best probe values
 * first), the best {@code k} kept, then supports of each other's kept moves into contested provinces, of kept holds
 * in threatened provinces, and of allied units holding in threatened provinces. Opposing units: every unit of an
 * opposing power (not allied; among the named opponents when there are any) standing in the group's zone or able to
 * move into it (the zone: the group's provinces and kept destinations); each keeps its hold, its {@code k − 1} moves
 * into the zone that hurt the group most, and (for k above 1) its own best move by its own perceived utility; then
 * supports of each other's kept moves into the zone and of holds inside it. Convoyed moves are not considered.
 * O(units × orders) probes, each unit ranked once per payoff. Not thread-safe.
 */
final class SideSelector {
    private final Position position;
    private final Map<Province, UnitOrders> legal;
    private final Probe probe;
    private final Power power;
    private final BotOptions options;
    private final PayoffFunction mine;
    private final Function<Power, PayoffFunction> theirs;
    private final Map<Power, PayoffFunction> theirsByPower = new HashMap<>();
    private final Map<List<Object>, List<Order>> ranked = new HashMap<>();

    SideSelector(Position position, Map<Province, UnitOrders> legal, Probe probe, Power power, BotOptions options,
                 PayoffFunction mine, Function<Power, PayoffFunction> theirs) {
        this.position = position;
        this.legal = legal;
        this.probe = probe;
        this.power = power;
        this.options = options;
        this.mine = mine;
        this.theirs = other -> theirsByPower.computeIfAbsent(other, theirs);
    }

    /** @return the perceived utility of each other power */
    Function<Power, PayoffFunction> theirs() {
        return theirs;
    }

    /**
     * @return the unit's hold and moves without convoy, best first for the payoff (ties: legal order); ranked once
     *         per unit, payoff and direction
     */
    List<Order> rank(Unit unit, PayoffFunction payoff, boolean ascending) {
        List<Object> key = List.of(unit, payoff, ascending);
        List<Order> known = ranked.get(key);
        if (known == null) {
            known = rankNow(unit, payoff, ascending);
            ranked.put(key, known);
        }
        return known;
    }

    private List<Order> rankNow(Unit unit, PayoffFunction payoff, boolean ascending) {
        List<Order> candidates = new ArrayList<>();
        for (Order o : legal.get(unit.province()).orders()) {
            if (o instanceof Hold || o instanceof Move m && !needsConvoy(unit, m)) {
                candidates.add(o);
            }
        }
        double[] value = new double[candidates.size()];
        for (int i = 0; i < value.length; i++) {
            value[i] = probe.value(unit, candidates.get(i), payoff);
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < value.length; i++) {
            order.add(i);
        }
        Comparator<Integer> byValue = Comparator.comparingDouble(i -> value[i]);
        order.sort(ascending ? byValue : byValue.reversed());
        return order.stream().map(candidates::get).toList();
    }

    private boolean needsConvoy(Unit unit, Move m) {
        return unit.type() == UnitType.ARMY && (m.viaConvoy()
                || !position.map().adjacency().armyAdjacent(unit.province(), m.to().province()));
    }

    /**
     * @param supports whether to add supports (the last step of narrowing leaves them out)
     * @return the sides of the group, its units' kept moves or holds given
     */
    Sides select(List<Unit> group, Map<Unit, List<Order>> kept, int opponentK, boolean supports) {
        Set<Province> zone = new LinkedHashSet<>();
        for (Unit u : group) {
            zone.add(u.province());
            kept.get(u).forEach(o -> zone.add(destination(u, o)));
        }
        List<Unit> threats = new ArrayList<>();
        Set<Power> opponents = new LinkedHashSet<>();
        for (Unit f : position.units()) {
            if (opposing(f.power()) && (zone.contains(f.province()) || entersZone(f, zone))) {
                threats.add(f);
            }
        }
        threats.sort(Comparator.comparingInt(u -> u.province().index()));
        List<List<Order>> threatKept = new ArrayList<>();
        Set<Province> foreignReach = new HashSet<>();
        for (Unit f : threats) {
            List<Order> keep = new ArrayList<>();
            keep.add(new Hold(ref(f)));
            for (Order o : rank(f, mine, true)) {
                if (o instanceof Move && zone.contains(destination(f, o)) && keep.size() < opponentK) {
                    keep.add(o);
                }
            }
            Order own = rank(f, theirs.apply(f.power()), false).get(0);
            if (opponentK > 1 && !keep.contains(own)) {
                keep.add(own);
            }
            keep.forEach(o -> foreignReach.add(destination(f, o)));
            threatKept.add(keep);
            opponents.add(f.power());
        }
        List<UnitOrders> rows = new ArrayList<>();
        List<Explanation.Narrowing> narrowed = new ArrayList<>();
        for (Unit u : group) {
            List<Order> orders = new ArrayList<>(kept.get(u));
            for (Unit w : group) {
                if (supports && w != u) {
                    addSupports(u, w, kept.get(w), foreignReach::contains, orders);
                }
            }
            for (Unit a : position.units()) {
                if (supports && options.allies().contains(a.power())) {
                    addSupports(u, a, List.of(new Hold(ref(a))), foreignReach::contains, orders);
                }
            }
            rows.add(new UnitOrders(power, u, orders));
            narrowed.add(narrowing(u, kept.get(u)));
        }
        List<UnitOrders> columns = new ArrayList<>();
        List<Explanation.Narrowing> opponentNarrowed = new ArrayList<>();
        for (int i = 0; i < threats.size(); i++) {
            Unit f = threats.get(i);
            List<Order> orders = new ArrayList<>(threatKept.get(i));
            for (int j = 0; j < threats.size(); j++) {
                if (supports && j != i) {
                    addSupports(f, threats.get(j), threatKept.get(j), zone::contains, orders);
                }
            }
            columns.add(new UnitOrders(f.power(), f, orders));
            opponentNarrowed.add(narrowing(f, threatKept.get(i)));
        }
        List<Power> inMapOrder = position.map().powers().stream().filter(opponents::contains).toList();
        return new Sides(rows, columns, inMapOrder, narrowed, opponentNarrowed);
    }

    /** A neutral power opposes nobody: its units only hold, unordered. */
    private boolean opposing(Power other) {
        return !other.equals(power) && !position.map().isNeutral(other) && !options.allies().contains(other)
                && (options.opponents().isEmpty() || options.opponents().contains(other));
    }

    private boolean entersZone(Unit f, Set<Province> zone) {
        for (Order o : legal.get(f.province()).orders()) {
            if (o instanceof Move m && zone.contains(m.to().province()) && !needsConvoy(f, m)) {
                return true;
            }
        }
        return false;
    }

    /** Adds u's legal supports of w's kept moves into provinces that matter, and of w's kept holds there. */
    private void addSupports(Unit u, Unit w, List<Order> wOrders, java.util.function.Predicate<Province> matters,
                             List<Order> out) {
        Set<Order> allowed = new HashSet<>(legal.get(u.province()).orders());
        for (Order o : wOrders) {
            Order support;
            if (o instanceof Move m) {
                Province d = m.to().province();
                Unit there = position.unitAt(d);
                boolean attacked = there != null && !there.power().equals(w.power());
                if (!matters.test(d) && !attacked) {
                    continue;
                }
                support = Support.move(ref(u), ref(w), position.map().location(d));
            } else {
                if (!matters.test(w.province())) {
                    continue;
                }
                support = Support.hold(ref(u), ref(w));
            }
            if (allowed.contains(support) && !out.contains(support)) {
                out.add(support);
            }
        }
    }

    private static Province destination(Unit u, Order o) {
        return o instanceof Move m ? m.to().province() : u.province();
    }

    private static UnitRef ref(Unit u) {
        return new UnitRef(u.type(), u.location());
    }

    private Explanation.Narrowing narrowing(Unit u, List<Order> kept) {
        return new Explanation.Narrowing(u.toString(), legal.get(u.province()).orders().size(),
                kept.stream().map(Order::toString).toList());
    }
}
