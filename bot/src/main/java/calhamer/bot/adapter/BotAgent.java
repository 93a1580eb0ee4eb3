package calhamer.bot.adapter;

import calhamer.adjudicator.position.Position;
import calhamer.maps.Power;
import calhamer.bot.evaluation.OrderSet;
import calhamer.bot.BotBudget;
import calhamer.bot.BotDecision;
import calhamer.bot.BotOptions;
import calhamer.bot.DiplomacyBot;
import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import java.util.random.RandomGenerator;

/**
 * The order-choosing bot ({@link DiplomacyBot}) as a game-API agent: the budget's iterations become the bot's cell
 * budget and its time the bot's time guard (unlimited ones take the bot's defaults); the seed comes from the random
 * source, so the same seed gives the same orders.
 */
final class BotAgent implements Agent<Position, OrderSet> {
    private final DiplomacyBot bot;

    BotAgent(DiplomacyBot bot) {
        this.bot = bot;
    }

    /** The time guard of a budget that limits only iterations: far beyond what they take. */
    static final long UNGUARDED_MILLIS = 3_600_000;

    @Override
    public String name() {
        return "calhamer";
    }

    @Override
    public OrderSet chooseMove(Game<Position, OrderSet> game, Position state, int player, Budget budget,
                               RandomGenerator random) {
        Power power = state.map().power(player);
        long cells = budget.iterations() == Long.MAX_VALUE ? 0 : Math.max(100, budget.iterations());
        // a budget of iterations only is deterministic (the game API's promise): no time guard then, but an hour
        long millis = budget.isTimeLimited() ? Math.max(1, budget.time().toMillis())
                : cells > 0 ? UNGUARDED_MILLIS : 0;
        BotOptions options = BotOptions.defaults().withSeed(random.nextLong())
                .withBudget(new BotBudget(cells, millis));
        BotDecision decision = bot.decide(state, power, options);
        return game.parseMove(state, player, String.join("; ", decision.orders()));
    }
}
