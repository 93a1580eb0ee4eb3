package calhamer.bot.adapter;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.order.Disband;
import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Waive;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.result.Removal;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.bot.evaluation.OrderSet;
import calhamer.maps.Power;
import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;

/**
 * Diplomacy's {@code hold}: the orders of a player who gives none, written out. Every unit holds, every dislodged
 * unit disbands, builds are waived, and removals are the units the civil disorder rule would take (found by
 * adjudicating the phase without orders). The arena's hold-only opponent; deterministic, ignores budget and seed.
 * O(units) per decision, a whole adjustment when units must go.
 */
final class HoldAgent implements Agent<Position, OrderSet> {
    private final DiplomacyGame game;
    private final LegalOrders legal;

    HoldAgent(DiplomacyGame game) {
        this.game = game;
        this.legal = new LegalOrders(game.adjudicator());
    }

    @Override
    public String name() {
        return "hold";
    }

    @Override
    public OrderSet chooseMove(Game<Position, OrderSet> g, Position state, int player, Budget budget,
                               RandomGenerator random) {
        Power power = state.map().power(player);
        List<UnitOrders> own = legal.of(state).stream().filter(u -> u.power().equals(power)).toList();
        List<Order> orders = new ArrayList<>();
        if (state.phase().type() != PhaseType.ADJUSTMENT) {
            Class<? extends Order> kind = state.phase().type() == PhaseType.MOVEMENT ? Hold.class : Disband.class;
            for (UnitOrders u : own) {
                orders.add(u.orders().stream().filter(kind::isInstance).findFirst().orElseThrow());
            }
        } else if (OrderRules.adjustment(state, power) > 0) {
            for (int due = OrderRules.adjustment(state, power); orders.size() < due; ) {
                orders.add(new Waive());
            }
        } else {
            Set<Unit> removed = game.adjudicate(state, Map.of())
                    .removals().stream().filter(r -> r.reason() == Reason.CIVIL_DISORDER).map(Removal::unit)
                    .collect(Collectors.toSet());
            for (UnitOrders u : own) {
                if (removed.contains(u.unit())) {
                    orders.add(u.orders().get(0));
                }
            }
        }
        return game.orderSet(state, power, orders);
    }
}
