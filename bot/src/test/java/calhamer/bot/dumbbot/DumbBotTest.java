package calhamer.bot.dumbbot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.bot.evaluation.MapFixture;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DumbBotTest {
    private final MapFixture standard = MapFixture.of("standard");
    private final DumbBot bot = new DumbBot(standard.adjudicator());
    private final LegalOrders legal = new LegalOrders(standard.adjudicator());

    @Test
    void selfPlayOrdersAreLegalOneAUnitAndNeverTwoIntoOneProvince() {
        int fleets = 0;
        int englishBuilds = 0;
        for (int seed = 1; seed <= 6; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Position p = standard.start();
            while (p.phase().year() < 1907) {
                Map<String, List<Order>> orders = new LinkedHashMap<>();
                for (String power : standard.map().powerNames()) {
                    List<Order> mine = bot.orders(p, standard.power(power), random);
                    Set<Order> allowed = new HashSet<>();
                    int units = 0;
                    for (UnitOrders u : legal.of(p)) {
                        if (u.power().name().equals(power)) {
                            allowed.addAll(u.orders());
                            units++;
                        }
                    }
                    assertTrue(allowed.containsAll(mine), power + " " + p.phase() + ": " + mine);
                    if (p.phase().type() != PhaseType.ADJUSTMENT) {
                        assertEquals(units, mine.size(), "one order per unit");
                    }
                    if (p.phase().type() == PhaseType.MOVEMENT) {
                        assertNoTwoIntoOne(p, power, mine);
                    }
                    for (Order o : mine) {
                        if (o instanceof Build b && power.equals("ENGLAND")) {
                            englishBuilds++;
                            fleets += b.unit().type() == UnitType.FLEET ? 1 : 0;
                        }
                    }
                    orders.put(power, mine);
                }
                p = standard.adjudicator().adjudicateOrders(p, byPower(orders), AdjudicationOptions.DEFAULT).next();
            }
        }
        assertTrue(englishBuilds > 0 && fleets * 2 >= englishBuilds, "England builds fleets: " + fleets + " of "
                + englishBuilds);
    }

    private static void assertNoTwoIntoOne(Position p, String power, List<Order> orders) {
        Set<Province> into = new HashSet<>();
        Set<Province> leaving = new HashSet<>();
        orders.forEach(o -> {
            if (o instanceof Move) {
                leaving.add(o.unit().province());
            }
        });
        for (Order o : orders) {
            if (o instanceof Move m) {
                assertTrue(into.add(m.to().province()), "two units into " + m.to() + ": " + orders);
                Unit there = p.unitAt(m.to().province());
                assertFalse(there != null && there.power().name().equals(power) && !leaving.contains(m.to().province()),
                        "a move into an own unit that stays: " + orders);
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameOrders() {
        Position start = standard.start();
        for (String power : standard.map().powerNames()) {
            Power p = standard.power(power);
            assertEquals(bot.orders(start, p, new SplittableRandom(3)), bot.orders(start, p, new SplittableRandom(3)));
        }
    }

    @Test
    void withoutAlternativesEveryUnitGoesToItsBestPlace() {
        DumbBot best = new DumbBot(standard.adjudicator().rulebook(Edition.RULES_2000),
                DumbBotWeights.NORMAN.withAlternatives(0, 500));
        List<String> turkey = best.orders(standard.start(), standard.power("TURKEY"), new SplittableRandom(1))
                .stream().map(Order::toString).toList();
        assertTrue(turkey.contains("A CON - BUL"), "the army next to the neutral Bulgaria takes it: " + turkey);
        List<String> germany = best.orders(standard.start(), standard.power("GERMANY"), new SplittableRandom(1))
                .stream().map(Order::toString).toList();
        assertTrue(germany.contains("F KIE - DEN") || germany.contains("F KIE - HOL"), germany.toString());
    }

    /**
     * The proximity tables against DumbBot's spreading done step by step as its description says: proximity[0] is a
     * centre's value on its locations, proximity[n] is (proximity[n−1] here + the neighbouring provinces'
     * proximity[n−1]) / 5, and a destination weights proximity[0..9] by the Spring weights.
     */
    @Test
    void proximityTablesEqualTheSpreadingStepByStep() {
        MapTables ix = bot.index();
        ProximityTables tables = bot.tables();
        int[] centres = ix.centres();
        double[] value = new double[centres.length];
        SplittableRandom random = new SplittableRandom(9);
        for (int i = 0; i < value.length; i++) {
            value[i] = random.nextInt(1000);
        }
        double[][] prox = new double[10][ix.locationCount()];
        for (int l = 0; l < ix.provinceCount(); l++) {
            for (int s = 0; s < centres.length; s++) {
                if (centres[s] == l && ix.armyCanStand(l)) {
                    prox[0][l] = value[s];
                }
            }
        }
        for (int n = 1; n < 10; n++) {
            for (int l = 0; l < ix.provinceCount(); l++) {
                if (!ix.armyCanStand(l)) {
                    continue;
                }
                double sum = prox[n - 1][l];
                for (int q : ix.next(OrderRules.ARMY, l)) {
                    sum += prox[n - 1][q];
                }
                prox[n][l] = sum / 5;
            }
        }
        double[] weights = DumbBotWeights.NORMAN.springProximity();
        for (String name : List.of("MUN", "BOH", "UKR", "PAR", "SIL")) {
            int l = standard.map().province(name).index();
            double expected = 0;
            for (int n = 0; n < 10; n++) {
                expected += weights[n] * prox[n][l];
            }
            assertEquals(expected, tables.value(ProximityTables.SPRING, OrderRules.ARMY, l, value), 1e-6 * expected,
                    name);
        }
    }

    /**
     * The proximities valued side by side are those valued one at a time, bit for bit: random centre values (negative
     * ones too), every kind and unit type, random lists of 0 to 11 locations (repeats allowed), seed 17.
     */
    @Test
    void proximitiesValuedSideBySideAreBitForBitThoseValuedOneAtATime() {
        MapTables ix = bot.index();
        ProximityTables tables = bot.tables();
        SplittableRandom random = new SplittableRandom(17);
        double[] value = new double[tables.centres()];
        int[] locations = new int[12];
        double[] out = new double[12];
        for (int trial = 0; trial < 500; trial++) {
            for (int s = 0; s < value.length; s++) {
                value[s] = random.nextDouble(-3000, 3000);
            }
            int kind = random.nextInt(4);
            int type = random.nextInt(2);
            int n = random.nextInt(locations.length);
            for (int i = 0; i < n; i++) {
                locations[i] = random.nextInt(ix.locationCount());
            }
            Arrays.fill(out, Double.NaN);
            tables.values(kind, type, locations, n, value, out);
            for (int i = 0; i < n; i++) {
                assertEquals(Double.doubleToRawLongBits(tables.value(kind, type, locations[i], value)),
                        Double.doubleToRawLongBits(out[i]), "trial " + trial + ", location " + i);
            }
            for (int i = n; i < out.length; i++) {
                assertTrue(Double.isNaN(out[i]), "nothing written past the list");
            }
        }
    }

    /**
     * A unit's destinations valued side by side are those valued one at a time, bit for bit, for every unit of every
     * power in every movement phase of a seeded self-play game to 1906.
     */
    @Test
    void destinationsValuedSideBySideAreThoseValuedOneAtATime() {
        MapTables ix = bot.index();
        BoardCodec codec = new BoardCodec(ix);
        Board board = new Board(ix);
        DumbBotValues values = new DumbBotValues(ix, bot.tables(), bot.weights());
        int[] locations = new int[ix.locationCount()];
        double[] out = new double[ix.locationCount()];
        SplittableRandom random = new SplittableRandom(23);
        Position p = standard.start();
        int checked = 0;
        while (p.phase().year() < 1906) {
            if (p.phase().type() == PhaseType.MOVEMENT) {
                codec.load(p, board);
                values.prepare(board);
                for (int q = 0; q < ix.provinceCount(); q++) {
                    int power = board.unitPower(q);
                    if (power < 0) {
                        continue;
                    }
                    int type = board.unitType(q);
                    int n = 0;
                    locations[n++] = board.unitLocation(q);
                    for (int l : ix.next(type, board.unitLocation(q))) {
                        locations[n++] = l;
                    }
                    values.destinations(power, type, locations, n, out);
                    String unit = p.phase() + " " + ix.map().provinces().get(q).name();
                    for (int i = 0; i < n; i++) {
                        assertEquals(Double.doubleToRawLongBits(values.destination(power, type, locations[i])),
                                Double.doubleToRawLongBits(out[i]), unit);
                        checked++;
                    }
                }
            }
            Map<String, List<Order>> orders = new LinkedHashMap<>();
            for (String power : standard.map().powerNames()) {
                orders.put(power, bot.orders(p, standard.power(power), random));
            }
            p = standard.adjudicator().adjudicateOrders(p, byPower(orders), AdjudicationOptions.DEFAULT).next();
        }
        assertTrue(checked > 500, "destinations checked: " + checked);
    }

    @Test
    void powersAreSizedByTheSquareFormula() {
        assertEquals(37, DumbBotWeights.NORMAN.size(3));
        assertEquals(16, DumbBotWeights.NORMAN.size(0));
        Board start = new BoardCodec(bot.index()).board(standard.start());
        DumbBotValues values = new DumbBotValues(bot.index(), bot.tables(), DumbBotWeights.NORMAN);
        values.prepare(start);
        int tri = standard.map().province("TRI").index();
        int vie = standard.map().province("VIE").index();
        int austria = standard.map().power("AUSTRIA").index();
        assertEquals(37, values.defenceValue(austria, tri), "Italy's A VEN (3 centres: 9 + 12 + 16) can enter Trieste");
        assertEquals(0, values.defenceValue(austria, vie), "no foreign unit can enter Vienna");
        assertEquals(1, values.competition(austria, tri));
        assertEquals(3, values.strength(austria, tri), "F TRI stands there, A VIE and A BUD can move in");
    }

    private Map<Power, List<Order>> byPower(Map<String, List<Order>> orders) {
        Map<Power, List<Order>> typed = new LinkedHashMap<>();
        orders.forEach((name, list) -> typed.put(standard.map().power(name), list));
        return typed;
    }
}
