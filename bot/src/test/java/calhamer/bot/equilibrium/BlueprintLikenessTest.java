package calhamer.bot.equilibrium;

import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.engine.Rulebook;
import calhamer.adjudicator.order.Order;
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
import org.junit.jupiter.api.Test;

/** The share of a power's remembered orders the blueprint would give: the weight of its anchor in the search. */
class BlueprintLikenessTest {
    static final MapFixture STANDARD = MapFixture.of("standard");
    static final Rulebook RULES = STANDARD.adjudicator().rulebook(Edition.RULES_2000);
    static final MapTables IX = RULES.tables();
    static final SearchWorkspace W = new SearchWorkspace(RULES, new ProximityTables(IX, DumbBotWeights.NORMAN),
            DumbBotWeights.NORMAN, SearchSettings.DEFAULT);

    static double[] likeness(Map<Power, List<Order>> orders) {
        return BlueprintLikeness.of(IX, STANDARD.adjudicator().codec(), W, new PreviousPhase(STANDARD.start(),
                orders), 5);
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

    @Test
    void theBlueprintsOwnDrawsLookLikeIt() {
        DumbBot drawn = new DumbBot(STANDARD.adjudicator());
        SplittableRandom random = new SplittableRandom(7);
        double total = 0;
        int trials = 10;
        for (int t = 0; t < trials; t++) {
            Map<Power, List<Order>> orders = new HashMap<>();
            for (Power power : STANDARD.map().powers()) {
                orders.put(power, drawn.orders(STANDARD.start(), power, random));
            }
            for (double share : likeness(orders)) {
                total += share;
            }
        }
        double mean = total / (trials * 7);
        assertTrue(mean > 0.8, "DumbBot-class players look like the blueprint by " + mean);
    }

    @Test
    void randomPlayersDoNot() {
        Position start = STANDARD.start();
        SplittableRandom random = new SplittableRandom(42);
        double total = 0;
        int trials = 20;
        for (int t = 0; t < trials; t++) {
            Map<Power, List<Order>> orders = new HashMap<>();
            for (UnitOrders unit : new LegalOrders(STANDARD.adjudicator()).of(start)) {
                orders.computeIfAbsent(unit.power(), p -> new ArrayList<>())
                        .add(unit.orders().get(random.nextInt(unit.orders().size())));
            }
            for (double share : likeness(orders)) {
                total += share;
            }
        }
        double mean = total / (trials * 7);
        assertTrue(mean < 0.3, "random legal orders look like the blueprint by " + mean);
    }

    @Test
    void withoutMemoryNothingIsKnown() {
        double[] none = BlueprintLikeness.of(IX, STANDARD.adjudicator().codec(), W, null, 5);
        for (double share : none) {
            assertTrue(Double.isNaN(share));
        }
    }
}
