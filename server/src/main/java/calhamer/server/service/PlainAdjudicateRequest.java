package calhamer.server.service;

import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.PositionJson;
import calhamer.maps.DiplomacyMap;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The body of {@code POST /maps/{id}/adjudicate} in its plain form, read straight from its bytes without a JSON tree:
 * {@code {"position": {...}, "orders": {"POWER": ["order", ...], ...}}} and nothing else (no options, no map), each
 * key once, a plain position ({@link PositionJson#readPlain}). {@link #read} gives null for every other body, which
 * the caller then reads as {@link AdjudicationService.AdjudicateRequest} through the mapper, so that every
 * malformed, odd or invalid body is answered (and refused) exactly as before; a plain body gets the same answer both
 * ways ({@code FastEndpointsTest} compares with Jersey's path, which reads trees). Reading the request into a tree
 * and the position out of it was a sixth of an adjudication request's CPU. O(size of the body).
 *
 * @param position the position
 * @param orders   power name → orders as given, in the body's order
 */
public record PlainAdjudicateRequest(Position position, Map<String, List<String>> orders) {

    /** @return the plain request in the body (UTF-8 JSON), or null when it is not plain */
    public static PlainAdjudicateRequest read(JsonFactory json, byte[] body, DiplomacyMap map) {
        try (JsonParser p = json.createParser(body)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return null;
            }
            Position position = null;
            Map<String, List<String>> orders = null;
            for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
                String field = t == JsonToken.FIELD_NAME ? p.currentName() : "";
                p.nextToken();
                if (field.equals("position") && position == null) {
                    position = PositionJson.readPlain(map, p);
                    if (position == null) {
                        return null;
                    }
                } else if (field.equals("orders") && orders == null) {
                    orders = orders(p);
                    if (orders == null) {
                        return null;
                    }
                } else {
                    return null;
                }
            }
            return position == null || p.nextToken() != null ? null
                    : new PlainAdjudicateRequest(position, orders == null ? Map.of() : orders);
        } catch (IOException e) {
            return null;
        }
    }

    /** Reads {@code {"POWER": ["order", ...], ...}}, each power once, or null. */
    private static Map<String, List<String>> orders(JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.START_OBJECT) {
            return null;
        }
        Map<String, List<String>> orders = new LinkedHashMap<>();
        for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
            String power = p.currentName();
            if (t != JsonToken.FIELD_NAME || orders.containsKey(power) || p.nextToken() != JsonToken.START_ARRAY) {
                return null;
            }
            List<String> list = new ArrayList<>();
            for (JsonToken item = p.nextToken(); item != JsonToken.END_ARRAY; item = p.nextToken()) {
                if (item != JsonToken.VALUE_STRING) {
                    return null;
                }
                list.add(p.getText());
            }
            orders.put(power, list);
        }
        return orders;
    }
}
