package calhamer.wire.errors;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The one wording of a request's value outside the range it takes: what the value takes (its range, and where the
 * range comes from) and what was given: {@code expected a whole number from 1 to 2 (the matrix method's depths),
 * found 5}. Options with a range are read as any JSON number ({@link Number}), so that a value far out of range
 * ({@code 1e20}) or not whole ({@code 1.5}) is refused here with the option's range, not by the binding with the
 * range of a Java type. O(digits).
 */
public final class Ranges {
    private Ranges() {
    }

    /**
     * @param value the number given, or null when it was left out (nothing to check)
     * @param max   the largest taken, {@link Long#MAX_VALUE} for no upper bound
     * @param note  what the range is, in brackets after it ({@code 0 or left out: the default, 3}), or null
     * @return what is wrong with a value that is not a whole number in [min, max], or null when it is one or left out
     */
    public static String whole(Number value, long min, long max, String note) {
        if (value == null) {
            return null;
        }
        BigDecimal d = decimal(value);
        boolean whole = d != null && (d.signum() == 0 || d.stripTrailingZeros().scale() <= 0);
        if (whole && d.compareTo(BigDecimal.valueOf(min)) >= 0 && d.compareTo(BigDecimal.valueOf(max)) <= 0) {
            return null;
        }
        return "expected a whole number " + (max == Long.MAX_VALUE ? "of at least " + min : "from " + min + " to "
                + max) + (note == null ? "" : " (" + note + ")") + ", found " + text(value)
                + (d != null && !whole ? " (not a whole number)" : "");
    }

    /**
     * @param value the number given, or null when it was left out (nothing to check)
     * @param max   the largest taken, {@link Double#POSITIVE_INFINITY} for no upper bound (finite numbers only)
     * @param note  what the range is, in brackets after it, or null
     * @return what is wrong with a number outside [min, max], or null when it is in range or left out
     */
    public static String number(Double value, double min, double max, String note) {
        if (value == null || value >= min && value <= max) {
            return null;
        }
        return "expected a number " + (max == Double.POSITIVE_INFINITY ? "of at least " + text(min) : "from "
                + text(min) + " to " + text(max)) + (note == null ? "" : " (" + note + ")") + ", found "
                + text(value);
    }

    /** @return a number as a request would write it: {@code 2}, {@code 0.5}, {@code 1e12}, {@code -2.5e13} */
    public static String text(Number value) {
        if (value instanceof Double || value instanceof Float) {
            double v = value.doubleValue();
            if (v == Math.rint(v) && Math.abs(v) < 1e7) {
                return String.valueOf((long) v);
            }
            return Double.isFinite(v) ? String.valueOf(v).replace(".0E", "e").replace('E', 'e')
                    : "a number too large to read";
        }
        return value instanceof BigDecimal d ? d.toString().replace("E+", "e").replace('E', 'e') : value.toString();
    }

    /** @return the number's exact value, or null for an infinity */
    private static BigDecimal decimal(Number value) {
        if (value instanceof BigDecimal d) {
            return d;
        }
        if (value instanceof BigInteger i) {
            return new BigDecimal(i);
        }
        if (value instanceof Double || value instanceof Float) {
            double v = value.doubleValue();
            return Double.isFinite(v) ? BigDecimal.valueOf(v) : null;
        }
        return BigDecimal.valueOf(value.longValue());
    }
}
