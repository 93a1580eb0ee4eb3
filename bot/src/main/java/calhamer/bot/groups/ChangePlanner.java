package calhamer.bot.groups;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Disband;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Retreat;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.bot.Explanation;
import calhamer.bot.evaluation.AdjustmentSets;
import calhamer.bot.evaluation.OrderSet;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.maps.Power;
import calhamer.strategy.search.Interruption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Retreat and adjustment decisions, by evaluation: every combination of the power's retreats (no two into one
 * province) is scored by the position with the retreated units on the board, builds by the position with the built
 * units, and the best is played (ties: the first; for builds, the set closest to the DumbBot-class player's choice of
 * unit types). Removals go one at a time:
 * each time the unit whose removal leaves the best position. Other powers' units stay as they are.
 */
final class ChangePlanner {
    /**
     * Build sets whose values differ by less than this tie (the evaluation cannot tell an army from a fleet); the tie
     * goes to the set sharing the most builds with the DumbBot-class player's own choice, which values each unit
     * type by where it can go.
     */
    private static final double TIE = 1e-9;
    /** Retreat combinations scored at most; beyond, each unit retreats on its own. */
    private static final int MAX_COMBINATIONS = 4_096;

    private final MatrixContext ctx;

    ChangePlanner(MatrixContext ctx) {
        this.ctx = ctx;
    }

    /** The orders and the options weighed. */
    record Plan(List<Order> orders, List<Explanation.Choice> choices, long cells) {
    }

    Plan retreats(Position position, Power power, PayoffFunction payoff) {
        List<UnitOrders> own = ctx.legalOrders(position).stream().filter(u -> u.power().equals(power)).toList();
        long combinations = 1;
        for (UnitOrders u : own) {
            combinations *= u.orders().size();
        }
        if (own.isEmpty()) {
            return new Plan(List.of(), List.of(), 0);
        }
        if (combinations > MAX_COMBINATIONS) {
            List<Order> orders = new ArrayList<>();
            List<Explanation.Choice> choices = new ArrayList<>();
            long cells = 0;
            for (UnitOrders u : own) {
                Plan one = best(position, List.of(u), payoff);
                orders.addAll(one.orders());
                choices.addAll(one.choices());
                cells += one.cells();
            }
            return new Plan(orders, choices, cells);
        }
        return best(position, own, payoff);
    }

    private Plan best(Position position, List<UnitOrders> units, PayoffFunction payoff) {
        List<Explanation.Valued> options = new ArrayList<>();
        List<Order> best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        int[] choice = new int[units.size()];
        while (true) {
            Interruption.check("valuing retreats");
            List<Order> orders = new ArrayList<>();
            for (int i = 0; i < units.size(); i++) {
                orders.add(units.get(i).orders().get(choice[i]));
            }
            if (distinctRetreats(orders)) {
                List<Unit> board = new ArrayList<>(position.units());
                for (int i = 0; i < orders.size(); i++) {
                    if (orders.get(i) instanceof Retreat r) {
                        Unit u = units.get(i).unit();
                        board.add(new Unit(u.power(), u.type(), r.to()));
                    }
                }
                double value = payoff.payoff(after(position, board));
                options.add(new Explanation.Valued(new OrderSet(orders).notation(), value));
                if (value > bestValue) {
                    bestValue = value;
                    best = orders;
                }
            }
            int i = units.size() - 1;
            while (i >= 0 && ++choice[i] == units.get(i).orders().size()) {
                choice[i--] = 0;
            }
            if (i < 0) {
                break;
            }
        }
        String subject = units.size() == 1 ? units.get(0).unit().toString() : "retreats";
        return new Plan(best, List.of(new Explanation.Choice(subject, options, new OrderSet(best).notation())),
                options.size());
    }

    private static boolean distinctRetreats(List<Order> orders) {
        Set<Object> to = new HashSet<>();
        for (Order o : orders) {
            if (o instanceof Retreat r && !to.add(r.to().province())) {
                return false;
            }
        }
        return true;
    }

    Plan adjustments(Position position, Power power, PayoffFunction payoff) {
        int due = OrderRules.adjustment(position, power);
        List<UnitOrders> own = ctx.legalOrders(position).stream().filter(u -> u.power().equals(power)).toList();
        if (due == 0 || own.isEmpty()) {
            return new Plan(List.of(), List.of(), 0);
        }
        if (due > 0) {
            List<Explanation.Valued> options = new ArrayList<>();
            OrderSet best = null;
            double bestValue = Double.NEGATIVE_INFINITY;
            Set<Order> typed = new HashSet<>(ctx.dumbBot.orders(position, power, new SplittableRandom(0)));
            int bestTyped = -1;
            for (OrderSet set : AdjustmentSets.builds(own.get(0).orders(), due)) {
                List<Unit> board = new ArrayList<>(position.units());
                for (Order o : set.orders()) {
                    if (o instanceof Build b) {
                        board.add(new Unit(power, b.unit().type(), b.unit().location()));
                    }
                }
                double value = payoff.payoff(after(position, board));
                options.add(new Explanation.Valued(set.notation(), value));
                int shared = (int) set.orders().stream().filter(typed::contains).count();
                if (value > bestValue + TIE || value >= bestValue - TIE && shared > bestTyped) {
                    bestValue = Math.max(value, bestValue);
                    best = set;
                    bestTyped = shared;
                }
            }
            return new Plan(best.orders(), List.of(new Explanation.Choice("builds", options, best.notation())),
                    options.size());
        }
        List<Unit> board = new ArrayList<>(position.units());
        List<Order> removals = new ArrayList<>();
        List<Explanation.Choice> choices = new ArrayList<>();
        long cells = 0;
        for (int step = 0; step < -due; step++) {
            List<Explanation.Valued> options = new ArrayList<>();
            Unit best = null;
            double bestValue = Double.NEGATIVE_INFINITY;
            for (UnitOrders u : own) {
                if (!board.contains(u.unit())) {
                    continue;
                }
                List<Unit> without = new ArrayList<>(board);
                without.remove(u.unit());
                double value = payoff.payoff(after(position, without));
                cells++;
                options.add(new Explanation.Valued(u.orders().get(0).toString(), value));
                if (value > bestValue) {
                    bestValue = value;
                    best = u.unit();
                }
            }
            Unit removed = best;
            board.remove(removed);
            Order order = own.stream().filter(u -> u.unit().equals(removed)).findFirst().orElseThrow().orders()
                    .get(0);
            removals.add(order);
            choices.add(new Explanation.Choice("removal " + (step + 1) + " of " + -due, options, order.toString()));
        }
        removals.sort(java.util.Comparator.comparingInt(o -> ((Disband) o).unit().province().index()));
        return new Plan(removals, choices, cells);
    }

    private static Position after(Position position, List<Unit> units) {
        return Position.of(position.map(), position.phase(), units, position.centers(), List.of(), Set.of());
    }
}
