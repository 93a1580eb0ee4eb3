package calhamer.server.service;

import calhamer.adjudicator.order.Order;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;

/**
 * Writes an order as the JSON string of its notation ({@link Order#appendTo}, the text {@code toString()} gives)
 * through a buffer each thread reuses, not a {@code String} per order: an answer of legal orders lists about 400
 * of them, and building their strings was a quarter of its CPU.
 */
public final class OrderTextSerializer extends StdSerializer<Order> {
    private static final long serialVersionUID = 1L;
    private static final ThreadLocal<Buffer> BUFFER = ThreadLocal.withInitial(Buffer::new);

    public OrderTextSerializer() {
        super(Order.class);
    }

    @Override
    public void serialize(Order order, JsonGenerator json, SerializerProvider provider) throws IOException {
        Buffer buffer = BUFFER.get();
        StringBuilder text = buffer.text;
        text.setLength(0);
        order.appendTo(text);
        int length = text.length();
        if (buffer.chars.length < length) {
            buffer.chars = new char[Math.max(length, 2 * buffer.chars.length)];
        }
        text.getChars(0, length, buffer.chars, 0);
        json.writeString(buffer.chars, 0, length);
    }

    /** One thread's text of the order being written. */
    private static final class Buffer {
        final StringBuilder text = new StringBuilder(64);
        char[] chars = new char[64];
    }
}
