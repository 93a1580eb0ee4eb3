package calhamer.adjudicator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.InvalidPositionException;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.maps.Coast;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.UnitType;
import calhamer.maps.io.BundledMaps;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The adjudicator facade: orders judged one by one (each kind of invalid order with its reason, treated as not
 * given), the strict option, impossible orders adjudicated with their reason, pre-parsed orders.
 */
class AdjudicatorTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final Adjudicator ADJ = new Adjudicator(MAP);
    private static final Position START = Position.start(MAP);

    @Test
    void powersAreNamedInAnyCaseAndResultsKeepTheirOwnName() {
        Map<String, List<String>> orders = new LinkedHashMap<>();
        orders.put("france", List.of("A PAR - BUR"));
        orders.put("Germany", List.of("A MUN - BUR"));
        PhaseResult r = ADJ.adjudicate(START, orders, AdjudicationOptions.DEFAULT);
        assertEquals(List.of("FRANCE", "GERMANY"), r.orders().stream().filter(o -> o.order().endsWith("BUR"))
                .map(OrderResult::power).toList());
        assertEquals(List.of(Outcome.BOUNCED, Outcome.BOUNCED), r.orders().stream()
                .filter(o -> o.order().endsWith("BUR")).map(OrderResult::outcome).toList());
    }

    @ParameterizedTest(name = "[{index}] {0}: {1} {2}")
    @CsvSource(delimiter = '|', value = {
        "FRANCE | A PAR JUMPS BUR | UNREADABLE | 'JUMPS' is not an order word",
        "SPAIN | A MAD - LIS | UNKNOWN_POWER | SPAIN is not a power of this map",
        "FRANCE | A PIC - BEL | NO_SUCH_UNIT | there is no such unit in PIC",
        "FRANCE | A VIE - TYR | FOREIGN_UNIT | the unit in VIE belongs to another power",
        "FRANCE | F PAR - BUR | WRONG_UNIT_TYPE | the unit in PAR is not of the type the order names",
        "FRANCE | A PAR R BUR | WRONG_PHASE | retreat orders are not given in movement phases",
        "FRANCE | A PAR B | WRONG_PHASE | build orders are not given in movement phases",
        "FRANCE | WAIVE | WRONG_PHASE | waive orders are not given in movement phases"})
    void invalidOrdersAreRecordedAndNotGiven(String power, String order, Reason reason, String message) {
        PhaseResult r = ADJ.adjudicate(START, Map.of(power, List.of(order)));
        OrderResult result = r.orders().get(0);
        assertEquals(Outcome.INVALID, result.outcome());
        assertEquals(reason, result.reason());
        assertTrue(result.detail().contains(message), result.detail());
        assertEquals(0, result.index());
        assertEquals(START.units().size(), r.next().units().size());
        assertTrue(r.next().units().containsAll(START.units()), "every unit held");
    }

    @Test
    void aDuplicateOrderIsInvalidAndTheFirstCounts() {
        PhaseResult r = ADJ.adjudicate(START, Map.of("FRANCE", List.of("A PAR - BUR", "A PAR - PIC")));
        assertEquals(Outcome.SUCCEEDED, r.orders().get(0).outcome());
        assertEquals(Reason.DUPLICATE, r.orders().get(1).reason());
        assertEquals(1, r.orders().get(1).index());
        assertTrue(r.next().units().stream().anyMatch(u -> u.toString().equals("A BUR")));
    }

    @Test
    void supportsAreInvalidInRetreatPhasesAndUndislodgedUnitsCannotRetreat() {
        Position retreat = Boards.on(MAP, "S1901R").units("ITALY", "A TRI").units("AUSTRIA", "A SER")
                .dislodged("AUSTRIA", "F TRI", "VEN").position();
        PhaseResult r = ADJ.adjudicate(retreat, Map.of("AUSTRIA", List.of("A SER S F TRI - ALB", "A SER - BUD",
                "F TRI - ALB")));
        assertEquals(Reason.WRONG_PHASE, r.orders().get(0).reason());
        assertTrue(r.orders().get(0).detail().contains("support orders are not given in retreat phases"));
        assertEquals(Reason.NOT_DISLODGED, r.orders().get(1).reason());
        assertEquals(Reason.RETREATED, r.orders().get(2).reason());
        assertEquals("S1901R", r.phase().toString());
        assertEquals("F1901M", r.next().phase().toString());
    }

    @Test
    void strictRefusesTheWholeRequestNamingEveryInvalidOrder() {
        Map<String, List<String>> orders = new LinkedHashMap<>();
        orders.put("FRANCE", List.of("A PAR - BUR", "A PIC H", "F BRE S F XYZ"));
        OrdersRefusedException e = assertThrows(OrdersRefusedException.class,
                () -> ADJ.adjudicate(START, orders, AdjudicationOptions.DEFAULT.withStrict(true)));
        assertEquals(2, e.invalid().size());
        assertEquals(1, e.invalid().get(0).index());
        assertEquals(Reason.NO_SUCH_UNIT, e.invalid().get(0).reason());
        assertEquals(Reason.UNREADABLE, e.invalid().get(1).reason());
        PhaseResult lenient = ADJ.adjudicate(START, orders);
        assertEquals(Outcome.SUCCEEDED, lenient.orders().get(0).outcome());
    }

    @ParameterizedTest(name = "[{index}] {0} {1}")
    @CsvSource(delimiter = '|', value = {
        "ENGLAND | A LVP - IRI | ARMY_TO_SEA",
        "ENGLAND | A LVP - NWY | NOT_ADJACENT",
        "GERMANY | F KIE - MUN | FLEET_TO_INLAND",
        "GERMANY | F KIE - KIE | MOVE_TO_OWN_PROVINCE",
        "ITALY | F NAP - VEN | NOT_ADJACENT",
        "ITALY | A ROM S A VEN - TRI | SUPPORT_UNREACHABLE",
        "ITALY | A ROM S A VEN - ROM | SUPPORT_INTO_OWN_PROVINCE",
        "ITALY | A ROM S A ROM | SUPPORT_OWN_UNIT_SELF",
        "ITALY | A ROM S A APU | SUPPORT_NO_UNIT",
        "ITALY | A ROM S F VEN | SUPPORT_WRONG_TYPE",
        "ITALY | A ROM S A VEN - TUS | SUPPORT_NOT_MATCHED",
        "ENGLAND | F LON C A LVP - BEL | CONVOY_NOT_AT_SEA"})
    void impossibleOrdersAreVoidWithTheirReason(String power, String order, Reason reason) {
        PhaseResult r = ADJ.adjudicate(START, Map.of(power, List.of(order)));
        OrderResult result = r.orders().get(0);
        assertEquals(Outcome.VOID, result.outcome(), result.toString());
        assertEquals(reason, result.reason(), result.toString());
    }

    @Test
    void aFleetNamingACoastItCannotReachIsVoid() {
        Position p = Boards.on(MAP, "S1901M").units("FRANCE", "F MAR").position();
        OrderResult r = ADJ.adjudicate(p, Map.of("FRANCE", List.of("F MAR - SPA/NC"))).orders().get(0);
        assertEquals(Reason.COAST_UNREACHABLE, r.reason());
        OrderResult ok = ADJ.adjudicate(p, Map.of("FRANCE", List.of("F MAR - SPA"))).orders().get(0);
        assertEquals(Reason.MOVED, ok.reason(), "the one reachable coast is taken");
    }

    @Test
    void aSpringOpeningMovesBouncesAndSkipsTheRetreatPhase() {
        Map<String, List<String>> orders = new LinkedHashMap<>();
        orders.put("FRANCE", List.of("A PAR - BUR", "A MAR - SPA", "F BRE - MAO"));
        orders.put("GERMANY", List.of("A MUN - BUR", "A BER - KIE", "F KIE - DEN"));
        orders.put("ITALY", List.of("A VEN - TYR"));
        orders.put("AUSTRIA", List.of("A VIE - TYR"));
        PhaseResult r = ADJ.adjudicate(START, orders);
        assertEquals("AUSTRIA", r.orders().get(0).power(), "results come power by power in map order");
        List<OrderResult> france = r.ordersOf(MAP.power("FRANCE"));
        assertEquals(Reason.STANDOFF, france.get(0).reason());
        assertEquals(Reason.MOVED, france.get(1).reason());
        assertEquals(Reason.STANDOFF, r.ordersOf(MAP.power("GERMANY")).get(0).reason());
        assertEquals(Outcome.SUCCEEDED, r.ordersOf(MAP.power("GERMANY")).get(1).outcome(),
                "BER - KIE follows KIE - DEN");
        assertTrue(r.contested().contains(MAP.province("BUR")));
        assertTrue(r.contested().contains(MAP.province("TYR")));
        assertEquals("F1901M", r.next().phase().toString());
        assertTrue(r.dislodged().isEmpty());
    }

    @Test
    void preParsedOrdersGiveTheSameResultAsText() {
        Map<String, List<String>> text = Map.of("FRANCE", List.of("A PAR - BUR", "A MAR S A PAR - BUR"),
                "GERMANY", List.of("A MUN - BUR"));
        Map<Power, List<Order>> parsed = new LinkedHashMap<>();
        text.forEach((p, list) -> parsed.put(MAP.power(p), list.stream().map(ADJ.parser()::parse).toList()));
        PhaseResult a = ADJ.adjudicate(START, text);
        PhaseResult b = ADJ.adjudicateOrders(START, parsed, AdjudicationOptions.DEFAULT);
        assertEquals(a.next(), b.next());
        assertEquals(a.orders().stream().map(OrderResult::outcome).toList(),
                b.orders().stream().map(OrderResult::outcome).toList());
    }

    @Test
    void aMalformedPositionBuiltInCodeIsRefusedWithEveryProblemNamed() {
        Position bad = Position.of(MAP, Phase.parse("F1901R"), List.of(
                new Unit(MAP.power("FRANCE"), UnitType.FLEET, MAP.location(MAP.province("PAR"))),
                new Unit(MAP.power("ITALY"), UnitType.ARMY, MAP.location(MAP.province("SPA"), Coast.NC).orElseThrow())),
                Map.of(MAP.province("BUR"), MAP.power("FRANCE")), List.of(), Set.of());
        InvalidPositionException e = assertThrows(InvalidPositionException.class,
                () -> ADJ.adjudicate(bad, Map.of("FRANCE", List.of("F PAR H"))));
        assertEquals(List.of("units[0] FRANCE F PAR: a fleet cannot stand in the inland province PAR",
                "units[1] ITALY A SPA/NC: an army does not stand on a coast: write A SPA",
                "centers.BUR: BUR is not a supply centre",
                "dislodged: a retreat phase needs its dislodged units"),
                e.problems().stream().map(Object::toString).toList());
    }

    @Test
    void aUnitOrCentreOfAPowerOfAnotherMapIsRefused() {
        Power spain = new Power(7, "SPAIN");
        Power renamed = new Power(2, "FRANKREICH");
        assertThrows(IllegalArgumentException.class, () -> Position.of(MAP, Phase.parse("S1901M"),
                List.of(new Unit(spain, UnitType.ARMY, MAP.location(MAP.province("MAR")))), Map.of(), List.of(),
                Set.of()));
        assertThrows(IllegalArgumentException.class, () -> Position.of(MAP, Phase.parse("S1901M"), List.of(),
                Map.of(MAP.province("PAR"), renamed), List.of(), Set.of()));
    }

    @Test
    void aPositionOfAnotherMapIsRefused() {
        Position other = Position.start(BundledMaps.load("standard"));
        assertThrows(IllegalArgumentException.class, () -> ADJ.adjudicate(other, Map.of()));
    }
}
