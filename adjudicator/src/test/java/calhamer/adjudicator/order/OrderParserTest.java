package calhamer.adjudicator.order;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.RandomGames;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.UnitType;
import calhamer.maps.io.BundledMaps;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The order notation: canonical printing, round trips of every kind, the accepted variants, and unreadable orders. */
class OrderParserTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final OrderParser PARSER = new OrderParser(MAP);

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', value = {
        "A LON - BEL | A LON - BEL VIA",
        "A LON - BEL VIA | A LON - BEL VIA",
        "army london -> belgium | A LON - BEL VIA",
        "A LON - BEL via convoy | A LON - BEL VIA",
        "A LON - WAL | A LON - WAL",
        "A LON - WAL VIA | A LON - WAL VIA",
        "F LON - NTH | F LON - NTH"})
    void aMoveThatCanOnlyGoByConvoyIsWrittenWithViaWhetherOrNotItWasGiven(String text, String canonical) {
        Order order = PARSER.parse(text);
        assertEquals(canonical, order.toString());
        assertEquals(order, PARSER.parse(canonical));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"A VIE H", "A VIE - TYR", "A LON - NWY VIA", "F STP/SC - BOT", "F MAO - SPA/NC",
        "A TRI S A VIE - TYR", "A TRI S A VIE", "F NTH C A LON - NWY", "A MUN R BOH", "F SPA/NC R MAO", "A MUN D",
        "A PAR B", "F STP/NC B", "WAIVE", "A NWY S DEN - SWE", "PIC D", "F POR S F MAO - SPA/NC"})
    void canonicalOrdersRoundTrip(String text) {
        Order order = PARSER.parse(text);
        assertEquals(text, order.toString());
        assertEquals(order, PARSER.parse(order.toString()));
    }

    /**
     * Every legal order of random positions (movement, retreat and adjustment phases) reads back from its notation
     * as itself: the notation bots send, which the parser reads in one pass.
     */
    @Test
    void everyLegalOrderReadsBackFromItsNotation() {
        Adjudicator adjudicator = new Adjudicator(MAP);
        LegalOrders legal = new LegalOrders(adjudicator);
        int[] checked = {0};
        RandomGames.play(adjudicator, 20261122L, 4, 1905, 0.3, phase -> {
            List<Order> orders = new ArrayList<>();
            legal.of(phase.position()).forEach(u -> orders.addAll(u.orders()));
            phase.orders().values().forEach(orders::addAll);
            for (Order order : orders) {
                String text = order.toString();
                assertEquals(order, PARSER.parse(text), text);
                checked[0]++;
            }
        });
        assertTrue(checked[0] > 10_000, "orders checked: " + checked[0]);
    }

    @Test
    void everyKindIsReadAsItsRecord() {
        assertInstanceOf(Hold.class, PARSER.parse("A VIE H"));
        assertInstanceOf(Move.class, PARSER.parse("A VIE - TYR"));
        assertInstanceOf(Support.class, PARSER.parse("A TRI S A VIE"));
        assertInstanceOf(Convoy.class, PARSER.parse("F NTH C A LON - NWY"));
        assertInstanceOf(Retreat.class, PARSER.parse("A MUN R BOH"));
        assertInstanceOf(Disband.class, PARSER.parse("A MUN D"));
        assertInstanceOf(Build.class, PARSER.parse("A PAR B"));
        assertInstanceOf(Waive.class, PARSER.parse("WAIVE"));
        Support hold = (Support) PARSER.parse("A TRI S A VIE");
        assertTrue(hold.isHoldSupport());
        Move via = (Move) PARSER.parse("A LON - NWY VIA");
        assertTrue(via.viaConvoy());
        assertEquals(UnitType.FLEET, ((Build) PARSER.parse("F STP/NC B")).unit().type());
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
        "A vie-tyr | A VIE - TYR",
        "a vie -> tyr | A VIE - TYR",
        "A VIE => TYR | A VIE - TYR",
        "A Vienna - Tyrolia | A VIE - TYR",
        "F North Sea - Picardy | F NTH - PIC",
        "F Mid-Atlantic Ocean - Spain(nc) | F MAO - SPA/NC",
        "F mid-spa/nc | F MAO - SPA/NC",
        "F St Petersburg (south coast) - Gulf of Bothnia | F STP/SC - BOT",
        "F stp(sc) - gob | F STP/SC - BOT",
        "A TRI SUPPORT A VIE - TYR | A TRI S A VIE - TYR",
        "A tri supp a vie-tyr | A TRI S A VIE - TYR",
        "A Trieste Supports A Vienna - Tyrolia | A TRI S A VIE - TYR",
        "A TRI S A VIE H | A TRI S A VIE",
        "F NTH CONVOY A LON - NWY | F NTH C A LON - NWY",
        "F nth convoys A lon-nwy | F NTH C A LON - NWY",
        "A lon - nwy via convoy | A LON - NWY VIA",
        "A VIE HOLD | A VIE H",
        "A ven holds | A VEN H",
        "A MUN RETREAT BOH | A MUN R BOH",
        "A MUN DISBAND | A MUN D",
        "Remove A mun | A MUN D",
        "Remove gol | LYO D",
        "Build F stp/nc | F STP/NC B",
        "BUILD A par | A PAR B",
        "F stp/nc build | F STP/NC B",
        "waive | WAIVE",
        "A nwy S den - swe | A NWY S DEN - SWE"})
    void acceptedVariantsReadAsTheCanonicalOrder(String written, String canonical) {
        assertEquals(canonical, PARSER.parse(written).toString());
    }

    @ParameterizedTest(name = "[{index}] {0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "'' | the order is empty",
        "A XYZ H | 'XYZ' is not a province of map standard",
        "A VIE - XYZ | 'XYZ' is not a province of map standard (expected the destination of the move)",
        "F SPA/EC - MAO | SPA has no EC coast",
        "F SPA/QQ - MAO | 'QQ' is not a coast",
        "A VIE | expected what A VIE does",
        "A VIE JUMP TYR | 'JUMP' is not an order word",
        "A VIE - TYR NOW | unexpected 'NOW' at the end of the order",
        "PAR B | a build must say what it builds",
        "BUILD PAR | a build must say what it builds",
        "F NTH C A LON | a convoy must name the army's destination",
        "A TRI S A VIE TYR | expected '-' and a destination, or the end of the order",
        "A TRI S | expected a unit (A or F and a province) at the end of the order",
        "A VIE - | expected the destination of the move at the end of the order",
        "WAIVE A PAR | unexpected 'A PAR' at the end of the order"})
    void unreadableOrdersSayWhatIsWrong(String text, String message) {
        OrderSyntaxException e = assertThrows(OrderSyntaxException.class, () -> PARSER.parse(text));
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void recordsRefuseMissingParts() {
        assertThrows(IllegalArgumentException.class, () -> new Hold(null));
        assertThrows(IllegalArgumentException.class, () -> Move.to(unit("A VIE"), null));
        UnitRef untyped = new UnitRef(null, MAP.location(MAP.province("PAR")));
        assertThrows(IllegalArgumentException.class, () -> new Build(untyped));
    }

    private static UnitRef unit(String text) {
        return PARSER.parse(text + " H").unit();
    }
}
