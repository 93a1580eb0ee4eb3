package calhamer.bot;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.Weights;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.bot.evaluation.CentreInfluenceEvaluator;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.bot.equilibrium.MatrixCandidates;
import calhamer.bot.equilibrium.SearchBot;
import calhamer.bot.equilibrium.SearchExplanation;
import calhamer.bot.equilibrium.SearchOptions;
import calhamer.strategy.game.Evaluator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The no-press bot: a position and a power on any map in, orders for all the power's units out, with an
 * explanation. Movement phases: the power's units are narrowed to a few promising moves each, grouped by who can
 * interact, and each group plays the equilibrium of a payoff matrix against the opposing units that can reach it
 * (Utkin, "Influence Graphs", section VIII: order sets pruned as in the paper, dominated sets eliminated, saddle
 * point or mixed strategy); see {@link MovementPlanner}. Retreats and adjustments: the best option by evaluation
 * ({@link ChangePlanner}). The evaluation is a per-power {@link Evaluator} (default {@link CentreInfluenceEvaluator}
 * with the paper's influence weights and decay), read through the power's row of the social-range matrix when the
 * options give one.
 *
 * <p>Every order is one of the unit's legal orders ({@code LegalOrders}). The cell budget covers probes, rankings,
 * matrices and second plies; only the probes (one per hold or move of each unit considered) are spent whatever the
 * budget. A decision is the same for the same position, power and options unless the time guard cuts it short (the
 * explanation says so). Thread-safe; one decision uses the common fork-join pool to fill matrices.
 */
public final class DiplomacyBot {
    /** The search gives the matrix method one part in this many of its cells for its candidate. */
    private static final int MATRIX_CELLS_SHARE = 20;
    /** ... and one part in this many of its time. */
    private static final int MATRIX_TIME_SHARE = 10;

    private final BotContext ctx;
    private final MovementPlanner movement;
    private final ChangePlanner changes;
    private final SearchBot search;

    /** A bot with the default evaluation. */
    public DiplomacyBot(DiplomacyMap map) {
        this(new Adjudicator(map), new CentreInfluenceEvaluator(new IncrementalWorldEvaluator(map, Weights.PAPER,
                Decay.PAPER)));
    }

    /** A bot with the given per-power evaluation (players: the map's powers in order). */
    public DiplomacyBot(Adjudicator adjudicator, Evaluator<Position> values) {
        this.ctx = new BotContext(adjudicator, values);
        this.movement = new MovementPlanner(ctx);
        this.changes = new ChangePlanner(ctx);
        this.search = new SearchBot(adjudicator);
    }

    /** @return the map */
    public DiplomacyMap map() {
        return ctx.map;
    }

    /** The decision: orders as text and the explanation. */
    public BotDecision decide(Position position, Power power, BotOptions options) {
        return play(position, power, options).decision();
    }

    /**
     * The orders of every unit of the power (retreat phases: its dislodged units; adjustment phases: its builds or
     * removals; nothing when it has nothing to do).
     *
     * @throws IllegalArgumentException when the position is on another map or the power is not on it
     */
    public BotMove play(Position position, Power power, BotOptions options) {
        long start = System.nanoTime();
        if (position.map() != ctx.map) {
            throw new IllegalArgumentException("the position is on map " + position.map().id() + ", the bot plays "
                    + ctx.map.id());
        }
        if (!ctx.map.hasPower(power)) {
            throw new IllegalArgumentException("unknown power '" + power + "' (map " + ctx.map.id() + " has "
                    + ctx.map.powerNames() + ")");
        }
        PayoffFunction payoff = ctx.perceived(power, options.social());
        PhaseType type = position.phase().type();
        List<Order> orders;
        List<Explanation.Group> groups = List.of();
        List<Explanation.Choice> choices = List.of();
        List<String> notes = List.of();
        long cells;
        boolean timeUp = false;
        SearchExplanation searched = null;
        if (options.method() == BotMethod.SEARCH) {
            SearchBot.Decision d = search.decide(position, power.name(), new SearchOptions(options.seed(),
                    options.budget().cells(), options.budget().timeMillis(), options.playsMostProbable(),
                    options.previous(), options.edition()), start, matrixCandidates(options));
            orders = d.orders();
            notes = d.notes();
            cells = d.rollouts();
            timeUp = d.timeUp();
            searched = d.explanation();
        } else if (type == PhaseType.MOVEMENT) {
            MovementPlanner.Plan plan = movement.plan(position, power, options, new SplittableRandom(options.seed()),
                    start);
            orders = plan.orders();
            groups = plan.groups();
            notes = plan.notes();
            cells = plan.cells();
            timeUp = plan.timeLimitReached();
        } else {
            ChangePlanner.Plan plan = type == PhaseType.RETREAT ? changes.retreats(position, power, payoff)
                    : changes.adjustments(position, power, payoff);
            orders = plan.orders();
            choices = plan.choices();
            cells = plan.cells();
        }
        if (searched == null) {
            requireLegal(position, power, orders);
        }
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        Explanation explanation = new Explanation(type.name().toLowerCase(Locale.ROOT), options.depth(), groups,
                choices, cells, options.budget(), elapsed, timeUp, notes, options.method().label(), searched);
        BotDecision decision = new BotDecision(power.name(), position.phase().toString(),
                orders.stream().map(Order::toString).toList(), explanation);
        return new BotMove(orders, decision);
    }

    /**
     * The matrix method's orders as a candidate of the search: a twentieth of the cells and a tenth of the time, the
     * most probable set of each group's equilibrium.
     */
    private MatrixCandidates matrixCandidates(BotOptions options) {
        return (position, power) -> {
            BotOptions small = options.withMethod(BotMethod.MATRIX).withMostProbable(true).withBudget(new BotBudget(
                    Math.max(BotBudget.MIN_CELLS, options.budget().cells() / MATRIX_CELLS_SHARE),
                    Math.max(1, options.budget().timeMillis() / MATRIX_TIME_SHARE)));
            MovementPlanner.Plan plan = movement.plan(position, position.map().power(power), small, new SplittableRandom(options.seed()),
                    System.nanoTime());
            return new MatrixCandidates.Sets(List.of(plan.orders()), plan.timeLimitReached());
        };
    }

    private void requireLegal(Position position, Power power, List<Order> orders) {
        Set<Order> legal = new HashSet<>();
        for (UnitOrders u : ctx.legal.of(position)) {
            if (u.power().equals(power)) {
                legal.addAll(u.orders());
            }
        }
        for (Order o : orders) {
            if (!legal.contains(o)) {
                throw new IllegalStateException("the bot chose an order that is not legal: " + o);
            }
        }
    }
}
