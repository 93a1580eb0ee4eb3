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
     * Adjudicates orders given as text, power (upper case) → orders in the notation of {@link OrderParser}.
     *
     * @throws OrdersRefusedException under the strict option, when an order is invalid
     */
    public PhaseResult adjudicate(Position position, Map<String, List<String>> orders, AdjudicationOptions options) {
        return run(position, orders, options, parser::parse);
    }

    /** Adjudicates pre-parsed orders, power → orders. */
    public PhaseResult adjudicateOrders(Position position, Map<String, List<Order>> orders,
                                        AdjudicationOptions options) {
        return run(position, orders, options, order -> order);
    }

    private <T> PhaseResult run(Position position, Map<String, List<T>> orders, AdjudicationOptions options,
                                Function<T, Order> read) {
        if (position.map() != map) {
            throw new IllegalArgumentException("the position is on map " + position.map().id() + ", not " + map.id());
        }
        PositionRules.check(position);
        OrderValidator validator = new OrderValidator(position);
        List<String> powers = new ArrayList<>(orders.keySet());
        powers.sort(Comparator.comparingInt((String p) -> map.powers().contains(p) ? map.powers().indexOf(p)
                : Integer.MAX_VALUE).thenComparing(p -> p));
        for (String power : powers) {
            List<T> list = orders.get(power) == null ? List.of() : orders.get(power);
            for (int i = 0; i < list.size(); i++) {
                T given = list.get(i);
                String text = String.valueOf(given);
                if (!map.hasPower(power)) {
                    validator.unknownPower(power, i, text);
                } else if (given == null) {
                    validator.unreadable(power, i, text, "no order given");
                } else {
                    try {
                        validator.check(power, i, text, read.apply(given));
                    } catch (OrderSyntaxException e) {
                        validator.unreadable(power, i, text, e.getMessage());
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
