package calhamer.wire.adjudication;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.InvalidPositionException;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.wire.FieldProblem;
import calhamer.wire.RequestObject;
import calhamer.wire.UnreadableRequestException;
import calhamer.wire.WireAnswer;
import calhamer.wire.WireJson;
import calhamer.wire.positions.PositionField;
import calhamer.wire.positions.PositionJson;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.util.List;
import java.util.Locale;

/**
 * The JSON of {@code POST /maps/{id}/orders/legal}. The request is a position ({@link PositionJson}), read from the
 * body's bytes without a tree; the answer, {@code {"phase": ..., "units": [{"power": ..., "unit": ..., "orders":
 * ["A MUN H", ...]}, ...]}}, is written straight to the generator, each order's notation ({@link Order#appendTo})
 * through one buffer per answer rather than a string per order (an answer lists about 400 orders, and building their
 * strings, then writing them through the generic bean serialisers, was half its CPU). O(size of the body), O(orders).
 */
public final class LegalOrdersJson {
    private static final SerializableString PHASE = new SerializedString("phase");
    private static final SerializableString UNITS = new SerializedString("units");
    private static final SerializableString POWER = new SerializedString("power");
    private static final SerializableString UNIT = new SerializedString("unit");
    private static final SerializableString ORDERS = new SerializedString("orders");

    private LegalOrdersJson() {
    }

    /**
     * Reads the body, a position. Refusals, in this order: not JSON, or anything after the position (Jackson's
     * exceptions); then, on a known map, a body that is not an object ({@link UnreadableRequestException}), then a
     * position that does not fit ({@link calhamer.wire.UnfitRequestException}, its problems under
     * {@code position.}).
     *
     * @param map the map of the path, or null when there is no such map: then only the body's JSON is checked (the
     *            caller answers 404)
     * @return the position, or null for no body or an unknown map
     * @throws IOException when the body is not JSON
     */
    public static Position read(byte[] body, DiplomacyMap map) throws IOException {
        try (JsonParser p = WireJson.parser(body)) {
            JsonToken first = p.nextToken();
            if (first == null) {
                return null;
            }
            Position position = null;
            InvalidPositionException problems = null;
            if (map == null || first != JsonToken.START_OBJECT) {
                p.skipChildren();
            } else {
                try {
                    position = PositionJson.read(map, p);
                } catch (InvalidPositionException e) {
                    problems = e;
                }
            }
            RequestObject.end(p, Position.class);
            if (map == null) {
                return null;
            }
            if (first != JsonToken.START_OBJECT) {
                throw new UnreadableRequestException("the body must be a position, a JSON object {\"phase\": ..., "
                        + "\"units\": ..., \"centers\": ...}, not " + kind(first),
                        List.of(new FieldProblem("(body)", "expected an object here")));
            }
            if (problems != null) {
                throw PositionField.unfit(map, problems, "position");
            }
            return position;
        }
    }

    /** @return the kind of value a first token begins, as a JSON tree names its node type */
    private static String kind(JsonToken first) {
        return switch (first) {
            case START_ARRAY -> "array";
            case VALUE_STRING -> "string";
            case VALUE_TRUE, VALUE_FALSE -> "boolean";
            case VALUE_NULL -> "null";
            default -> first.isNumeric() ? "number" : first.name().toLowerCase(Locale.ROOT);
        };
    }

    /** @return the answer: every legal order of every unit (adjustments: of every power) of a phase */
    public static WireAnswer answer(Phase phase, List<UnitOrders> units) {
        return gen -> write(phase, units, gen);
    }

    private static void write(Phase phase, List<UnitOrders> units, JsonGenerator json) throws IOException {
        StringBuilder text = new StringBuilder(64);
        char[] chars = new char[64];
        json.writeStartObject();
        json.writeFieldName(PHASE);
        json.writeString(phase.toString());
        json.writeFieldName(UNITS);
        json.writeStartArray();
        for (UnitOrders line : units) {
            json.writeStartObject();
            json.writeFieldName(POWER);
            json.writeString(line.power().name());
            json.writeFieldName(UNIT);
            if (line.unit() == null) {
                json.writeNull();
            } else {
                json.writeString(line.unit().toString());
            }
            json.writeFieldName(ORDERS);
            json.writeStartArray();
            for (Order order : line.orders()) {
                text.setLength(0);
                order.appendTo(text);
                int length = text.length();
                if (chars.length < length) {
                    chars = new char[2 * length];
                }
                text.getChars(0, length, chars, 0);
                json.writeString(chars, 0, length);
            }
            json.writeEndArray();
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
    }
}
