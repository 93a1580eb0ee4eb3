package calhamer.bot.adapter;

import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Waive;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.bot.evaluation.OrderSet;
import calhamer.maps.Power;
import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * Diplomacy's {@code random}: one uniformly random legal order per unit (movement and retreats), random builds with
 * waives and random removals of what is due (adjustments), as {@link LegalOrders#random} draws them for every power
 * at once; builds short of what is due are padded with waives. O(units × legal orders per unit) per decision.
 *
 * <p>Given a random source of its own (the arena gives one per game), it draws once per position for every power
 * from it and hands each power its part, so the random players of a game share one stream and a draw does not
 * depend on how many of them there are; otherwise it draws from each decision's source. Not thread-safe with a
 * source of its own.
 */
final class RandomOrdersAgent implements Agent<Position, OrderSet> {
    private final DiplomacyGame game;
    private final LegalOrders legal;
    private final RandomGenerator own;
    private Position drawnFor;
    private Map<Power, List<Order>> drawn;

    /** @param own a random source for the whole game, or null to draw from each decision's */
    RandomOrdersAgent(DiplomacyGame game, RandomGenerator own) {
        this.game = game;
        this.legal = new LegalOrders(game.adjudicator());
        this.own = own;
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public OrderSet chooseMove(Game<Position, OrderSet> g, Position state, int player, Budget budget,
                               RandomGenerator random) {
        Power power = state.map().power(player);
        Map<Power, List<Order>> orders;
        if (own == null) {
            orders = legal.random(state, random);
        } else {
            if (drawnFor != state) {
                drawn = legal.random(state, own);
                drawnFor = state;
            }
            orders = drawn;
        }
        List<Order> chosen = new ArrayList<>(orders.getOrDefault(power, List.of()));
        if (state.phase().type() == PhaseType.ADJUSTMENT) {
            for (int due = OrderRules.adjustment(state, power); chosen.size() < due; ) {
                chosen.add(new Waive());
            }
        }
        return game.orderSet(state, power, chosen);
    }
}
