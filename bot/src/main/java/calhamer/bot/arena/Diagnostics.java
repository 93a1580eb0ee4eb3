package calhamer.bot.arena;

import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Season;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.bot.equilibrium.SearchExplanation;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * Counts, during one game, what the tested seats' orders did: bounces and moves bouncing three phases running,
 * moves repeating one that bounced in both movement phases before with no more own support, two own units ordered
 * into one province, builds and fleets built, builds due but not made, centres held in a Fall and lost at its end
 * (and those lost after the own unit on them moved away), decision times and time-guard hits, and how well the
 * tested search's model of the other powers foretold their orders ({@link #predicted}). Not thread-safe (one
 * per game). Public for players of games other than the arena's own ({@link ArenaGames}).
 */
public final class Diagnostics {
    private final List<Long> movementMillis = new ArrayList<>();
    private final List<Long> otherMillis = new ArrayList<>();
    private int timeLimitHits;
    private int illegal;
    private int moves;
    private int bounced;
    private int repeated;
    private int selfBlocking;
    private int builds;
    private int fleets;
    private int buildsMissed;
    private int walkOffLosses;
    private int unsupportedRepeats;
    private int fallCentresHeld;
    private int fallCentresLost;
    private int predicted;
    private double predictedProbability;
    private int unmodelled;
    private Map<String, Streak> streaks = new HashMap<>();
    private final Map<Province, String> walkedOff = new HashMap<>();
    private final Map<Province, String> heldInFall = new HashMap<>();

    /** A move's bounces in the movement phases running up to now, and the own supports it had the last time. */
    private record Streak(int bounces, int supports) {
    }

    /** Records one tested decision: its phase type, its wall-clock time, whether the time guard cut it short. */
    public void decision(PhaseType type, long millis, boolean timeLimitReached) {
        (type == PhaseType.MOVEMENT ? movementMillis : otherMillis).add(millis);
        if (timeLimitReached) {
            timeLimitHits++;
        }
    }

    /**
     * Scores a tested movement decision's model of the other powers against the orders they then played: each order
     * another power gave gets the equilibrium probability of that power's candidate sets that give its unit the same
     * order (a unit a set leaves without an order holds); an order no candidate gives counts as unmodelled. A
     * measure of how well the search foretells its opponents, the quantity a better model of them raises.
     * O(orders · candidates · units).
     *
     * @param tested the tested power (its own candidates are not scored)
     * @param model  the decision's search explanation, or null (another method: nothing is scored)
     * @param played every power's orders in the phase
     * @param parse  reads a candidate set's orders, written as in the explanation, for a power
     */
    public void predicted(String tested, SearchExplanation model, Map<String, List<Order>> played,
                          BiFunction<String, String, List<Order>> parse) {
        if (model == null) {
            return;
        }
        for (SearchExplanation.PowerCandidates pc : model.powers()) {
            List<Order> given = played.get(pc.power());
            if (pc.power().equals(tested) || given == null || pc.candidates().isEmpty()) {
                continue;
            }
            List<Map<Province, Order>> sets = new ArrayList<>();
            for (SearchExplanation.CandidateReport c : pc.candidates()) {
                Map<Province, Order> byUnit = new HashMap<>();
                if (!c.orders().isBlank()) {
                    for (Order o : parse.apply(pc.power(), c.orders())) {
                        byUnit.put(o.unit().province(), o);
                    }
                }
                sets.add(byUnit);
            }
            for (Order o : given) {
                double probability = 0;
                boolean modelled = false;
                for (int i = 0; i < sets.size(); i++) {
                    Order there = sets.get(i).get(o.unit().province());
                    if (o.equals(there) || there == null && o instanceof Hold) {
                        probability += pc.candidates().get(i).probability();
                        modelled = true;
                    }
                }
                predicted++;
                predictedProbability += probability;
                unmodelled += modelled ? 0 : 1;
            }
        }
    }

    /** Records a phase: the tested powers' orders, the result, and the position it was played in. */
    public void phase(Position position, Map<String, List<Order>> testedOrders, PhaseResult result) {
        for (String power : testedOrders.keySet()) {
            for (OrderResult r : result.ordersOf(position.map().power(power))) {
                if (r.outcome() == Outcome.INVALID) {
                    illegal++;
                }
            }
        }
        if (position.phase().type() == PhaseType.MOVEMENT) {
            movement(position, testedOrders, result);
        } else if (position.phase().type() == PhaseType.ADJUSTMENT) {
            adjustment(position, testedOrders);
        }
        Position next = result.next();
        if (next.phase().type() != PhaseType.RETREAT) {
            walkedOff.forEach((centre, power) -> walkOffLosses += lost(next, centre, power) ? 1 : 0);
            walkedOff.clear();
            heldInFall.forEach((centre, power) -> fallCentresLost += lost(next, centre, power) ? 1 : 0);
            heldInFall.clear();
        }
    }

    private void adjustment(Position position, Map<String, List<Order>> testedOrders) {
        for (Map.Entry<String, List<Order>> e : testedOrders.entrySet()) {
            int made = 0;
            for (Order o : e.getValue()) {
                if (o instanceof Build b) {
                    made++;
                    if (b.unit().type() == UnitType.FLEET) {
                        fleets++;
                    }
                }
            }
            builds += made;
            buildsMissed += Math.max(0, OrderRules.adjustment(position, position.map().power(e.getKey())) - made);
        }
    }

    private static boolean lost(Position next, Province centre, String power) {
        return next.owner(centre) == null || !power.equals(next.owner(centre).name());
    }

    private void movement(Position position, Map<String, List<Order>> testedOrders, PhaseResult result) {
        Map<String, Streak> now = new HashMap<>();
        for (Map.Entry<String, List<Order>> e : testedOrders.entrySet()) {
            String power = e.getKey();
            List<Order> orders = e.getValue();
            Set<Province> into = new HashSet<>();
            Set<Province> leaving = new HashSet<>();
            boolean blocked = false;
            for (Order o : orders) {
                if (o instanceof Move m) {
                    moves++;
                    leaving.add(o.unit().province());
                    blocked |= !into.add(m.to().province());
                }
            }
            for (Province p : into) {
                Unit there = position.unitAt(p);
                blocked |= there != null && there.power().name().equals(power) && !leaving.contains(p);
            }
            if (blocked) {
                selfBlocking++;
            }
            List<OrderResult> results = result.ordersOf(position.map().power(power));
            for (int i = 0; i < orders.size() && i < results.size(); i++) {
                if (!(orders.get(i) instanceof Move m)) {
                    continue;
                }
                String key = m.unit().province().id() + "-" + m.to().province().id();
                Streak before = streaks.get(key);
                int supports = supports(orders, m);
                if (before != null && before.bounces() >= 2 && supports <= before.supports()) {
                    unsupportedRepeats++;
                }
                if (results.get(i).outcome() == Outcome.BOUNCED) {
                    bounced++;
                    int streak = before == null ? 1 : before.bounces() + 1;
                    now.put(key, new Streak(streak, supports));
                    if (streak >= 3) {
                        repeated++;
                    }
                }
            }
            if (position.phase().season() == Season.FALL) {
                for (Province centre : position.map().supplyCenters()) {
                    if (position.owner(centre) != null && power.equals(position.owner(centre).name())) {
                        heldInFall.put(centre, power);
                        fallCentresHeld++;
                    }
                }
                for (int i = 0; i < orders.size() && i < results.size(); i++) {
                    Province from = orders.get(i).unit().province();
                    if (orders.get(i) instanceof Move && results.get(i).outcome() == Outcome.SUCCEEDED
                            && from.supplyCenter() && position.owner(from) != null
                            && power.equals(position.owner(from).name())) {
                        walkedOff.put(from, power);
                    }
                }
            }
        }
        streaks = now;
    }

    /** @return the power's own supports of a move */
    private static int supports(List<Order> orders, Move m) {
        int n = 0;
        for (Order o : orders) {
            if (o instanceof Support s && !s.isHoldSupport() && s.supported().province() == m.unit().province()
                    && s.to().province() == m.to().province()) {
                n++;
            }
        }
        return n;
    }

    /** @return what the tested seats did, so far */
    public GameRecord.Play play() {
        return new GameRecord.Play(movementMillis, otherMillis, timeLimitHits, illegal, moves, bounced, repeated,
                selfBlocking, builds, fleets, walkOffLosses, unsupportedRepeats, fallCentresHeld, fallCentresLost,
                buildsMissed, predicted, predictedProbability, unmodelled);
    }
}
