package calhamer.wire;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonSerializable;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import java.io.IOException;

/**
 * An answer written by the writer of its form, streamed to a generator: the same bytes whether a Jackson mapper
 * writes it (Jersey's JSON provider, the command line) or {@link WireJson#bytes} does (the lean HTTP handler, the
 * batch).
 */
@FunctionalInterface
public interface WireAnswer extends JsonSerializable {

    /**
     * Writes the answer, a whole JSON value.
     *
     * @throws IOException when the generator cannot write
     */
    void write(JsonGenerator gen) throws IOException;

    @Override
    default void serialize(JsonGenerator gen, SerializerProvider serializers) throws IOException {
        write(gen);
    }

    @Override
    default void serializeWithType(JsonGenerator gen, SerializerProvider serializers, TypeSerializer type)
            throws IOException {
        write(gen);
    }
}
