package calhamer.wire.orders;

import calhamer.adjudicator.order.Order;
import calhamer.maps.Power;
import calhamer.wire.WireJson;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * The JSON form of the orders of one phase: power (upper case) → orders in the notation of
 * {@link calhamer.adjudicator.order.OrderParser}, e.g. {@code {"FRANCE": ["A PAR - BUR", "F BRE H"]}}. Only the shape
 * is checked here ({@link OrdersReader}, one reader for a token stream, text and a tree); each order is judged by
 * the adjudicator. O(size of the orders).
 */
public final class OrdersJson {
    private OrdersJson() {
    }

    /**
     * Reads orders from the value at the parser (its first token); afterwards the parser is at its last token.
     *
     * @return power → orders, in the order given (a power given twice: its last list, in its first place)
     * @throws IllegalArgumentException naming every shape problem
     * @throws IOException              when the tokens are not JSON
     */
    public static Map<String, List<String>> read(JsonParser p) throws IOException {
        return OrdersReader.read(p).orders();
    }

    /**
     * Reads orders from text.
     *
     * @throws IllegalArgumentException naming every shape problem, or that the text is not JSON
     */
    public static Map<String, List<String>> read(String json) {
        try (JsonParser p = WireJson.factory().createParser(json)) {
            p.nextToken();
            return read(p);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("orders: not valid JSON: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads orders from a JSON tree.
     *
     * @throws IllegalArgumentException naming every shape problem
     */
    public static Map<String, List<String>> read(JsonNode node) {
        if (node == null) {
            throw new IllegalArgumentException("orders: expected an object of power → list of orders");
        }
        try (JsonParser p = node.traverse()) {
            p.nextToken();
            return read(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);   // a tree is always JSON
        }
    }

    /** @return the JSON tree of orders, printed canonically */
    public static ObjectNode toTree(Map<Power, List<Order>> orders) {
        ObjectNode root = WireJson.mapper().createObjectNode();
        orders.forEach((power, list) -> list.forEach(o -> root.withArray(power.name()).add(o.toString())));
        return root;
    }
}
