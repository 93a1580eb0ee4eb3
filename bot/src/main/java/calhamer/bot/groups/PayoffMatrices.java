package calhamer.bot.groups;

import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.bot.BotMethod;
import calhamer.bot.BotOptions;
import calhamer.bot.BotTools;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.maps.Power;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The payoff-matrix method, {@code matrix}: movement orders by the depth-1 (or 2) payoff matrices of the power's
 * unit groups against the opposing units that can reach them (Utkin, "Influence Graphs", section VIII: order sets
 * pruned as in the paper, dominated sets eliminated, saddle point or mixed strategy; {@link GroupPlanner}), the
 * equilibrium's set drawn with the seed unless the options ask for the most probable one; retreats and adjustments
 * by evaluation ({@link ChangePlanner}). The cell budget covers probes, rankings, matrices and second plies; only
 * the probes (one per hold or move of each unit considered) are spent whatever the budget. Thread-safe.
 */
public final class PayoffMatrices implements BotMethod {
    private final MatrixContext ctx;
    private final GroupPlanner movement;
    private final ChangePlanner changes;

    /** The registered method ({@link java.util.ServiceLoader}); each bot decides with {@link #forBot}'s instance. */
    public PayoffMatrices() {
        this.ctx = null;
        this.movement = null;
        this.changes = null;
    }

    private PayoffMatrices(MatrixContext ctx) {
        this.ctx = ctx;
        this.movement = new GroupPlanner(ctx);
        this.changes = new ChangePlanner(ctx);
    }

    @Override
    public String name() {
        return "matrix";
    }

    @Override
    public String description() {
        return "the bot's payoff matrices of unit groups against their neighbours (Utkin, VIII)";
    }

    @Override
    public BotMethod forBot(BotTools tools) {
        return new PayoffMatrices(MatrixContext.of(tools));
    }

    @Override
    public Result decide(Position position, Power power, BotOptions options, long startNanos) {
        Objects.requireNonNull(ctx, "the registered instance decides nothing: use forBot");
        PhaseType type = position.phase().type();
        if (type == PhaseType.MOVEMENT) {
            GroupPlanner.Plan plan = movement.plan(position, power, options, new SplittableRandom(options.seed()),
                    startNanos);
            return new Result(plan.orders(), new MatrixExplanation(plan.groups(), List.of()), plan.cells(),
                    plan.timeLimitReached(), plan.notes());
        }
        PayoffFunction payoff = ctx.perceived(power, options.social());
        ChangePlanner.Plan plan = type == PhaseType.RETREAT ? changes.retreats(position, power, payoff)
                : changes.adjustments(position, power, payoff);
        return new Result(plan.orders(), new MatrixExplanation(List.of(), plan.choices()), plan.cells(), false,
                List.of());
    }
}
