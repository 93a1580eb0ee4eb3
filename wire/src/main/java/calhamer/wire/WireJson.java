package calhamer.wire;

import calhamer.wire.errors.WholeNumbers;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.util.BufferRecycler;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The one JSON configuration of every form: strict on input (unknown fields and trailing text are errors, a null is
 * no primitive, a whole number is a number with a whole value in its type's range: {@link WholeNumbers}; a boolean
 * is true or false, a number is not given as text), and
 * never writing NaN or an infinity where a number is due (JSON has none: writing one is a bug, answered 500 and
 * logged), numbers written by Jackson's fast writer (the shortest decimal that reads back as the
 * same double, Schubfach) with whole numbers below ten million written directly ({@link FiniteNumbers}).
 *
 * <p>The streaming readers and writers need only {@link #factory()}; the mapper ({@link #mapper()}) is made when
 * first asked for (its start loads the locale data of its date format), which a batch of plain adjudication lines
 * never does.
 */
public final class WireJson {
    private static final JsonFactory FACTORY = newFactory();

    private WireJson() {
    }

    /** The shared mapper, made when first used. */
    private static final class Shared {
        static final ObjectMapper MAPPER = create();
    }

    /** @return a new mapper configured as every form is read and written */
    public static ObjectMapper create() {
        ObjectMapper mapper = new ObjectMapper(newFactory()).registerModule(WholeNumbers.module());
        // true and false only for a boolean, numbers only for a number: no 1 for true, no "2.5" for 2.5
        mapper.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Float).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        return mapper
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
    }

    /** @return a factory that writes numbers as the forms do (each mapper owns one: it becomes its codec) */
    private static JsonFactory newFactory() {
        return JsonFactory.builder().addDecorator((f, g) -> new FiniteNumbers(g))
                .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER).build();
    }

    /** @return the shared mapper (thread-safe once configured) */
    public static ObjectMapper mapper() {
        return Shared.MAPPER;
    }

    /** @return the shared factory of parsers and generators, configured as the mapper's, for streaming */
    public static JsonFactory factory() {
        return FACTORY;
    }

    /**
     * @return a parser over a body (UTF-8 JSON), before its first token
     * @throws IOException when the parser cannot be made (never for bytes in memory)
     */
    public static JsonParser parser(byte[] body) throws IOException {
        return FACTORY.createParser(body);
    }

    /** @return an answer's compact JSON in UTF-8, written by its writer through the shared factory (no mapper) */
    public static byte[] bytes(WireAnswer answer) {
        BufferRecycler buffers = FACTORY._getBufferRecycler();   // as the mapper's writeValueAsBytes: pooled buffers
        try (ByteArrayBuilder bytes = new ByteArrayBuilder(buffers)) {
            try (JsonGenerator gen = FACTORY.createGenerator(bytes)) {
                answer.write(gen);
            }
            return bytes.getClearAndRelease();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            buffers.releaseToPool();
        }
    }
}
