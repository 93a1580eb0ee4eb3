package calhamer.strategy.diplomacy.social;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.strategy.diplomacy.MovementSimulator;
import calhamer.strategy.game.Evaluator;
import calhamer.strategy.search.social.SocialLearner;
import java.util.List;
import java.util.Map;

/**
 * Feeds a {@link SocialLearner} from Diplomacy movement phases. All powers move at once, so the effect of one
 * power's move is isolated: its observed orders are adjudicated alone (every other unit holding) and the evaluation
 * of that outcome is compared with the evaluation of the outcome where nobody moves. Players are the map's powers in
 * order. O(powers) adjudications and evaluations per phase.
 */
public final class PhaseObserver {
    private final MovementSimulator simulator;
    private final Evaluator<Position> values;

    public PhaseObserver(MovementSimulator simulator, Evaluator<Position> values) {
        this.simulator = simulator;
        this.values = values;
    }

    /**
     * Records every listed power's move of a movement phase (other phases are ignored).
     *
     * @param position the position the orders were given in
     * @param orders   power → its orders (powers left out are not observed)
     */
    public void observe(SocialLearner learner, Position position, Map<String, List<Order>> orders) {
        if (position.phase().type() != PhaseType.MOVEMENT) {
            return;
        }
        MovementSimulator.Base base = simulator.base(position);
        double[] still = values.evaluate(simulator.outcome(base, List.of()));
        List<String> powers = position.map().powers();
        orders.forEach((power, list) -> {
            int player = powers.indexOf(power);
            if (player >= 0 && !list.isEmpty()) {
                List<OrderEntry> entries = simulator.entries(position, list);
                learner.observe(player, still, values.evaluate(simulator.outcome(base, entries)));
            }
        });
    }
}
