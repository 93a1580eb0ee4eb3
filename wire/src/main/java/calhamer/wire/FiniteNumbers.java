package calhamer.wire;

import com.fasterxml.jackson.core.JsonGenerationException;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.json.JsonGeneratorImpl;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import java.io.IOException;

/**
 * Refuses to write a number that is not finite, and writes whole numbers below ten million (most of an influence
 * answer's 550 values) as their digits and {@code .0} without the general double-to-decimal conversion: the same
 * text ({@code 290.0}, {@code -3.0}; from 10⁷ on the shortest form is {@code 1.0E7}, left to Jackson, like
 * {@code -0.0}). The JDK's {@code Double.toString} took 40% of an influence answer's CPU before Jackson's fast
 * writer; this shortcut takes most of the rest. O(digits) per number.
 */
final class FiniteNumbers extends JsonGeneratorDelegate {
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
