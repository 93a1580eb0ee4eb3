package calhamer.wire.errors;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.util.Arrays;
import java.util.Collection;
import java.util.Locale;
import java.util.Map;

/**
 * A JSON value of the wrong shape for its field, as Jackson's binding reports it, in Calhamer's words: what the field
 * takes (a whole number and its range, one of the listed strings, an object, ...) and what the body has, never
 * Jackson's phrases or Java's class names. O(1) but for the lists of names.
 */
public final class ShapeErrors {
    private ShapeErrors() {
    }

    /** @return what is wrong with the field at fault of a binding error, what was found told by its parser */
    public static String why(JsonMappingException m) {
        return why(m, m.getProcessor() instanceof JsonParser p ? p.currentToken() : null);
    }

    /**
     * @param found the token of the value at fault, or null when not known
     * @return what is wrong with the field at fault of a binding error
     */
    public static String why(JsonMappingException m, JsonToken found) {
        if (m instanceof WordedMismatchException) {
            return m.getOriginalMessage();
        }
        if (m instanceof UnrecognizedPropertyException u) {
            return "unknown field '" + u.getPropertyName() + "' (expected one of " + u.getKnownPropertyIds() + ")";
        }
        if (m.getCause() instanceof IllegalArgumentException && m.getCause().getMessage() != null
                && !(m.getCause() instanceof NumberFormatException)) {
            return m.getCause().getMessage();
        }
        Class<?> target = m instanceof MismatchedInputException mi ? mi.getTargetType() : null;
        String original = String.valueOf(m.getOriginalMessage());
        if (original.startsWith("Trailing token")) {
            return "expected the end of the body after the request" + (found == null ? "" : ", found "
                    + found(found));
        }
        if (original.startsWith("Cannot coerce `null`") || original.contains("from JSON null")
                || original.contains("null value")) {
            return target == null ? "expected a value, found null" : "expected " + describe(target) + ", found null";
        }
        if (m instanceof InvalidFormatException f && target != null && target.isEnum()) {
            return "expected one of " + enumValues(target) + ", found '" + f.getValue() + "'";
        }
        if (target != null) {
            return "expected " + describe(target) + (found == null ? "" : ", found " + found(found));
        }
        return "expected a value of another kind here (the request's form: GET /openapi.json)";
    }

    /** @return a type as a request's value of it, in words: {@code a whole number from 0 to 10}, {@code an array} */
    public static String describe(Class<?> type) {
        if (type.isArray() || Collection.class.isAssignableFrom(type)) {
            return "an array";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type == int.class || type == Integer.class) {
            return WholeNumbers.range(Integer.MIN_VALUE, Integer.MAX_VALUE);
        }
        if (type == long.class || type == Long.class) {
            return WholeNumbers.range(Long.MIN_VALUE, Long.MAX_VALUE);
        }
        if (type.isPrimitive() || Number.class.isAssignableFrom(type)) {
            return "a number";
        }
        if (type.isEnum()) {
            return "one of " + enumValues(type);
        }
        if (type == String.class || CharSequence.class.isAssignableFrom(type)) {
            return "a string";
        }
        return Map.class.isAssignableFrom(type) || type.isRecord() ? "an object" : "a value of its form";
    }

    /** @return a token of the body, in words: {@code a string}, {@code an object}, {@code the end of the body} */
    public static String found(JsonToken token) {
        if (token == null) {
            return "the end of the body";
        }
        return switch (token) {
            case START_OBJECT, END_OBJECT, FIELD_NAME -> "an object";
            case START_ARRAY, END_ARRAY -> "an array";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT -> "a whole number";
            case VALUE_NUMBER_FLOAT -> "a number";
            case VALUE_TRUE -> "true";
            case VALUE_FALSE -> "false";
            case VALUE_NULL -> "null";
            default -> "another kind of value";
        };
    }

    private static String enumValues(Class<?> type) {
        return Arrays.stream(type.getEnumConstants()).map(c -> c.toString().toLowerCase(Locale.ROOT)).toList()
                .toString();
    }
}
