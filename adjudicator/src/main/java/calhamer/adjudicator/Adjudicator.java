package calhamer.adjudicator;

import calhamer.adjudicator.adjustment.AdjustmentAdjudicator;
import calhamer.adjudicator.movement.MovementPhase;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.order.OrderParser;
import calhamer.adjudicator.order.OrderSyntaxException;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.PositionRules;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.Dislodgement;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.retreat.RetreatAdjudicator;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The one entry point to adjudication on one map. Full mode ({@link #adjudicate}, {@link #adjudicateOrders}): a
 * position and the orders of its phase in, what happened and the next position out ({@link PhaseResult}). The
 * pipeline reads top to bottom: a malformed position is refused as a whole, every problem named
 * ({@link PositionRules}); orders are read ({@link OrderParser}) and accepted or refused one by one
 * ({@link OrderValidator}: an invalid order is recorded and treated as not given, or refuses the whole request under
 * {@link AdjudicationOptions#strict()}); the phase is adjudicated (movement by the kernel, Kruijswijk's algorithm,
 * through a {@link MovementPhase}; retreats; adjustments), every order's legality by the rule of its kind
 * ({@link OrderRules}); the game advances ({@link PhaseProgression}).
 *
 * <p>Fast mode, for search ({@link #prepare}, {@link #outcome}): pre-parsed legal orders of a movement phase in, the
 * position to evaluate out, through the same kernel and the same order rules but without validation, results or
 * retreats: dislodged units are taken off, supply centres change hands after a Fall, and the phase moves on to the
 * next movement phase. A few microseconds per phase on the standard map.
 *
 * <p>Instances hold the map's precomputed tables and one kernel workspace per thread; they are thread-safe.
 */
public final class Adjudicator {
    private final DiplomacyMap map;
    private final OrderRules rules;
    private final OrderParser parser;
    private final LegalOrders legal;
    private final RetreatAdjudicator retreats;
    private final ThreadLocal<MovementPhase> movement;

    public Adjudicator(DiplomacyMap map) {
        this.map = map;
        MapTables tables = new MapTables(map);
        this.rules = new OrderRules(tables);
        this.parser = new OrderParser(map);
        this.legal = new LegalOrders(rules);
        this.retreats = new RetreatAdjudicator(rules);
        this.movement = ThreadLocal.withInitial(() -> new MovementPhase(tables));
    }

    /** @return the map */
    public DiplomacyMap map() {
        return map;
    }

    /** @return the order rules over the map's tables */
    public OrderRules rules() {
        return rules;
    }

    /** @return the order parser of the map */
    public OrderParser parser() {
        return parser;
    }

    /** Adjudicates orders given as text (power name → orders) under the default options. */
    public PhaseResult adjudicate(Position position, Map<String, List<String>> orders) {
        return adjudicate(position, orders, AdjudicationOptions.DEFAULT);
    }

    /**
     * Adjudicates orders given as text, power name (upper case) → orders in the notation of {@link OrderParser}: the
     * edge where text comes in, so powers are looked up by name here (an unknown name makes its orders invalid).
     *
     * @throws OrdersRefusedException under the strict option, when an order is invalid
     */
    public PhaseResult adjudicate(Position position, Map<String, List<String>> orders, AdjudicationOptions options) {
        List<Given<String>> given = new ArrayList<>();
        orders.forEach((name, list) -> given.add(new Given<>(name, map.findPower(name).orElse(null), list)));
        return run(position, given, options, parser::parse);
    }

    /** Adjudicates pre-parsed orders, power → orders. */
    public PhaseResult adjudicateOrders(Position position, Map<Power, List<Order>> orders,
                                        AdjudicationOptions options) {
        List<Given<Order>> given = new ArrayList<>();
        orders.forEach((power, list) -> given.add(new Given<>(power.name(), map.hasPower(power) ? power : null,
                list)));
        return run(position, given, options, order -> order);
    }

    /** One power's orders as given: its name, the power (null when the map has none of that name), the orders. */
    private record Given<T>(String name, Power power, List<T> orders) {
        int rank() {
            return power == null ? Integer.MAX_VALUE : power.index();
        }
    }

    private <T> PhaseResult run(Position position, List<Given<T>> orders, AdjudicationOptions options,
                                Function<T, Order> read) {
        requireOnMap(position);
        PositionRules.check(position);
        OrderValidator validator = new OrderValidator(position);
        orders.sort(Comparator.comparingInt((Given<T> g) -> g.rank()).thenComparing(Given::name));
        Map<String, Integer> rank = new HashMap<>();
        for (Given<T> g : orders) {
            rank.put(g.name(), rank.size());
            List<T> list = g.orders() == null ? List.of() : g.orders();
            for (int i = 0; i < list.size(); i++) {
                T order = list.get(i);
                String text = String.valueOf(order);
                if (g.power() == null) {
                    validator.unknownPower(g.name(), i, text);
                } else if (order == null) {
                    validator.unreadable(g.power(), i, text, "no order given");
                } else {
                    try {
                        validator.check(g.power(), i, text, read.apply(order));
                    } catch (OrderSyntaxException e) {
                        validator.unreadable(g.power(), i, text, e.getMessage());
                    }
                }
            }
        }
        if (options.strict() && !validator.invalid().isEmpty()) {
            throw new OrdersRefusedException(validator.invalid());
        }
        List<OrderResult> results = new ArrayList<>(validator.invalid());
        List<OrderEntry> accepted = validator.accepted();
        Comparator<OrderResult> byPower = Comparator.comparingInt((OrderResult r) -> rank.get(r.power()))
                .thenComparingInt(OrderResult::index);
        return switch (position.phase().type()) {
            case MOVEMENT -> movement(position, accepted, options.edition(), results, byPower);
            case RETREAT -> {
                RetreatAdjudicator.Outcomes o = retreats.adjudicate(position, accepted);
                results.addAll(o.orders());
                List<Unit> units = new ArrayList<>(position.units());
                units.addAll(o.retreated());
                yield PhaseProgression.afterRetreats(position, units).result(position, results, byPower, List.of(),
                        Set.of(), o.removals());
            }
            case ADJUSTMENT -> {
                AdjustmentAdjudicator.Outcomes o = new AdjustmentAdjudicator()
                        .adjudicate(position, accepted, options.edition());
                results.addAll(o.orders());
                yield PhaseProgression.adjusted(position, o.units()).result(position, results, byPower, List.of(),
                        Set.of(), o.removals());
            }
        };
    }

    /** A movement phase in full: every order's result, the dislodged units with their legal retreats, the next step. */
    private PhaseResult movement(Position position, List<OrderEntry> accepted, Edition edition,
                                 List<OrderResult> results, Comparator<OrderResult> order) {
        MovementPhase phase = movement.get();
        phase.resolve(position, edition, accepted);
        for (OrderEntry e : accepted) {
            results.add(phase.result(e));
        }
        List<Unit> after = phase.unitsAfter();
        Set<Province> contested = phase.contested();
        boolean[] occupied = new boolean[map.provinces().size()];
        after.forEach(u -> occupied[u.province().index()] = true);
        List<Dislodgement> dislodged = new ArrayList<>();
        for (Unit u : position.units()) {
            if (phase.dislodged(u)) {
                Province from = phase.attackerFrom(u);
                dislodged.add(new Dislodgement(u, from, legal.retreats(u, from, p -> occupied[p],
                        p -> contested.contains(map.provinces().get(p)))));
            }
        }
        return PhaseProgression.afterMovement(position, after, dislodged, contested)
                .result(position, results, order, dislodged, contested, List.of());
    }

    /**
     * A movement phase prepared for the fast mode.
     *
     * @param position the position (a movement phase)
     * @param centers  its supply-centre owners, read once (an identity map: the map's provinces are unique objects)
     * @param next     the phase of every outcome: the next movement phase
     * @param edition  the rules the phase is adjudicated under
     */
    public record Prepared(Position position, Map<Province, Power> centers, Phase next, Edition edition) {
    }

    /** Prepares a movement phase for the fast mode under the 2000 rules. */
    public Prepared prepare(Position position) {
        return prepare(position, Edition.RULES_2000);
    }

    /**
     * Prepares a movement phase for the fast mode.
     *
     * @throws IllegalArgumentException when the position is on another map or not in a movement phase
     */
    public Prepared prepare(Position position, Edition edition) {
        requireOnMap(position);
        if (position.phase().type() != PhaseType.MOVEMENT) {
            throw new IllegalArgumentException("the fast mode plays movement phases only, not " + position.phase());
        }
        return new Prepared(position, new IdentityHashMap<>(position.centers()), position.phase().nextMovement(),
                edition);
    }

    /**
     * The fast mode's entries of orders: each order with the unit it is given to (index: its place in the list).
     * Every order should be one of the unit's legal orders; what is not, the kernel voids.
     *
     * @throws IllegalArgumentException when an order names a province without a unit
     */
    public List<OrderEntry> entries(Position position, List<Order> orders) {
        List<OrderEntry> entries = new ArrayList<>(orders.size());
        for (Order o : orders) {
            Unit u = position.unitAt(o.unit().province());
            if (u == null) {
                throw new IllegalArgumentException("no unit in " + o.unit().province().id() + " for '" + o + "'");
            }
            entries.add(new OrderEntry(u.power(), entries.size(), null, o, u));
        }
        return entries;
    }

    /**
     * The fast mode: the outcome of the orders (the parts concatenated; units without an order hold) on this thread's
     * kernel: the units after the movement with dislodged units taken off, centres changed hands after a Fall, the
     * next movement phase. Allocation: the outcome position only.
     */
    @SafeVarargs
    public final Position outcome(Prepared base, List<OrderEntry>... parts) {
        MovementPhase phase = movement.get();
        phase.resolve(base.position(), base.edition(), parts);
        return placed(base, phase.unitsAfter());
    }

    /**
     * The outcome-like position of a placement of units chosen by the caller (for optimistic probes): the given units,
     * centres changed hands if the base is a Fall, the next movement phase.
     */
    public Position placed(Prepared base, List<Unit> units) {
        return PhaseProgression.afterMovementForSearch(base, units);
    }

    private void requireOnMap(Position position) {
        if (position.map() != map) {
            throw new IllegalArgumentException("the position is on map " + position.map().id() + ", not " + map.id());
        }
    }
}
