package calhamer.bot.arena;

import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Season;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Counts, during one game, what the tested seats' orders did: bounces and moves bouncing three phases running,
 * two own units ordered into one province, builds and fleets built, centres lost at the end of a Fall after the own
 * unit on them moved away, decision times and time-guard hits. Not thread-safe (one per game). Public for players of
 * games other than the arena's own ({@link ArenaGames}).
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
    private int walkOffLosses;
    private Map<String, Integer> streaks = new HashMap<>();
    private final Map<Province, String> walkedOff = new HashMap<>();

    /** Records one tested decision: its phase type, its wall-clock time, whether the time guard cut it short. */
    public void decision(PhaseType type, long millis, boolean timeLimitReached) {
        (type == PhaseType.MOVEMENT ? movementMillis : otherMillis).add(millis);
        if (timeLimitReached) {
            timeLimitHits++;
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
            testedOrders.values().forEach(list -> list.forEach(o -> {
                if (o instanceof Build b) {
                    builds++;
                    if (b.unit().type() == UnitType.FLEET) {
                        fleets++;
                    }
                }
            }));
        }
        Position next = result.next();
        if (!walkedOff.isEmpty() && next.phase().type() != PhaseType.RETREAT) {
            walkedOff.forEach((centre, power) -> {
                if (next.owner(centre) == null || !power.equals(next.owner(centre).name())) {
                    walkOffLosses++;
                }
            });
            walkedOff.clear();
        }
    }

    private void movement(Position position, Map<String, List<Order>> testedOrders, PhaseResult result) {
        Map<String, Integer> now = new HashMap<>();
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
                if (orders.get(i) instanceof Move m && results.get(i).outcome() == Outcome.BOUNCED) {
                    bounced++;
                    String key = m.unit().province().id() + "-" + m.to().province().id();
                    int streak = streaks.getOrDefault(key, 0) + 1;
                    now.put(key, streak);
                    if (streak >= 3) {
                        repeated++;
                    }
                }
            }
            if (position.phase().season() == Season.FALL) {
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

    /** @return what the tested seats did, so far */
    public GameRecord.Play play() {
        return new GameRecord.Play(movementMillis, otherMillis, timeLimitHits, illegal, moves, bounced, repeated,
                selfBlocking, builds, fleets, walkOffLosses);
    }
}
