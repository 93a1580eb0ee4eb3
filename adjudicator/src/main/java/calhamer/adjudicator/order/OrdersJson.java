package calhamer.adjudicator.order;

import calhamer.maps.Power;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON form of the orders of one phase: power (upper case) → orders in the notation of {@link OrderParser},
 * e.g. {@code {"FRANCE": ["A PAR - BUR", "F BRE H"]}}. Only the shape is checked here; each order is judged by the
 * adjudicator.
 */
public final class OrdersJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private OrdersJson() {
    }

    /**
     * Reads orders.
     *
     * @throws IllegalArgumentException naming every shape problem
     */
    public static Map<String, List<String>> read(String json) {
        try {
            return read(MAPPER.readTree(json));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("orders: not valid JSON: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * Reads orders from a JSON tree.
     *
     * @throws IllegalArgumentException naming every shape problem
     */
    public static Map<String, List<String>> read(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw new IllegalArgumentException("orders: expected an object of power → list of orders");
        }
        Map<String, List<String>> orders = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        node.fields().forEachRemaining(e -> {
            if (!e.getValue().isArray()) {
                problems.add("orders." + e.getKey() + ": expected a list of orders");
                return;
            }
            List<String> list = new ArrayList<>();
            for (int i = 0; i < e.getValue().size(); i++) {
                JsonNode o = e.getValue().get(i);
                if (o.isTextual()) {
                    list.add(o.asText());
                } else {
                    problems.add("orders." + e.getKey() + "[" + i + "]: expected an order as text, found " + o);
                }
            }
            orders.put(e.getKey(), list);
        });
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", problems));
        }
        return orders;
    }

    /** @return the JSON tree of orders, printed canonically */
    public static ObjectNode toTree(Map<Power, List<Order>> orders) {
        ObjectNode root = MAPPER.createObjectNode();
        orders.forEach((power, list) -> list.forEach(o -> root.withArray(power.name()).add(o.toString())));
        return root;
    }
}
