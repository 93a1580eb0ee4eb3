package calhamer.adjudicator;

import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Convoy;
import calhamer.adjudicator.order.Disband;
import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Retreat;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.order.UnitRef;
import calhamer.adjudicator.order.Waive;
import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.FleetChains;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import java.util.random.RandomGenerator;

/**
 * Every legal order of every unit in a position, for bots and for search: orders the adjudicator accepts and that
 * are not void whatever the other orders are. The generator only proposes candidates; whether each is legal is
 * decided by the rule of its kind ({@link OrderRules}), the one the adjudicator's validation asks too. Movement: hold;
 * moves (fleets naming the coast; armies also to every province a chain of fleets at sea could convoy them to, written
 * {@code VIA}, as {@link Move#of} writes every move that goes by convoy); supports to hold and of every legal move of another unit;
 * convoys of every army. Retreats: each legal retreat and disbanding. Adjustments: each legal build and {@code WAIVE}
 * (unit null), or removing each unit. O(U²·M) for U units with M moves each.
 */
public final class LegalOrders {
    private final DiplomacyMap map;
    private final MapTables tables;
    private final OrderRules rules;

    /**
     * The legal orders of one unit, or of one power's builds ({@code unit} null).
     *
     * @param power  the power
     * @param unit   the unit, or null for builds and waives
     * @param orders the legal orders, never empty
     */
    public record UnitOrders(Power power, Unit unit, List<Order> orders) {
        public UnitOrders {
            orders = List.copyOf(orders);
        }
    }

    public LegalOrders(Adjudicator adjudicator) {
        this(adjudicator.rules());
    }

    LegalOrders(OrderRules rules) {
        this.rules = rules;
        this.tables = rules.tables();
        this.map = tables.map();
    }

    /**
     * One random legal order for every unit (movement and retreat phases), or random builds (with waives) and
     * removals up to what each power is due (adjustment phases): the orders of random playouts.
     *
     * @return power → orders, powers in map order
     */
    public Map<Power, List<Order>> random(Position position, RandomGenerator random) {
        return random(position, random, 0);
    }

    /**
     * Like {@link #random(Position, RandomGenerator)}, but in movement phases each unit then, with probability
     * {@code matching}, switches to a random support or convoy that matches the orders chosen for the others (when
     * it has one), so that random phases have supported attacks, dislodgements and convoys ({@link RandomOrders}).
     */
    public Map<Power, List<Order>> random(Position position, RandomGenerator random, double matching) {
        return RandomOrders.drawn(map, position, of(position), random, matching);
    }

    /**
     * One uniformly random order per unit from its legal orders listed once ({@link #of}, movement or retreat phase),
     * as {@link #random(Position, RandomGenerator)} draws them: for many draws of one position without listing the
     * legal orders again. O(units).
     *
     * @return power → orders, powers in map order
     */
    public Map<Power, List<Order>> draw(List<UnitOrders> all, RandomGenerator random) {
        return RandomOrders.uniform(map, all, random);
    }

    /** @return the legal orders of every unit (or power, in adjustment phases) that has something to do */
    public List<UnitOrders> of(Position position) {
        return switch (position.phase().type()) {
            case MOVEMENT -> movement(position);
            case RETREAT -> retreats(position);
            case ADJUSTMENT -> adjustments(position);
        };
    }

    private List<UnitOrders> movement(Position position) {
        FleetChains chains = new FleetChains(tables);
        int[] seas = new int[tables.provinceCount()];
        int count = 0;
        for (Unit u : position.units()) {
            if (u.type() == UnitType.FLEET && tables.isSea(u.province().index())) {
                seas[count++] = u.province().index();
            }
        }
        chains.label(seas, count);
        List<Unit> units = position.units();
        List<List<Move>> moves = new ArrayList<>();
        int[][] destinations = new int[units.size()][];
        long[][] destinationSets = new long[units.size()][];
        for (int i = 0; i < units.size(); i++) {
            // a neutral power's unit only holds: no support or convoy of a move of it can be matched
            moves.add(map.isNeutral(units.get(i).power()) ? List.of() : moves(units.get(i), chains));
            destinations[i] = provincesMovedTo(moves.get(i));
            destinationSets[i] = new long[(tables.provinceCount() + 63) >>> 6];
            for (int d : destinations[i]) {
                destinationSets[i][d >>> 6] |= 1L << d;
            }
        }
        List<UnitOrders> all = new ArrayList<>();
        for (int i = 0; i < units.size(); i++) {
            Unit u = units.get(i);
            if (map.isNeutral(u.power())) {
                continue; // a neutral power's units hold unordered (they can still be supported)
            }
            UnitRef ref = ref(u);
            List<Order> orders = new ArrayList<>(32);
            orders.add(new Hold(ref));
            orders.addAll(moves.get(i));
            long[] reach = rules.reachable(OrderRules.typeCode(u.type()), u.location().index(), u.province().index());
            for (int j = 0; j < units.size(); j++) {
                int target = units.get(j).province().index();
                // a supporter must reach the province it supports into: skip units offering it none
                if (j != i && ((reach[target >>> 6] & 1L << target) != 0 || meet(reach, destinationSets[j]))) {
                    supports(u, ref, units.get(j), destinations[j], orders);
                }
            }
            convoys(u, ref, units, chains, orders);
            all.add(new UnitOrders(u.power(), u, orders));
        }
        return all;
    }

    /** @return whether two sets of provinces (bits of words) share one */
    private static boolean meet(long[] a, long[] b) {
        for (int w = 0; w < a.length; w++) {
            if ((a[w] & b[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Moves to the neighbours (coasts named for fleets), then by convoy to every province a convoy could reach. */
    private List<Move> moves(Unit u, FleetChains chains) {
        List<Move> list = new ArrayList<>();
        int type = OrderRules.typeCode(u.type());
        int loc = u.location().index();
        int p = u.province().index();
        for (Location l : neighbours(u)) {
            if (rules.move(type, loc, p, l.index(), chains) == null) {
                list.add(Move.to(ref(u), l));
            }
        }
        if (u.type() == UnitType.ARMY && chains.touchesAny(p)) {
            for (Province q : map.provinces()) {
                if (chains.possible(p, q.index()) && rules.move(type, loc, p, q.index(), chains) == null) {
                    list.add(new Move(ref(u), map.location(q), true));
                }
            }
        }
        return list;
    }

    /** @return the locations the unit could move to without a convoy, in the map's adjacency order */
    private List<Location> neighbours(Unit u) {
        if (u.type() == UnitType.FLEET) {
            return map.adjacency().fleetNeighbours(u.location());
        }
        List<Location> list = new ArrayList<>();
        for (Province q : map.adjacency().armyNeighbours(u.province())) {
            list.add(map.location(q));
        }
        return list;
    }

    /** @return the provinces the moves go to, each once, in the order of the moves */
    private int[] provincesMovedTo(List<Move> moves) {
        int[] provinces = new int[moves.size()];
        int count = 0;
        next:
        for (Move m : moves) {
            int p = m.to().province().index();
            for (int k = 0; k < count; k++) {
                if (provinces[k] == p) {
                    continue next;
                }
            }
            provinces[count++] = p;
        }
        return Arrays.copyOf(provinces, count);
    }

    /** Supports by the unit of the other unit: to hold, and of each move it has into a province (once each). */
    private void supports(Unit u, UnitRef ref, Unit other, int[] otherDestinations, List<Order> orders) {
        int type = OrderRules.typeCode(u.type());
        int loc = u.location().index();
        int p = u.province().index();
        int target = other.province().index();
        int targetType = OrderRules.typeCode(other.type());
        UnitRef supported = null;
        if (rules.supportHold(type, loc, p, target, targetType, targetType) == null) {
            supported = ref(other);
            orders.add(Support.hold(ref, supported));
        }
        for (int d : otherDestinations) {
            if (rules.supportMove(type, loc, p, target, targetType, targetType, d) == null) {
                supported = supported == null ? ref(other) : supported;
                orders.add(Support.move(ref, supported, map.location(map.provinces().get(d))));
            }
        }
    }

    /**
     * Convoys by the unit of every army to every destination; a refusal other than the route ends the army's turn.
     * Only armies and destinations the unit's group of fleets touches are offered: no route through it reaches the
     * others, and the other refusals do not depend on them.
     */
    private void convoys(Unit u, UnitRef ref, List<Unit> units, FleetChains chains, List<Order> orders) {
        int type = OrderRules.typeCode(u.type());
        int sea = u.province().index();
        for (Unit army : units) {
            int from = army.province().index();
            if (!chains.touches(sea, from) || map.isNeutral(army.power())) {
                continue;
            }
            int armyType = OrderRules.typeCode(army.type());
            for (Province d : map.provinces()) {
                if (!chains.touches(sea, d.index())) {
                    continue;
                }
                Reason why = rules.convoy(type, sea, from, armyType, armyType, d.index(), chains);
                if (why == null) {
                    orders.add(new Convoy(ref, ref(army), map.location(d)));
                } else if (why != Reason.CONVOY_NO_ROUTE) {
                    break;
                }
            }
        }
    }

    /**
     * Where a dislodged unit may retreat: the candidates it could move to without a convoy that {@link
     * OrderRules#retreat} allows, in the map's adjacency order.
     *
     * @param attackerFrom the attacker's province, or null when it came by convoy or is not known
     * @param occupied     whether a province (index) holds a unit after the movement
     * @param contested    whether a province (index) was left vacant by a standoff
     */
    public List<Location> retreats(Unit unit, Province attackerFrom, IntPredicate occupied, IntPredicate contested) {
        int type = OrderRules.typeCode(unit.type());
        int loc = unit.location().index();
        int attacker = attackerFrom == null ? -1 : attackerFrom.index();
        List<Location> options = new ArrayList<>();
        for (Location to : neighbours(unit)) {
            if (rules.retreat(type, loc, to.index(), attacker, occupied, contested) == null) {
                options.add(to);
            }
        }
        return options;
    }

    private List<UnitOrders> retreats(Position position) {
        IntPredicate occupied = p -> position.unitAt(map.provinces().get(p)) != null;
        IntPredicate contested = p -> position.contested().contains(map.provinces().get(p));
        List<UnitOrders> all = new ArrayList<>();
        for (DislodgedUnit d : position.dislodged()) {
            if (map.isNeutral(d.unit().power())) {
                continue; // unordered, a neutral power's dislodged unit is disbanded
            }
            List<Order> orders = new ArrayList<>();
            for (Location l : retreats(d.unit(), d.attackerFrom(), occupied, contested)) {
                orders.add(new Retreat(ref(d.unit()), l));
            }
            orders.add(new Disband(ref(d.unit())));
            all.add(new UnitOrders(d.unit().power(), d.unit(), orders));
        }
        return all;
    }

    private List<UnitOrders> adjustments(Position position) {
        List<UnitOrders> all = new ArrayList<>();
        for (Power power : map.powers()) {
            if (map.isNeutral(power)) {
                continue; // never builds; a removal it owes is made by civil disorder
            }
            int delta = OrderRules.adjustment(position, power);
            if (delta > 0) {
                List<Order> builds = new ArrayList<>();
                for (Province home : map.buildSites(power)) {
                    build(position, power, UnitType.ARMY, map.location(home), builds);
                    for (Location l : map.fleetLocations(home)) {
                        build(position, power, UnitType.FLEET, l, builds);
                    }
                }
                builds.add(new Waive());
                all.add(new UnitOrders(power, null, builds));
            } else if (delta < 0) {
                for (Unit u : position.unitsOf(power)) {
                    all.add(new UnitOrders(power, u, List.of(new Disband(ref(u)))));
                }
            }
        }
        return all;
    }

    private void build(Position position, Power power, UnitType type, Location at, List<Order> builds) {
        if (rules.build(position, power, type, at) == null) {
            builds.add(new Build(new UnitRef(type, at)));
        }
    }

    private static UnitRef ref(Unit u) {
        return new UnitRef(u.type(), u.location());
    }
}
