package calhamer.bot.observer;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.Edition;
import calhamer.maps.Power;
import calhamer.strategy.game.Evaluator;
import calhamer.strategy.search.social.SocialLearner;
import java.util.List;
import java.util.Map;

/**
 * Feeds a {@link SocialLearner} from Diplomacy movement phases. All powers move at once, so the effect of one
 * power's move is isolated: its observed orders are adjudicated alone (every other unit holding) and the evaluation
 * of that outcome is compared with the evaluation of the outcome where nobody moves. Players are the map's powers in
 * order. O(powers) adjudications (the adjudicator's fast mode) and evaluations per phase.
 */
public final class PhaseObserver {
    private final Adjudicator adjudicator;
    private final Evaluator<Position> values;
    private final Edition edition;

    /** Under the 2000 rules. */
    public PhaseObserver(Adjudicator adjudicator, Evaluator<Position> values) {
        this(adjudicator, values, Edition.RULES_2000);
    }

    /** @param edition the rules the observed game is played by */
    public PhaseObserver(Adjudicator adjudicator, Evaluator<Position> values, Edition edition) {
        this.adjudicator = adjudicator;
        this.values = values;
        this.edition = edition;
    }

    /**
     * Records every listed power's move of a movement phase (other phases are ignored).
     *
     * @param position the position the orders were given in
     * @param orders   power → its orders (powers left out are not observed)
     */
    public void observe(SocialLearner learner, Position position, Map<Power, List<Order>> orders) {
        if (position.phase().type() != PhaseType.MOVEMENT) {
            return;
        }
        Adjudicator.Prepared base = adjudicator.prepare(position, edition);
        double[] still = values.evaluate(adjudicator.outcome(base, List.of()));
        orders.forEach((power, list) -> {
            if (position.map().hasPower(power) && !list.isEmpty()) {
                List<OrderEntry> entries = adjudicator.entries(position, list);
                learner.observe(power.index(), still, values.evaluate(adjudicator.outcome(base, entries)));
            }
        });
    }
}
