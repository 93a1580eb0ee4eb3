package calhamer.bot.dumbbot;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.maps.Power;
import calhamer.bot.evaluation.OrderSet;
import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The DumbBot-class player ({@link DumbBot}) as a game-API agent named {@code dumbbot}. It ignores the budget (a
 * decision takes well under a millisecond) and draws its randomness from the source given: same seed, same orders.
 */
public final class DumbBotAgent implements Agent<Position, OrderSet> {
    private final DumbBot bot;

    public DumbBotAgent(DumbBot bot) {
        this.bot = bot;
    }

    @Override
    public String name() {
        return "dumbbot";
    }

    @Override
    public OrderSet chooseMove(Game<Position, OrderSet> game, Position state, int player, Budget budget,
                               RandomGenerator random) {
        Power power = state.map().power(player);
        List<Order> orders = bot.orders(state, power, random);
        return game.parseMove(state, player, String.join("; ", orders.stream().map(Order::toString).toList()));
    }
}
