package calhamer.bot.adapter;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.maps.Power;
import calhamer.bot.BotBudget;
import calhamer.bot.BotMove;
import calhamer.bot.BotOptions;
import calhamer.bot.DiplomacyBot;
import calhamer.bot.PreviousPhase;
import calhamer.bot.equilibrium.SearchExplanation;
import calhamer.bot.evaluation.OrderSet;
import calhamer.bot.observer.PhaseObserver;
import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveObserver;
import calhamer.strategy.search.social.SocialLearner;
import calhamer.strategy.search.social.SocialRangeMatrix;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * The order-choosing bot ({@link DiplomacyBot}) as a game-API agent, with one of its methods (by name, or the
 * bot's default). The budget's iterations become the bot's cell budget and its time the bot's time guard (unlimited
 * ones take the bot's defaults), unless the agent has a time guard of its own ({@code timeMillis}: then its cells are
 * in proportion to it, {@link calhamer.bot.BotBudget}); the seed comes from the random source, so the same seed gives
 * the same orders. Watching play ({@link MoveObserver}), it remembers the last movement phase and tells the bot
 * (unless {@code memory} is off); with {@code learn} k &gt; 0 it also learns the social rows of the powers it does not
 * play from their last k movement phases (Wilson, Zuckerman and Nau's rule, {@link PhaseObserver}) and decides with
 * them, its own row selfish. Keeps what it saw: one instance per game. Not thread-safe.
 */
final class BotAgent implements Agent<Position, OrderSet>, MoveObserver<Position, OrderSet>, TimeGuarded,
        ModelsOthers {
    /** The time guard of a budget that limits only iterations: far beyond what they take. */
    static final long UNGUARDED_MILLIS = 3_600_000;

    private final String name;
    private final DiplomacyBot bot;
    private final BotOptions options;
    private final boolean memory;
    private final SocialLearner learner;
    private final PhaseObserver observer;
    private final long ownMillis;
    private final Set<Integer> played = new HashSet<>();
    private PreviousPhase previous;
    private boolean cutShort;
    private SearchExplanation lastSearch;

    /**
     * @param options  the method, depth and way of playing the equilibrium (seed, budget, previous phase and social
     *                 matrix are set per decision)
     * @param learner  the learning rule, or null for none
     * @param observer feeds the learner (null without one)
     * @param ownMillis the agent's own time guard per decision in place of the caller's budget, or 0
     */
    BotAgent(String name, DiplomacyBot bot, BotOptions options, boolean memory, SocialLearner learner,
             PhaseObserver observer, long ownMillis) {
        this.name = name;
        this.bot = bot;
        this.options = options;
        this.memory = memory;
        this.learner = learner;
        this.observer = observer;
        this.ownMillis = ownMillis;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public OrderSet chooseMove(Game<Position, OrderSet> game, Position state, int player, Budget budget,
                               RandomGenerator random) {
        Power power = state.map().power(player);
        long cells = ownMillis > 0 || budget.iterations() == Long.MAX_VALUE ? 0
                : Math.max(BotBudget.MIN_CELLS, budget.iterations());
        // a budget of iterations only is deterministic (the game API's promise): no time guard then, but an hour
        long millis = ownMillis > 0 ? ownMillis : budget.isTimeLimited() ? Math.max(1, budget.time().toMillis())
                : cells > 0 ? UNGUARDED_MILLIS : 0;
        BotOptions decision = options.withSeed(random.nextLong()).withBudget(new BotBudget(cells, millis))
                .withPrevious(memory ? previous : null);
        if (learner != null) {
            int n = state.map().powers().size();
            decision = decision.withSocial(learner.matrix().withRow(player, SocialRangeMatrix.identity(n)
                    .row(player)).toArray());
        }
        played.add(player);
        BotMove move = bot.play(state, power, decision);
        cutShort = move.decision().explanation().timeLimitReached();
        lastSearch = move.decision().explanation().search();
        return game.parseMove(state, player, String.join("; ", move.decision().orders()));
    }

    /** Remembers a movement phase; with a learner, learns from the powers this agent does not play. */
    @Override
    public void observe(Game<Position, OrderSet> game, Position before, JointMove<OrderSet> move, Position after) {
        if (before.phase().type() != PhaseType.MOVEMENT) {
            return;
        }
        Map<Power, List<Order>> all = new LinkedHashMap<>();
        Map<Power, List<Order>> others = new LinkedHashMap<>();
        move.moves().forEach((player, set) -> {
            Power power = before.map().power(player);
            all.put(power, set.orders());
            if (!played.contains(player)) {
                others.put(power, set.orders());
            }
        });
        previous = new PreviousPhase(before, all);
        if (learner != null) {
            observer.observe(learner, before, others);
        }
    }

    @Override
    public boolean lastDecisionCutShort() {
        return cutShort;
    }

    @Override
    public SearchExplanation lastSearch() {
        return lastSearch;
    }
}
