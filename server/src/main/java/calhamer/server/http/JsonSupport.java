package calhamer.server.http;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerationException;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.json.JsonGeneratorImpl;
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
    private static final JsonFactory FACTORY = newFactory();

    /** The shared mapper, made when first used: streaming through {@link #factory()} needs none. */
    private static final class Shared {
        static final ObjectMapper MAPPER = create();
    }

    /** @return a new mapper configured as the API reads and writes JSON */
    public static ObjectMapper create() {
        return new ObjectMapper(newFactory())
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
    }

    /** @return a factory that writes numbers as the API does (each mapper owns one: it becomes its codec) */
    private static JsonFactory newFactory() {
        return JsonFactory.builder().addDecorator((f, g) -> new FiniteNumbers(g))
                .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER).build();
    }

    /** @return the shared mapper (thread-safe once configured) */
    public static ObjectMapper mapper() {
        return Shared.MAPPER;
    }

    /**
     * @return the shared factory of parsers and generators, configured as the mapper's, for streaming reads and
     *         writes that need no data binding (the command line's batch then never starts a mapper, whose start
     *         loads the locale data for its date format)
     */
    public static JsonFactory factory() {
        return FACTORY;
    }

    @Override
    public ObjectMapper getContext(Class<?> type) {
        return Shared.MAPPER;
    }

    /**
     * Refuses to write a number that is not finite, and writes whole numbers below ten million (most of an influence
     * answer's 550 values) as their digits and {@code .0} without the general double-to-decimal conversion: the
     * same text ({@code 290.0}, {@code -3.0}; from 10⁷ on the shortest form is {@code 1.0E7}, left to Jackson,
     * like {@code -0.0}).
     */
    private static final class FiniteNumbers extends JsonGeneratorDelegate {
        private static final int WHOLE_LIMIT = 10_000_000;
        private final boolean text;
        private final char[] digits = new char[12];

        FiniteNumbers(JsonGenerator g) {
            super(g, false);
            text = g instanceof JsonGeneratorImpl;
        }

        @Override
        public void writeNumber(double v) throws IOException {
            if (!Double.isFinite(v)) {
                throw new JsonGenerationException("an answer would hold the non-number " + v, this);
            }
            if (text && v > -WHOLE_LIMIT && v < WHOLE_LIMIT && v == (int) v && (v != 0 || 1 / v > 0)) {
                writeWhole((int) v);
                return;
            }
            super.writeNumber(v);
        }

        private void writeWhole(int n) throws IOException {
            int at = digits.length;
            digits[--at] = '0';
            digits[--at] = '.';
            int rest = Math.abs(n);
            do {
                digits[--at] = (char) ('0' + rest % 10);
                rest /= 10;
            } while (rest > 0);
            if (n < 0) {
                digits[--at] = '-';
            }
            delegate.writeRawValue(digits, at, digits.length - at);
        }

        @Override
        public void writeNumber(float v) throws IOException {
            writeNumber((double) v);
        }
    }
}
