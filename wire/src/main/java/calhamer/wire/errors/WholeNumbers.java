package calhamer.wire.errors;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.function.Function;

/**
 * How the forms read whole numbers ({@code int}, {@code long} and their boxes): any JSON number with a whole value
 * in the type's range ({@code 20000}, {@code 2e4}, {@code 20000.0}), and nothing else. Jackson's own deserializers
 * would cut {@code 1.5} to {@code 1} and take {@code "5"} for {@code 5}, and say of {@code 1e20} only that it is out
 * of range; these refuse each with what was expected, the type's range, and what was found. O(digits).
 */
public final class WholeNumbers {
    private WholeNumbers() {
    }

    /** @return the module of the deserializers, for a mapper */
    public static Module module() {
        SimpleModule module = new SimpleModule("calhamer-whole-numbers");
        module.addDeserializer(Integer.class, new Whole<>(Integer.class, Integer.MIN_VALUE, Integer.MAX_VALUE,
                BigInteger::intValue));
        module.addDeserializer(Integer.TYPE, new Whole<>(Integer.TYPE, Integer.MIN_VALUE, Integer.MAX_VALUE,
                BigInteger::intValue));
        module.addDeserializer(Long.class, new Whole<>(Long.class, Long.MIN_VALUE, Long.MAX_VALUE,
                BigInteger::longValue));
        module.addDeserializer(Long.TYPE, new Whole<>(Long.TYPE, Long.MIN_VALUE, Long.MAX_VALUE,
                BigInteger::longValue));
        return module;
    }

    /** @return what a whole number of the range is, in words: {@code a whole number from 0 to 10} */
    public static String range(long min, long max) {
        return "a whole number from " + min + " to " + max;
    }

    /** The deserializer of one whole-number type. */
    private static final class Whole<T extends Number> extends StdScalarDeserializer<T> {
        private static final long serialVersionUID = 1L;
        private final long min;
        private final long max;
        private final transient Function<BigInteger, T> convert;

        @SuppressWarnings("unchecked")
        Whole(Class<?> type, long min, long max, Function<BigInteger, T> convert) {
            super((Class<T>) type);
            this.min = min;
            this.max = max;
            this.convert = convert;
        }

        @Override
        public T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            JsonToken t = p.currentToken();
            if (t == JsonToken.VALUE_NUMBER_INT) {
                return within(p, p.getBigIntegerValue(), p.getText());
            }
            if (t == JsonToken.VALUE_NUMBER_FLOAT) {
                BigDecimal d = p.getDecimalValue();
                if (d.compareTo(BigDecimal.valueOf(min)) < 0 || d.compareTo(BigDecimal.valueOf(max)) > 0) {
                    throw refuse(p, "expected " + range(min, max) + ", found " + Ranges.text(p.getNumberValue()));
                }
                if (d.signum() != 0 && d.stripTrailingZeros().scale() > 0) {
                    throw refuse(p, "expected " + range(min, max) + ", found " + Ranges.text(p.getNumberValue())
                            + " (not a whole number)");
                }
                return convert.apply(d.toBigIntegerExact());
            }
            throw refuse(p, "expected " + range(min, max) + ", found " + ShapeErrors.found(t));
        }

        /** A null is no primitive (as with FAIL_ON_NULL_FOR_PRIMITIVES); a box may be null. */
        @Override
        public T getNullValue(DeserializationContext ctxt) throws JsonMappingException {
            if (handledType().isPrimitive()) {
                throw refuse(ctxt.getParser(), "expected " + range(min, max) + ", found null");
            }
            return null;
        }

        private T within(JsonParser p, BigInteger value, String text) throws IOException {
            if (value.compareTo(BigInteger.valueOf(min)) < 0 || value.compareTo(BigInteger.valueOf(max)) > 0) {
                throw refuse(p, "expected " + range(min, max) + ", found " + text);
            }
            return convert.apply(value);
        }

        private WordedMismatchException refuse(JsonParser p, String message) {
            return new WordedMismatchException(p, message, handledType());
        }
    }
}
