package calhamer.adjudicator;

import calhamer.adjudicator.adjustment.AdjustmentAdjudicator;
import calhamer.adjudicator.movement.MapTables;
import calhamer.adjudicator.movement.MovementAdjudicator;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderParser;
import calhamer.adjudicator.order.OrderSyntaxException;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.PositionRules;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.Dislodgement;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.result.Removal;
import calhamer.adjudicator.retreat.RetreatAdjudicator;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The adjudicator of one map: takes a position and the orders of its phase, judges every order, and returns what
 * happened and the next position ({@link PhaseResult}). The pipeline: a malformed position is refused as a whole,
 * every problem named ({@link PositionRules}); orders are read and accepted or refused one by one
 * ({@link OrderValidator}: an invalid order is recorded and treated as not given, or refuses the whole request under
 * {@link AdjudicationOptions#strict()}); the phase is adjudicated (movement by Kruijswijk's algorithm,
 * {@link calhamer.adjudicator.movement.MovementKernel}; retreats; adjustments); the game advances
 * ({@link PhaseProgression}).
 *
 * <p>Instances hold only the map's precomputed tables and are immutable and thread-safe. A call allocates its own
 * working arrays; for many phases per second use {@link calhamer.adjudicator.movement.MovementKernel} directly.
 */
public final class Adjudicator {
    private final DiplomacyMap map;
    private final MapTables tables;
    private final OrderParser parser;

    public Adjudicator(DiplomacyMap map) {
        this.map = map;
        this.tables = new MapTables(map);
        this.parser = new OrderParser(map);
    }

    /** @return the map */
    public DiplomacyMap map() {
        return map;
    }

    /** @return the map's precomputed tables (for {@link calhamer.adjudicator.movement.MovementKernel}) */
    public MapTables tables() {
        return tables;
    }

    /** @return the order parser of the map */
    public OrderParser parser() {
        return parser;
    }

    /** Adjudicates orders given as text (power → orders) under the default options. */
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
        if (position.map() != map) {
            throw new IllegalArgumentException("the position is on map " + position.map().id() + ", not " + map.id());
        }
        PositionRules.check(position);
        OrderValidator validator = new OrderValidator(position);
        orders.sort(Comparator.comparingInt((Given<T> g) -> g.rank()).thenComparing(Given::name));
        List<String> powers = new ArrayList<>(orders.size());
        for (Given<T> g : orders) {
            powers.add(g.name());
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
        return adjudicatePhase(position, validator, options, powers);
    }

    private PhaseResult adjudicatePhase(Position position, OrderValidator v, AdjudicationOptions options,
                                        List<String> powers) {
        List<OrderResult> results = new ArrayList<>(v.invalid());
        PhaseProgression.Step step;
        switch (position.phase().type()) {
            case MOVEMENT -> {
                MovementAdjudicator.Outcomes o = new MovementAdjudicator(tables)
                        .adjudicate(position, v.accepted(), options.edition());
                results.addAll(o.orders());
                step = PhaseProgression.afterMovement(position, o.units(), o.dislodged(), o.contested());
                return result(position, results, powers, o.dislodged(), o.contested(), step, List.of());
            }
            case RETREAT -> {
                RetreatAdjudicator.Outcomes o = new RetreatAdjudicator().adjudicate(position, v.accepted());
                results.addAll(o.orders());
                List<Unit> units = new ArrayList<>(position.units());
                units.addAll(o.retreated());
                step = PhaseProgression.afterRetreats(position, units);
                return result(position, results, powers, List.of(), Set.of(), step, o.removals());
            }
            default -> {
                AdjustmentAdjudicator.Outcomes o = new AdjustmentAdjudicator()
                        .adjudicate(position, v.accepted(), options.edition());
                results.addAll(o.orders());
                Position next = PhaseProgression.afterAdjustments(position, o.units());
                step = new PhaseProgression.Step(next, List.of(), List.of(), Optional.empty());
                return result(position, results, powers, List.of(), Set.of(), step, o.removals());
            }
        }
    }

    private static PhaseResult result(Position position, List<OrderResult> results, List<String> powers,
                                      List<Dislodgement> dislodged,
                                      Set<Province> contested, PhaseProgression.Step step,
                                      List<Removal> removals) {
        results.sort(Comparator.comparingInt((OrderResult r) -> powers.indexOf(r.power()))
                .thenComparingInt(OrderResult::index));
        List<Removal> all = new ArrayList<>(removals);
        all.addAll(step.removals());
        return new PhaseResult(position.phase(), results, dislodged, contested, all, step.changes(), step.winner(),
                step.next());
    }
}
