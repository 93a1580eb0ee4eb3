package calhamer.server.service;

import calhamer.adjudicator.order.Order;
import calhamer.server.service.AdjudicationService.LegalLine;
import calhamer.server.service.AdjudicationService.LegalResponse;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;

/**
 * The JSON of {@code POST /maps/{id}/orders/legal}: {@code {"phase": ..., "units": [{"power": ..., "unit": ...,
 * "orders": ["A MUN H", ...]}, ...]}}. Written straight to the generator, each order's notation
 * ({@link Order#appendTo}) through one buffer per answer rather than a string per order: an answer lists about 400
 * orders, and building their strings, then writing them through the generic bean serialisers, was half its CPU.
 */
final class LegalOrdersJson {
    private static final SerializableString PHASE = new SerializedString("phase");
    private static final SerializableString UNITS = new SerializedString("units");
    private static final SerializableString POWER = new SerializedString("power");
    private static final SerializableString UNIT = new SerializedString("unit");
    private static final SerializableString ORDERS = new SerializedString("orders");

    private LegalOrdersJson() {
    }

    static void write(LegalResponse response, JsonGenerator json) throws IOException {
        StringBuilder text = new StringBuilder(64);
        char[] chars = new char[64];
        json.writeStartObject();
        json.writeFieldName(PHASE);
        json.writeString(response.phase());
        json.writeFieldName(UNITS);
        json.writeStartArray();
        for (LegalLine line : response.units()) {
            json.writeStartObject();
            json.writeFieldName(POWER);
            json.writeString(line.power());
            json.writeFieldName(UNIT);
            if (line.unit() == null) {
                json.writeNull();
            } else {
                json.writeString(line.unit());
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
