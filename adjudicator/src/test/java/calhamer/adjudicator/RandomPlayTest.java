package calhamer.adjudicator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.Dislodgement;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.io.BundledMaps;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Property tests over random games (fixed seeds): random legal orders are never invalid and only void for not
 * matching other orders; units are conserved; no province holds two units; results do not depend on the order in
 * which the orders are listed; positions survive a JSON round trip.
 */
class RandomPlayTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final Adjudicator ADJ = new Adjudicator(MAP);
    private static final LegalOrders LEGAL = new LegalOrders(ADJ);
    private static final Set<Reason> MATCHING_VOIDS = EnumSet.of(Reason.SUPPORT_NOT_MATCHED,
            Reason.CONVOY_NOT_MATCHED);

    @Test
    void randomGamesKeepEveryInvariant() {
        Random random = new Random(20240611L);
        int phases = 0;
        int dislodgements = 0;
        for (int game = 0; game < 12; game++) {
            Position position = Position.start(MAP);
            while (position.phase().year() < 1912) {
                Map<Power, List<Order>> orders = position.phase().type() == PhaseType.MOVEMENT
                        ? RandomGames.aggressive(LEGAL, position, random) : LEGAL.random(position, random);
                PhaseResult result = ADJ.adjudicateOrders(position, orders, AdjudicationOptions.DEFAULT);
                check(position, orders, result, random);
                dislodgements += result.dislodged().size();
                position = result.next();
                phases++;
            }
        }
        assertTrue(phases > 300, "phases played: " + phases);
        assertTrue(dislodgements > 50, "dislodgements seen: " + dislodgements);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"austria-germany", "france-germany"})
    void theSmallBundledMapsPlayToo(String name) {
        DiplomacyMap map = BundledMaps.load(name);
        Adjudicator adjudicator = new Adjudicator(map);
        LegalOrders legal = new LegalOrders(adjudicator);
        Random random = new Random(5);
        for (int game = 0; game < 5; game++) {
            Position position = Position.start(map);
            while (position.phase().year() < 1910) {
                PhaseResult r = adjudicator.adjudicateOrders(position, legal.random(position, random, 0.5),
                        AdjudicationOptions.DEFAULT);
                assertTrue(r.invalidOrders().isEmpty(), r.invalidOrders().toString());
                position = r.next();
                if (r.winner().isPresent()) {
                    assertTrue(position.centersOf(r.winner().get()).size() >= map.victoryThreshold());
                }
            }
        }
    }

    private static void check(Position before, Map<Power, List<Order>> orders, PhaseResult result, Random random) {
        for (OrderResult r : result.orders()) {
            assertNotEquals(Outcome.INVALID, r.outcome(), r.toString());
            if (r.outcome() == Outcome.VOID && before.phase().type() == PhaseType.MOVEMENT) {
                assertTrue(MATCHING_VOIDS.contains(r.reason()), r.toString());
            }
        }
        Position next = result.next();
        Set<Object> provinces = new HashSet<>();
        next.units().forEach(u -> assertTrue(provinces.add(u.province()), "two units in " + u.province()));
        if (before.phase().type() == PhaseType.MOVEMENT) {
            int after = next.phase().type() == PhaseType.RETREAT ? next.units().size() + next.dislodged().size()
                    : next.units().size();
            int destroyed = (int) result.dislodged().stream().filter(d -> d.retreats().isEmpty()).count();
            assertEquals(before.units().size(), after + destroyed);
            for (Dislodgement d : result.dislodged()) {
                Unit there = next.unitAt(d.unit().province());
                assertTrue(there != null && !there.power().equals(d.unit().power()), "dislodger of " + d);
            }
            assertEquals(result.next(), ADJ.adjudicateOrders(before, shuffled(orders, random),
                    AdjudicationOptions.DEFAULT).next(), "the listing order of orders does not matter");
        }
    }

    /**
     * Random orders that fight: half the units attack a foreign unit when they can, and most of the others support or
     * convoy what was chosen for someone else when they can.
     */
    private static Map<Power, List<Order>> shuffled(Map<Power, List<Order>> orders, Random random) {
        List<Power> powers = new ArrayList<>(orders.keySet());
        Collections.shuffle(powers, random);
        Map<Power, List<Order>> copy = new LinkedHashMap<>();
        for (Power p : powers) {
            List<Order> list = new ArrayList<>(orders.get(p));
            Collections.shuffle(list, random);
            copy.put(p, list);
        }
        return copy;
    }
}
