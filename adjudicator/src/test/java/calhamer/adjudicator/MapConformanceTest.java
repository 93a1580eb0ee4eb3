package calhamer.adjudicator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.GraphKind;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.Terrain;
import calhamer.maps.UnitType;
import calhamer.maps.io.BundledMaps;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random-play conformance on every bundled map (fixed seeds): thousands of phases of random legal orders (movement
 * with supports and convoys, retreats, adjustments) in which every generated order is accepted and adjudicated
 * without error, the centres and the victory follow the map's rules; and, on sampled positions and units, the legal
 * orders are exactly the orders the adjudicator accepts: every candidate order a unit could be given (hold, a move to
 * every location of the map, supports of every unit, convoys of every army; retreats to every location; builds
 * everywhere) is adjudicated alone and is legal exactly when it is neither invalid nor void for a reason other than
 * an unmatched support or convoy.
 */
class MapConformanceTest {
    /** Phases of random play per map. */
    private static final int PHASES = 2000;
    private static final Set<Reason> MATCHING_VOIDS = EnumSet.of(Reason.SUPPORT_NOT_MATCHED,
            Reason.CONVOY_NOT_MATCHED);

    static Stream<String> maps() {
        return BundledMaps.NAMES.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("maps")
    void randomPlayKeepsTheRulesOfTheMap(String name) {
        DiplomacyMap map = BundledMaps.load(name);
        Adjudicator adjudicator = new Adjudicator(map);
        LegalOrders legal = new LegalOrders(adjudicator);
        Random random = new Random(name.hashCode() * 31L + 2026);
        int phases = 0;
        int retreats = 0;
        int adjustments = 0;
        int checked = 0;
        while (phases < PHASES) {
            Position position = Position.start(map);
            int lastYear = map.start().year() + 12;
            while (phases < PHASES && position.phase().year() <= lastYear) {
                Map<Power, List<Order>> orders = legal.random(position, random, 0.6);
                if (phases % 97 == 13) {
                    checked += candidatesMatchLegalOrders(adjudicator, legal, position, random);
                }
                PhaseResult result = adjudicator.adjudicateOrders(position, orders, AdjudicationOptions.DEFAULT);
                for (OrderResult r : result.orders()) {
                    assertTrue(r.outcome() != Outcome.INVALID, name + " " + position.phase() + ": " + r);
                    if (r.outcome() == Outcome.VOID && position.phase().type() == PhaseType.MOVEMENT) {
                        assertTrue(MATCHING_VOIDS.contains(r.reason()), name + " " + position.phase() + ": " + r);
                    }
                }
                retreats += position.phase().type() == PhaseType.RETREAT ? 1 : 0;
                adjustments += position.phase().type() == PhaseType.ADJUSTMENT ? 1 : 0;
                checkCentresAndVictory(map, position, result);
                phases++;
                if (result.winner().isPresent()) {
                    break;
                }
                position = result.next();
            }
        }
        assertTrue(retreats > 0 && adjustments > 0, name + ": retreats " + retreats + ", adjustments "
                + adjustments);
        assertTrue(checked > 20, name + ": units checked against every candidate order: " + checked);
    }

    /** After adjustments no playing power has more units than centres, a neutral one never more than before. */
    private static void checkCentresAndVictory(DiplomacyMap map, Position before, PhaseResult result) {
        Position next = result.next();
        if (before.phase().type() == PhaseType.ADJUSTMENT) {
            for (Power p : map.powers()) {
                assertTrue(next.unitCount(p) <= Math.max(next.centerCount(p), 0),
                        map.id() + " " + p + " has " + next.unitCount(p) + " units on " + next.centerCount(p));
                if (map.isNeutral(p)) {
                    assertTrue(next.unitCount(p) <= before.unitCount(p), map.id() + ": neutral " + p + " built");
                }
            }
        }
        for (Power p : map.powers()) {
            boolean wins = next.centerCount(p) >= map.victoryThreshold();
            if (wins) {
                assertTrue(result.winner().isPresent(), map.id() + ": " + p + " has " + next.centerCount(p)
                        + " centres of " + map.victoryThreshold() + " and no winner was declared");
            }
        }
        result.winner().ifPresent(w -> assertTrue(next.centerCount(w) >= map.victoryThreshold()));
    }

    /**
     * For up to four units (or powers, in adjustments) of the position: the legal orders equal the candidates the
     * adjudicator accepts.
     *
     * @return how many units or powers were checked
     */
    private static int candidatesMatchLegalOrders(Adjudicator adjudicator, LegalOrders legal, Position position,
                                                  Random random) {
        DiplomacyMap map = position.map();
        List<LegalOrders.UnitOrders> all = new ArrayList<>(legal.of(position));
        java.util.Collections.shuffle(all, random);
        int checked = 0;
        for (LegalOrders.UnitOrders u : all.subList(0, Math.min(4, all.size()))) {
            Set<String> expected = normalised((position.phase().type() == PhaseType.ADJUSTMENT
                    ? all.stream().filter(o -> o.power().equals(u.power())).flatMap(o -> o.orders().stream())
                    : u.orders().stream()).map(Object::toString).toList());
            Set<String> accepted = new TreeSet<>();
            for (Candidate c : candidates(position, u)) {
                if (c.partners() == null ? accepted(adjudicator, position, u.power(), c.order(), null, null)
                        : c.partners().stream().anyMatch(partner -> accepted(adjudicator, position, u.power(),
                        c.order(), c.partnerPower(), partner))) {
                    accepted.add(c.order());
                }
            }
            assertEquals(expected, normalised(List.copyOf(accepted)), map.id() + " " + position.phase() + " "
                    + (u.unit() == null ? u.power() : u.unit()));
            checked++;
        }
        // neutral powers have nothing to order, and anything they order is refused
        for (Power p : map.powers()) {
            if (map.isNeutral(p)) {
                assertTrue(all.stream().noneMatch(u -> u.power().equals(p)));
            }
        }
        return checked;
    }

    /**
     * A candidate order and, for a support or convoy, the orders of the unit it names that it could match (it is
     * legal when it is accepted beside one of them that is itself accepted).
     */
    private record Candidate(String order, Power partnerPower, List<String> partners) {
        static Candidate alone(String order) {
            return new Candidate(order, null, null);
        }
    }

    /**
     * Whether the order is neither invalid nor void (nor is its partner), adjudicated alone or beside its partner; a
     * retreat, whether it is carried out alone.
     */
    private static boolean accepted(Adjudicator adjudicator, Position position, Power power, String order,
                                    Power partnerPower, String partner) {
        Map<String, List<String>> orders = new java.util.LinkedHashMap<>();
        orders.put(power.name(), new ArrayList<>(List.of(order)));
        if (partner != null && !partner.isEmpty()) {
            orders.computeIfAbsent(partnerPower.name(), k -> new ArrayList<>()).add(partner);
        }
        PhaseResult r = adjudicator.adjudicate(position, orders, AdjudicationOptions.DEFAULT);
        for (OrderResult o : r.orders()) {
            if (position.phase().type() == PhaseType.RETREAT) {
                // a retreat the rules forbid is not refused but disbands the unit
                return o.reason() == Reason.RETREATED || o.reason() == Reason.DISBANDED;
            }
            if (o.outcome() == Outcome.INVALID || o.outcome() == Outcome.VOID
                    && (partner != null || !MATCHING_VOIDS.contains(o.reason()))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Every order in canonical notation the unit (or, in adjustments, the power) could be given, most of them not
     * legal: moves to every location a unit of its kind stands on; supports of every unit, to hold or to move to every
     * province bordering the supporter; convoys of every army to every coastal province; retreats everywhere; builds
     * of both kinds everywhere.
     */
    private static List<Candidate> candidates(Position position, LegalOrders.UnitOrders u) {
        DiplomacyMap map = position.map();
        List<Candidate> out = new ArrayList<>();
        switch (position.phase().type()) {
            case MOVEMENT -> {
                String self = u.unit().toString();
                out.add(Candidate.alone(self + " H"));
                for (Location l : standable(map, u.unit().type())) {
                    out.add(Candidate.alone(self + " - " + l.id()));
                }
                for (Unit v : position.units()) {
                    if (v.equals(u.unit())) {
                        continue;
                    }
                    // a neutral power's unit holds unordered (the empty partner: no order at all)
                    out.add(new Candidate(self + " S " + v, v.power(), List.of(map.isNeutral(v.power()) ? ""
                            : v + " H")));
                    for (Province p : map.provinces()) {
                        if (p != v.province() && map.distance(GraphKind.BORDER, u.unit().location(),
                                map.location(p)).orElse(99) == 1) {
                            out.add(new Candidate(self + " S " + v + " - " + p.id(), v.power(), moves(map, v, p)));
                        }
                    }
                    if (u.unit().type() == UnitType.FLEET && v.type() == UnitType.ARMY) {
                        for (Province p : map.provinces()) {
                            if (p != v.province() && p.terrain() == Terrain.COASTAL) {
                                out.add(new Candidate(self + " C " + v + " - " + p.id(), v.power(),
                                        List.of(v + " - " + p.id() + " VIA")));
                            }
                        }
                    }
                }
            }
            case RETREAT -> {
                String self = u.unit().toString();
                out.add(Candidate.alone(self + " D"));
                for (Location l : standable(map, u.unit().type())) {
                    out.add(Candidate.alone(self + " R " + l.id()));
                }
            }
            case ADJUSTMENT -> {
                // all the power's orders: its builds and waive, or the removal of each of its units
                out.add(Candidate.alone("WAIVE"));
                for (UnitType type : UnitType.values()) {
                    for (Location l : standable(map, type)) {
                        out.add(Candidate.alone(type.letter() + " " + l.id() + " B"));
                    }
                }
                for (Unit v : position.unitsOf(u.power())) {
                    out.add(Candidate.alone(v + " D"));
                }
            }
        }
        return out;
    }

    /** The locations a unit of the kind may stand on, in canonical form (a fleet on a coast where there are some). */
    private static List<Location> standable(DiplomacyMap map, UnitType type) {
        List<Location> out = new ArrayList<>();
        for (Province p : map.provinces()) {
            if (type == UnitType.ARMY) {
                if (p.terrain().allowsArmy()) {
                    out.add(map.location(p));
                }
            } else {
                out.addAll(map.fleetLocations(p));
            }
        }
        return out;
    }

    /** The move orders of unit v into province p (one per coast for a fleet; by convoy too for an army). */
    private static List<String> moves(DiplomacyMap map, Unit v, Province p) {
        List<String> out = new ArrayList<>();
        if (v.type() == UnitType.ARMY) {
            out.add(v + " - " + p.id());
            out.add(v + " - " + p.id() + " VIA");
        } else {
            for (Location l : map.fleetLocations(p)) {
                out.add(v + " - " + l.id());
            }
        }
        return out;
    }

    /** Order texts without the optional {@code VIA} of a convoyed move. */
    private static Set<String> normalised(List<String> orders) {
        Set<String> out = new TreeSet<>();
        for (String o : orders) {
            out.add(o.endsWith(" VIA") ? o.substring(0, o.length() - 4) : o);
        }
        return out;
    }
}
