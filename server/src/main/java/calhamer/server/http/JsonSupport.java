package calhamer.server.http;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerationException;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;

/**
 * The one JSON configuration of the API: strict on input (unknown fields and trailing text are errors), and never
 * writing NaN or an infinity where a number is due (JSON has none: writing one is a bug, answered 500 and logged).
 * Numbers are written by Jackson's fast writer (the shortest decimal that reads back as the same double, Schubfach):
 * influence answers are mostly numbers, and the JDK's {@code Double.toString} took 40% of their CPU.
 */
@Provider
public final class JsonSupport implements ContextResolver<ObjectMapper> {
    private static final ObjectMapper MAPPER = create();

    /** @return a new mapper configured as the API reads and writes JSON */
    public static ObjectMapper create() {
        JsonFactory factory = JsonFactory.builder().addDecorator((f, g) -> new FiniteNumbers(g))
                .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER).build();
        return new ObjectMapper(factory)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
    }

    /** @return the shared mapper (thread-safe once configured) */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    @Override
    public ObjectMapper getContext(Class<?> type) {
        return MAPPER;
    }

    /** Refuses to write a number that is not finite. */
    private static final class FiniteNumbers extends JsonGeneratorDelegate {
        FiniteNumbers(JsonGenerator g) {
            super(g, false);
        }

        @Override
        public void writeNumber(double v) throws IOException {
            if (!Double.isFinite(v)) {
                throw new JsonGenerationException("an answer would hold the non-number " + v, this);
            }
            super.writeNumber(v);
        }

        @Override
        public void writeNumber(float v) throws IOException {
            writeNumber((double) v);
        }
    }
}
