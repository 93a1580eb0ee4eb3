package calhamer.bot.equilibrium;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.engine.Rulebook;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.bot.dumbbot.DumbBot;
import calhamer.bot.dumbbot.DumbBotWeights;
import calhamer.bot.dumbbot.ProximityTables;
import calhamer.bot.PreviousPhase;
import calhamer.bot.evaluation.MapFixture;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The share of a power's remembered orders the blueprint would give: the weight of its anchor in the search. */
class BlueprintLikenessTest {
    static final MapFixture STANDARD = MapFixture.of("standard");
    static final Rulebook RULES = STANDARD.adjudicator().rulebook(Edition.RULES_2000);
    static final MapTables IX = RULES.tables();
    static final SearchWorkspace W = new SearchWorkspace(RULES, new ProximityTables(IX, DumbBotWeights.NORMAN),
            DumbBotWeights.NORMAN, SearchSettings.DEFAULT);

    static double[] likeness(Map<Power, List<Order>> orders) {
        return reading(STANDARD.start(), orders).likeness();
    }

    private static BlueprintLikeness.Reading reading(Position position, Map<Power, List<Order>> orders) {
        return BlueprintLikeness.of(IX, STANDARD.adjudicator().codec(), W, new PreviousPhase(position, orders),
                SearchSettings.DEFAULT, 5);
    }

    /** The Fall of 1901 with Russia's army in Galicia beside Rumania, which three of its units can reach. */
    private static final String RUMANIA = """
            {"phase": "F1901M", "units": {"RUSSIA": ["F BOT", "A GAL", "F SEV", "A UKR"], "TURKEY": ["F ANK",
             "A BUL", "A ARM"], "AUSTRIA": ["A VIE", "A SER", "F ALB"]},
             "centers": {"RUSSIA": ["MOS", "WAR", "SEV", "STP"], "TURKEY": ["CON", "SMY", "ANK"],
             "AUSTRIA": ["VIE", "BUD", "TRI"]}}""";

    /**
     * The DumbBot-class player's orders, supports included, are compared as the blueprints generate them: the unit
     * type a support names does not make them unlike (it once did, and every support counted as never drawn).
     */
    @Test
    void theDumbBotClassPlayersSupportsLookLikeItsDraws() {
        Position position = STANDARD.position(RUMANIA);
        DumbBot drawn = new DumbBot(STANDARD.adjudicator());
        Power russia = STANDARD.power("RUSSIA");
        SplittableRandom random = new SplittableRandom(3);
        int supports = 0;
        for (int t = 0; t < 10; t++) {
            List<Order> orders = drawn.orders(position, russia, random);
            supports += (int) orders.stream().filter(o -> o instanceof Support).count();
            BlueprintLikeness.Reading reading = reading(position, Map.of(russia, orders));
            assertEquals(0, reading.outside()[russia.index()], "outside its own draws: " + orders);
            assertTrue(reading.likeness()[russia.index()] > 0.5, "like the blueprint by "
                    + reading.likeness()[russia.index()] + ": " + orders);
        }
        assertTrue(supports >= 5, "the position asks for supports: " + supports);
    }

    @Test
    void thePowersThatPlayedAsTheBlueprintLookLikeIt() {
        DumbBot best = new DumbBot(RULES, DumbBotWeights.NORMAN.withAlternatives(0, 500));
        Map<Power, List<Order>> orders = new HashMap<>();
        for (Power power : STANDARD.map().powers()) {
            orders.put(power, best.orders(STANDARD.start(), power, new SplittableRandom(1)));
        }
        for (double share : likeness(orders)) {
            assertTrue(share > 0.85, "the blueprint's best orders look like it by " + share);
        }
    }

    /** Drawn DumbBot-class players look like the blueprint, and almost no order falls outside the player's draws. */
    @Test
    void theBlueprintsOwnDrawsLookLikeIt() {
        DumbBot drawn = new DumbBot(STANDARD.adjudicator());
        SplittableRandom random = new SplittableRandom(7);
        double[] mean = meanReading(() -> {
            Map<Power, List<Order>> orders = new HashMap<>();
            for (Power power : STANDARD.map().powers()) {
                orders.put(power, drawn.orders(STANDARD.start(), power, random));
            }
            return orders;
        });
        assertTrue(mean[0] > 0.8, "DumbBot-class players look like the blueprint by " + mean[0]);
        assertTrue(mean[1] < 0.03, "DumbBot-class orders outside its draws: " + mean[1]);
    }

    /** Uniformly random legal orders do not, and most fall outside the player's draws. */
    @Test
    void randomPlayersDoNot() {
        SplittableRandom random = new SplittableRandom(42);
        double[] mean = meanReading(() -> {
            Map<Power, List<Order>> orders = new HashMap<>();
            for (UnitOrders unit : new LegalOrders(STANDARD.adjudicator()).of(STANDARD.start())) {
                orders.computeIfAbsent(unit.power(), p -> new ArrayList<>())
                        .add(unit.orders().get(random.nextInt(unit.orders().size())));
            }
            return orders;
        });
        assertTrue(mean[0] < 0.3, "random legal orders look like the blueprint by " + mean[0]);
        assertTrue(mean[1] > 0.6, "random orders outside the player's draws: " + mean[1]);
    }

    /** @return over 20 trials of the orders given at the start and the 7 powers: the mean likeness and outside share */
    private static double[] meanReading(Supplier<Map<Power, List<Order>>> orders) {
        double[] sum = new double[2];
        int trials = 20;
        for (int t = 0; t < trials; t++) {
            BlueprintLikeness.Reading reading = reading(STANDARD.start(), orders.get());
            for (int p = 0; p < IX.powerCount(); p++) {
                sum[0] += reading.likeness()[p];
                sum[1] += reading.outside()[p];
            }
        }
        return new double[] {sum[0] / (trials * 7), sum[1] / (trials * 7)};
    }

    @Test
    void withoutMemoryNothingIsKnown() {
        BlueprintLikeness.Reading none = BlueprintLikeness.of(IX, STANDARD.adjudicator().codec(), W, null,
                SearchSettings.DEFAULT, 5);
        for (int p = 0; p < IX.powerCount(); p++) {
            assertTrue(Double.isNaN(none.likeness()[p]) && Double.isNaN(none.outside()[p]));
        }
    }
}
