package calhamer.wire.orders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderParser;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.io.BundledMaps;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The orders JSON form: reading, shape errors (every one named, a repeated power's last list counting), writing. */
class OrdersJsonTest {

    @Test
    void readsTheFormOfTheIssue() {
        Map<String, List<String>> orders = OrdersJson.read("{\"FRANCE\": [\"A PAR - BUR\", \"F BRE H\"]}");
        assertEquals(Map.of("FRANCE", List.of("A PAR - BUR", "F BRE H")), orders);
    }

    @Test
    void shapeProblemsAreNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OrdersJson.read("{\"FRANCE\": \"A PAR H\", \"ITALY\": [\"A ROM H\", 3]}"));
        assertTrue(e.getMessage().contains("orders.FRANCE: expected a list of orders"), e.getMessage());
        assertTrue(e.getMessage().contains("orders.ITALY[1]: expected an order as text, found 3"), e.getMessage());
        assertEquals("orders.FRANCE[0]: expected an order as text, found {\"a\":[1]}; orders.FRANCE[1]: expected an"
                + " order as text, found null", assertThrows(IllegalArgumentException.class,
                        () -> OrdersJson.read("{\"FRANCE\": [{\"a\": [1]}, null]}")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> OrdersJson.read("[]"));
        assertThrows(IllegalArgumentException.class, () -> OrdersJson.read("{"));
    }

    @Test
    void aPowerGivenTwiceKeepsItsFirstPlaceAndItsLastList() {
        assertEquals(List.of("FRANCE", "ITALY"), List.copyOf(OrdersJson.read("{\"FRANCE\": [1], \"ITALY\": [],"
                + " \"FRANCE\": [\"A PAR H\"]}").keySet()));
        assertEquals(Map.of("FRANCE", List.of()), OrdersJson.read("{\"FRANCE\": [\"A PAR H\"], \"FRANCE\": []}"));
        assertThrows(IllegalArgumentException.class, () -> OrdersJson.read("{\"FRANCE\": [], \"FRANCE\": [1]}"));
    }

    @Test
    void writesOrdersCanonically() {
        DiplomacyMap map = BundledMaps.load("standard");
        OrderParser parser = new OrderParser(map);
        Map<Power, List<Order>> orders = new LinkedHashMap<>();
        orders.put(map.power("FRANCE"), List.of(parser.parse("a par-bur"), parser.parse("F Brest Hold")));
        assertEquals("{\"FRANCE\":[\"A PAR - BUR\",\"F BRE H\"]}", OrdersJson.toTree(orders).toString());
    }
}
