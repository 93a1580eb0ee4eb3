package calhamer.bot.ordersets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.order.Convoy;
import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.position.Position;
import calhamer.bot.evaluation.MapFixture;
import calhamer.bot.evaluation.OrderSet;
import calhamer.bot.evaluation.TimeGuard;
import calhamer.bot.evaluation.TimeGuardException;
import calhamer.bot.evaluation.UtkinOpenings;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OrderSetEnumeratorTest {
    private final MapFixture ag = MapFixture.of("austria-germany");
    private final MapFixture standard = MapFixture.of("standard");
    private final OrderSetEnumerator agEnumerator = new OrderSetEnumerator(ag.adjudicator());
    private final OrderSetEnumerator enumerator = new OrderSetEnumerator(standard.adjudicator());

    private static Set<Set<Order>> unordered(List<OrderSet> sets) {
        Set<Set<Order>> all = new HashSet<>();
        sets.forEach(s -> all.add(UtkinOpenings.unordered(s)));
        return all;
    }

    /** Utkin, "Influence Graphs", section VIII: Tables 1 and 2 are among the pruned candidates. */
    @Test
    void thePapersOpeningSetsAreAmongTheCandidates() {
        Set<Set<Order>> german = unordered(agEnumerator.enumerate(ag.start(), ag.power("GERMANY"),
                Pruning.paper()).sets());
        Set<Set<Order>> austrian = unordered(agEnumerator.enumerate(ag.start(), ag.power("AUSTRIA"),
                Pruning.paper()).sets());
        for (OrderSet g : ag.sets(UtkinOpenings.TABLE_1)) {
            assertTrue(german.contains(UtkinOpenings.unordered(g)), "Table 1 set " + g);
        }
        for (OrderSet a : ag.sets(UtkinOpenings.TABLE_2)) {
            assertTrue(austrian.contains(UtkinOpenings.unordered(a)), "Table 2 set " + a);
        }
    }

    /** The paper's own example of a collapsed set: A4's twin leads to the same positioning and is left out. */
    @Test
    void setsWithTheSamePlacementCollapseAsInThePaper() {
        Enumeration austria = agEnumerator.enumerate(ag.start(), ag.power("AUSTRIA"), Pruning.paper());
        assertFalse(unordered(austria.sets()).contains(UtkinOpenings.unordered(ag.set(UtkinOpenings.A4_TWIN))));
        assertTrue(austria.collapsed() > 0);
        Set<Set<String>> placements = new HashSet<>();
        for (OrderSet s : austria.sets()) {
            Set<String> placement = new HashSet<>();
            for (Order o : s.orders()) {
                placement.add(o instanceof Move m ? m.to().id() : o.unit().location().id());
            }
            assertEquals(3, placement.size(), "no two units end in one province: " + s);
            assertTrue(placements.add(placement), "placement repeated by " + s);
        }
    }

    @Test
    void everyKeptSetFollowsThePruningRules() {
        for (Power power : standard.map().powers()) {
            Position start = standard.start();
            Enumeration e = enumerator.enumerate(start, power, Pruning.paper());
            assertFalse(e.sets().isEmpty(), power.name());
            Map<Province, Set<Order>> legal = new HashMap<>();
            new LegalOrders(standard.adjudicator()).of(start)
                    .forEach(u -> legal.put(u.unit().province(), new HashSet<>(u.orders())));
            for (OrderSet s : e.sets()) {
                Map<Province, Order> byProvince = new HashMap<>();
                s.orders().forEach(o -> byProvince.put(o.unit().province(), o));
                assertEquals(start.unitsOf(power).size(), byProvince.size(), "one order per unit: " + s);
                for (Order o : s.orders()) {
                    assertTrue(legal.get(o.unit().province()).contains(o), "legal: " + o);
                    assertFalse(o instanceof Hold, "no idle hold: " + s);
                    if (o instanceof Support sup) {
                        Order supported = byProvince.get(sup.supported().province());
                        assertTrue(supported != null, "supports only own units of the set: " + s);
                        assertTrue(sup.isHoldSupport() ? !(supported instanceof Move)
                                : supported instanceof Move m && m.to().province().equals(sup.to().province()),
                                "the support matches: " + s);
                    }
                    if (o instanceof Move m && byProvince.get(m.to().province()) instanceof Move back) {
                        assertFalse(back.to().province().equals(o.unit().province()), "no swap: " + s);
                    }
                }
            }
            assertEquals(e.sets(), enumerator.enumerate(start, power, Pruning.paper()).sets(), "deterministic");
        }
    }

    /**
     * The time guard is checked inside the depth-first search (every 1,024 visits): Russia's 4 units with holds
     * visit far more, so a guard that has run out stops the enumeration; without a guard it completes.
     */
    @Test
    void theTimeGuardStopsTheEnumeration() {
        Position start = standard.start();
        TimeGuard out = TimeGuard.of(System.nanoTime(), 0);
        TimeGuardException e = assertThrows(TimeGuardException.class, () -> new OrderSetEnumerator(
                standard.adjudicator()).enumerate(start, standard.power("RUSSIA"), Pruning.withHolds().withGuard(out)));
        assertTrue(e.getMessage().contains("order-set enumeration"), e.getMessage());
        assertTrue(new OrderSetEnumerator(standard.adjudicator()).enumerate(start, standard.power("RUSSIA"), Pruning.withHolds())
                .visited() > 1_024);
    }

    @Test
    void circularMovesAreLeftOut() {
        Enumeration austria = agEnumerator.enumerate(ag.start(), ag.power("AUSTRIA"), Pruning.paper());
        assertTrue(austria.cycles() > 0);
        Set<Set<Order>> sets = unordered(austria.sets());
        assertFalse(sets.contains(UtkinOpenings.unordered(ag.set("A BUD - TRI; A TRI - VIE; A VIE - BUD"))));
        assertFalse(sets.contains(UtkinOpenings.unordered(ag.set("A BUD - VIE; A VIE - TRI; A TRI - BUD"))));
    }

    @Test
    void holdsOnlyWhenAskedFor() {
        OrderSet allHold = ag.set("A BUD H; A TRI H; A VIE H");
        assertFalse(agEnumerator.enumerate(ag.start(), ag.power("AUSTRIA"), Pruning.paper()).sets().contains(allHold));
        Enumeration withHolds = agEnumerator.enumerate(ag.start(), ag.power("AUSTRIA"), Pruning.withHolds());
        assertTrue(withHolds.sets().stream().anyMatch(s -> placementIsStart(s)), "the stay-put placement is kept");
        assertTrue(withHolds.sets().stream().flatMap(s -> s.orders().stream()).anyMatch(o -> o instanceof Hold));
        assertTrue(withHolds.sets().size() > agEnumerator.enumerate(ag.start(), ag.power("AUSTRIA"), Pruning.paper())
                .sets().size());
    }

    private static boolean placementIsStart(OrderSet s) {
        return s.orders().stream().noneMatch(o -> o instanceof Move);
    }

    @Test
    void alliedUnitsMayBeSupported() {
        Position start = standard.start();
        Power italy = standard.power("ITALY");
        boolean supportsItaly = enumerator.enumerate(start, standard.power("AUSTRIA"),
                Pruning.paper().withAllies(Set.of(italy))).sets().stream().flatMap(s -> s.orders().stream())
                .anyMatch(o -> o instanceof Support s && italy.equals(start.unitAt(s.supported().province())
                        .power()));
        assertTrue(supportsItaly);
        assertTrue(enumerator.enumerate(start, standard.power("AUSTRIA"), Pruning.paper()).sets().stream()
                .flatMap(s -> s.orders().stream()).noneMatch(o -> o instanceof Support s
                        && !standard.power("AUSTRIA").equals(start.unitAt(s.supported().province()).power())));
    }

    @Test
    void convoyedMovesNeedTheSetsOwnConvoy() {
        Position p = standard.position("""
                {"phase": "F1901M", "units": {"ENGLAND": ["A YOR", "F NTH"]}, "centers": {"ENGLAND": ["LON"]}}""");
        Enumeration e = enumerator.enumerate(p, standard.power("ENGLAND"), Pruning.paper());
        assertTrue(e.noConvoy() > 0);
        List<OrderSet> convoyed = e.sets().stream()
                .filter(s -> s.orders().stream().anyMatch(o -> o instanceof Move m && m.to().id().equals("NWY")
                        && o.unit().province().id().equals("YOR"))).toList();
        assertFalse(convoyed.isEmpty());
        for (OrderSet s : convoyed) {
            assertTrue(s.orders().stream().anyMatch(o -> o instanceof Convoy), "convoyed by its own fleet: " + s);
        }
    }

    @Test
    void theBudgetEndsTheSearchWithAClearError() {
        Position start = standard.start();
        EnumerationBudgetExceededException sets = assertThrows(EnumerationBudgetExceededException.class,
                () -> enumerator.enumerate(start, standard.power("RUSSIA"), Pruning.paper().withBudget(10, 1_000_000)));
        assertEquals("maxSets", sets.budget());
        assertTrue(sets.getMessage().contains("maxSets = 10"), sets.getMessage());
        EnumerationBudgetExceededException visits = assertThrows(EnumerationBudgetExceededException.class,
                () -> enumerator.enumerate(start, standard.power("RUSSIA"), Pruning.paper().withBudget(1_000_000, 50)));
        assertEquals("maxVisits", visits.budget());
        assertTrue(visits.getMessage().contains("maxVisits = 50"), visits.getMessage());
    }

    @Test
    void aBigPowerHitsTheDefaultBudgetInsteadOfRunningOn() {
        Position crowded = standard.position("""
                {"phase": "S1905M", "units": {"RUSSIA": ["A WAR", "A MOS", "F SEV", "F STP/SC", "A UKR", "A LVN",
                 "A GAL", "A PRU", "A SIL", "A BOH", "A RUM", "F BLA", "A FIN", "F BOT"]},
                 "centers": {"RUSSIA": ["WAR", "MOS", "SEV", "STP", "RUM", "SWE", "NWY", "BER", "VIE", "BUD", "TRI",
                 "ANK", "CON", "SMY"]}}""");
        assertThrows(EnumerationBudgetExceededException.class,
                () -> enumerator.enumerate(crowded, standard.power("RUSSIA"), Pruning.withHolds()));
    }

    @Test
    void refusesWhatItCannotEnumerate() {
        assertThrows(IllegalArgumentException.class,
                () -> enumerator.enumerate(standard.start(), new Power(7, "SPAIN"), Pruning.paper()));
        Position winter = standard.position("""
                {"phase": "W1901A", "units": {"ENGLAND": ["A YOR"]}, "centers": {"ENGLAND": ["LON", "EDI"]}}""");
        assertThrows(IllegalArgumentException.class,
                () -> enumerator.enumerate(winter, standard.power("ENGLAND"), Pruning.paper()));
        assertThrows(IllegalArgumentException.class, () -> enumerator.enumerate(standard.start(), List.of(),
                Pruning.paper()));
    }
}
