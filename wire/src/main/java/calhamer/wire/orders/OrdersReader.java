package calhamer.wire.orders;

import calhamer.wire.FieldProblem;
import calhamer.wire.WireJson;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Reads the orders of {@link OrdersJson} from a token stream (the parser at the value's first token, afterwards at
 * its last), every shape problem named: not an object, a power's
 * orders not a list, an order not text. A power given twice keeps its first place and its last list (and only that
 * list's problems), as in a JSON tree. O(size of the orders).
 *
 * @param orders   power → orders as given
 * @param problems each problem ({@code orders.FRANCE[1]}: {@code expected an order as text, found 7}); empty when
 *                 none
 */
public record OrdersReader(Map<String, List<String>> orders, List<FieldProblem> problems) {

    /** Prints a value that is not text as a JSON tree does, for a problem that names it. */
    private static final class Trees {
        static final ObjectReader READER = WireJson.mapper().readerFor(JsonNode.class)
                .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    /**
     * @return the orders and their problems, without refusing them (the caller says where they were given)
     * @throws IOException when the tokens are not JSON
     */
    public static OrdersReader readAll(JsonParser p) throws IOException {
        Map<String, List<String>> orders = new LinkedHashMap<>();
        if (p.currentToken() != JsonToken.START_OBJECT) {
            p.skipChildren();
            return new OrdersReader(orders, List.of(new FieldProblem("orders", "expected an object of power → list "
                    + "of orders")));
        }
        Map<String, List<FieldProblem>> problems = null;
        for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
            String power = p.currentName();
            p.nextToken();
            List<String> list = new ArrayList<>();
            List<FieldProblem> wrong = List.of();
            if (p.currentToken() != JsonToken.START_ARRAY) {
                wrong = List.of(new FieldProblem("orders." + power, "expected a list of orders"));
                p.skipChildren();
            } else {
                int i = 0;
                for (JsonToken item = p.nextToken(); item != JsonToken.END_ARRAY; item = p.nextToken(), i++) {
                    if (item == JsonToken.VALUE_STRING) {
                        list.add(p.getText());
                    } else {
                        wrong = wrong.isEmpty() ? new ArrayList<>() : wrong;
                        wrong.add(new FieldProblem("orders." + power + "[" + i + "]", "expected an order as text, "
                                + "found " + Trees.READER.readValue(p)));
                    }
                }
            }
            orders.put(power, list);
            if (!wrong.isEmpty() || problems != null && problems.containsKey(power)) {
                problems = problems == null ? new LinkedHashMap<>() : problems;
                problems.put(power, wrong);
            }
        }
        return new OrdersReader(orders, flat(orders, problems));
    }

    /** @return the problems of the lists kept, in the order of their powers */
    private static List<FieldProblem> flat(Map<String, List<String>> orders,
                                           Map<String, List<FieldProblem>> problems) {
        if (problems == null) {
            return List.of();
        }
        List<FieldProblem> all = new ArrayList<>();
        for (String power : orders.keySet()) {
            all.addAll(problems.getOrDefault(power, List.of()));
        }
        return all;
    }

    /**
     * @return the orders
     * @throws IllegalArgumentException naming every shape problem
     */
    static OrdersReader read(JsonParser p) throws IOException {
        OrdersReader r = readAll(p);
        if (!r.problems.isEmpty()) {
            throw new IllegalArgumentException(r.problems.stream().map(f -> f.field() + ": " + f.message())
                    .collect(Collectors.joining("; ")));
        }
        return r;
    }
}
