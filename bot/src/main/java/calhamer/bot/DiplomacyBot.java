package calhamer.bot;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.UnitRef;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.bot.evaluation.CentreInfluenceEvaluator;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.Weights;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.strategy.game.Evaluator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The no-press bot: a position and a power on any map in, orders for all the power's units out, with an
 * explanation. The orders come from the {@link BotMethod} that {@code options.method} names (registered in
 * {@link BotMethods}; by default the equilibrium search, {@code search}); the bot checks the map, the power and the
 * social-range matrix before, and after keeps every order one of the unit's legal orders (an illegal one, which a
 * method should never give, becomes a hold in movement phases and is dropped in the others, with a note) and writes
 * the explanation's common fields around the method's own report. The legal orders are listed before the method runs,
 * so that little work is left once its time guard has run out.
 *
 * <p>A decision is the same for the same position, power and options unless the time guard cuts it short (the
 * explanation says so). The evaluation is a per-power {@link Evaluator} (default {@link CentreInfluenceEvaluator}
 * with the paper's influence weights and decay), which methods read through the power's row of the social-range
 * matrix when the options give one. Thread-safe, as every method is.
 */
public final class DiplomacyBot {
    private final DiplomacyMap map;
    private final LegalOrders legal;
    private final BotMethods methods;

    /** A bot with the default evaluation and every registered method. */
    public DiplomacyBot(DiplomacyMap map) {
        this(new Adjudicator(map), new CentreInfluenceEvaluator(new IncrementalWorldEvaluator(map, Weights.PAPER,
                Decay.PAPER)));
    }

    /** A bot with the given per-power evaluation (players: the map's powers in order) and every registered method. */
    public DiplomacyBot(Adjudicator adjudicator, Evaluator<Position> values) {
        this(adjudicator, values, BotMethods.load());
    }

    /** A bot with the given evaluation and methods. */
    public DiplomacyBot(Adjudicator adjudicator, Evaluator<Position> values, BotMethods methods) {
        this.map = adjudicator.map();
        this.legal = new LegalOrders(adjudicator);
        this.methods = methods.forBot(new BotTools(adjudicator, values));
    }

    /** @return the map */
    public DiplomacyMap map() {
        return map;
    }

    /** @return the methods this bot decides with, by name */
    public BotMethods methods() {
        return methods;
    }

    /** The decision: orders as text and the explanation. */
    public BotDecision decide(Position position, Power power, BotOptions options) {
        return play(position, power, options).decision();
    }

    /**
     * The decision, its time guard counted from an earlier start (an offline command's: the JVM's start), so that
     * the whole of the caller's work keeps within the budget; the explanation's elapsed time counts from there too.
     *
     * @param startNanos when the caller's clock started ({@code System.nanoTime()}), at or before now
     */
    public BotDecision decide(Position position, Power power, BotOptions options, long startNanos) {
        return play(position, power, options, startNanos).decision();
    }

    /**
     * The orders of every unit of the power (retreat phases: its dislodged units; adjustment phases: its builds or
     * removals; nothing when it has nothing to do).
     *
     * @throws IllegalArgumentException when the position is on another map, the power is not on it, the options name
     *                                  no method of this bot or give a social-range matrix that does not fit the map
     */
    public BotMove play(Position position, Power power, BotOptions options) {
        return play(position, power, options, System.nanoTime());
    }

    /**
     * As {@link #play(Position, Power, BotOptions)}, the time guard counted from {@code startNanos}.
     *
     * @param startNanos when the caller's clock started ({@code System.nanoTime()}), at or before now
     */
    public BotMove play(Position position, Power power, BotOptions options, long startNanos) {
        long now = System.nanoTime();
        long start = startNanos - now > 0 ? now : startNanos;
        if (position.map() != map) {
            throw new IllegalArgumentException("the position is on map " + position.map().id() + ", the bot plays "
                    + map.id());
        }
        if (!map.hasPower(power)) {
            throw new IllegalArgumentException("unknown power '" + power + "' (map " + map.id() + " has "
                    + map.powerNames() + ")");
        }
        if (map.isNeutral(power)) {
            throw new IllegalArgumentException(power + " is neutral on map " + map.id()
                    + ": its units hold and it never builds, so it has no orders to choose");
        }
        BotOptions.checkSocial(map, options.social());
        BotMethod method = methods.get(options.method());
        Set<Order> allowed = legalOrders(position, power);
        BotMethod.Result result = method.decide(position, power, options, start);
        PhaseType type = position.phase().type();
        List<String> notes = new ArrayList<>(result.notes());
        List<Order> orders = legalOnly(type == PhaseType.MOVEMENT, allowed, result.orders(), notes);
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        // a decision over its time budget reached the limit, even if the method had nothing left to cut short
        boolean timeUp = result.timeLimitReached() || elapsed >= options.budget().timeMillis();
        Explanation explanation = new Explanation(type.name().toLowerCase(Locale.ROOT), options.depth(),
                result.cells(), options.budget(), elapsed, timeUp, notes, method.name(), result.report());
        BotDecision decision = new BotDecision(power.name(), position.phase().toString(),
                orders.stream().map(Order::toString).toList(), explanation);
        return new BotMove(orders, decision);
    }

    private Set<Order> legalOrders(Position position, Power power) {
        Set<Order> allowed = new HashSet<>();
        for (UnitOrders u : legal.of(position)) {
            if (u.power().equals(power)) {
                allowed.addAll(u.orders());
            }
        }
        return allowed;
    }

    /** @return the orders with any illegal one replaced by a hold (movement) or dropped (the others), noted */
    private static List<Order> legalOnly(boolean movement, Set<Order> allowed, List<Order> given, List<String> notes) {
        List<Order> orders = new ArrayList<>();
        for (Order o : given) {
            if (allowed.contains(o)) {
                orders.add(o);
            } else if (movement) {
                orders.add(new Hold(new UnitRef(o.unit().type(), o.unit().location())));
                notes.add("'" + o + "' is not legal here and was replaced by a hold");
            } else {
                notes.add("'" + o + "' is not legal here and was dropped");
            }
        }
        return orders;
    }
}
