package calhamer.bot.groups;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.maps.Location;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.strategy.search.Interruption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Optimistic one-unit probes for narrowing: the value of the placement where one unit has carried out its move
 * (any unit of another power in the destination taken off the board) and every other unit stays; a hold, or a move
 * into a province held by a unit of the same power, is worth the placement where nothing moves. No adjudication: a
 * probe says where a unit would like to be, the payoff matrix says whether it gets there. O(U) plus one evaluation.
 */
final class Probe {
    private final Adjudicator adjudicator;
    private final Adjudicator.Prepared base;
    private final AtomicLong cells;

    Probe(Adjudicator adjudicator, Adjudicator.Prepared base, AtomicLong cells) {
        this.adjudicator = adjudicator;
        this.base = base;
        this.cells = cells;
    }

    /** @return the value of the unit's order to the payoff */
    double value(Unit unit, Order order, PayoffFunction payoff) {
        Interruption.check("probing orders");
        cells.incrementAndGet();
        return payoff.payoff(placement(unit, order));
    }

    /** @return the placement the order aims at */
    Position placement(Unit unit, Order order) {
        Position position = base.position();
        if (!(order instanceof Move m)) {
            return adjudicator.placed(base, position.units());
        }
        Location to = m.to();
        Unit there = position.unitAt(to.province());
        if (there != null && there.power().equals(unit.power())) {
            return adjudicator.placed(base, position.units());
        }
        List<Unit> units = new ArrayList<>(position.units().size());
        for (Unit u : position.units()) {
            if (u.equals(unit)) {
                units.add(new Unit(u.power(), u.type(), to));
            } else if (!u.province().equals(to.province())) {
                units.add(u);
            }
        }
        return adjudicator.placed(base, units);
    }
}
