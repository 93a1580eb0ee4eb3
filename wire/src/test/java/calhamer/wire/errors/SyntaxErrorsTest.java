package calhamer.wire.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import calhamer.wire.WireJson;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each of Jackson's syntax errors in Calhamer's words: one body per rule of {@link SyntaxErrors}, read from bytes
 * (the server's and the command line's parser: field, line, column and words) and from text (Jackson's other parser:
 * the same field and words).
 */
class SyntaxErrorsTest {

    static Stream<Arguments> bodies() {
        String value = "expected a value (a string in double quotes, a number, an object, an array, true, false or "
                + "null), found ";
        return Stream.of(
                Arguments.of("{a: 1}", "(body)", "line 1, column 2: expected a field name in double quotes, found "
                        + "'a'"),
                Arguments.of("{'a': 1}", "(body)", "line 1, column 2: expected a field name in double quotes, found "
                        + "''' (JSON strings take double quotes)"),
                Arguments.of("{\"a\": 1,}", "(body)", "line 1, column 9: expected a field name in double quotes, found "
                        + "'}' (JSON has no trailing commas)"),
                Arguments.of("{\"a\" 1}", "a", "line 1, column 6: expected ':' after the field's name, found '1'"),
                Arguments.of("{\"a\": {\"b\": 1 \"c\": 2}}", "a", "line 1, column 15: expected ',' or '}' after "
                        + "the field's value, found '\"'"),
                Arguments.of("{\"a\": [1 2]}", "a", "line 1, column 10: expected ',' or ']' after the item, "
                        + "found '2'"),
                Arguments.of("{\"a\": [1,]}", "a[1]", "line 1, column 10: " + value + "']' (JSON has no trailing "
                        + "commas)"),
                Arguments.of("{\"a\": /* x */ 1}", "a", "line 1, column 7: " + value + "'/' (JSON has no "
                        + "comments)"),
                Arguments.of("{\"a\": tru}", "a", "line 1, column 11: " + value + "'tru' (JSON's words are true, "
                        + "false and null, in lower case; text goes in double quotes)"),
                Arguments.of("{\"a\": yes}", "a", "line 1, column 11: " + value + "'yes' (text goes in double "
                        + "quotes)"),
                Arguments.of("{\"a\": NaN}", "a", "line 1, column 10: expected a number, found NaN (JSON has no NaN "
                        + "or infinities)"),
                Arguments.of("{\"a\": 01}", "a", "line 1, column 8: expected a number without leading zeros (7, not "
                        + "07)"),
                Arguments.of("{\"a\": -x}", "a", "line 1, column 8: expected a digit after '-', found 'x'"),
                Arguments.of("{\"a\": 1.}", "a", "line 1, column 9: expected a digit after the decimal point, found "
                        + "'}'"),
                Arguments.of("{\"a\": 1e}", "a", "line 1, column 9: expected a digit in the exponent (after 'e'), "
                        + "found '}'"),
                Arguments.of("{\"a\": +1}", "a", "line 1, column 8: expected a number without a '+' sign, found "
                        + "'+'"),
                Arguments.of("{\"a\": \"x\ny\"}", "a", "line 1, column 9: expected the string's characters, a "
                        + "control character written as an escape (\\n, \\t, \\u0000, ...), found the control character "
                        + "U+000A (a line break)"),
                Arguments.of("{\"a\": \"\\q\"}", "a", "line 1, column 9: expected one of the escapes \\\" \\\\ \\/ "
                        + "\\b \\f \\n \\r \\t \\uXXXX, found \\q"),
                Arguments.of("{\"a\": \"\\u12x4\"}", "a", "line 1, column 12: expected four hexadecimal digits "
                        + "after \\u, found 'x'"),
                Arguments.of("{\"a\": \u0001}", "a", "line 1, column 8: expected a value, or white space (spaces, "
                        + "tabs, line breaks) between values, found the control character U+0001"),
                Arguments.of("{\"a\": 1]", "(body)", "line 1, column 8: expected '}' to close the object that starts "
                        + "at line 1, column 1, found ']'"),
                Arguments.of("{\"a\": [1", "a", "line 1, column 9: expected ']' to close the array that starts at "
                        + "line 1, column 7, found the end of the body"),
                Arguments.of("{\"a\": 1", "(body)", "line 1, column 8: expected '}' to close the object that starts "
                        + "at line 1, column 1, found the end of the body"),
                Arguments.of("{\"a", "(body)", "line 1, column 4: expected the rest of the field's name and its "
                        + "closing '\"', found the end of the body"),
                Arguments.of("{\"a\": \"abc", "a", "line 1, column 11: expected the closing '\"' of the string, "
                        + "found the end of the body"),
                Arguments.of("{\"a\": \"\\", "a", "line 1, column 9: expected the rest of the escape, found the end "
                        + "of the body"),
                Arguments.of("123x", "(body)", "line 1, column 4: expected the end of the body after its value, "
                        + "found 'x'"),
                Arguments.of("{\"a\":\n  [1,\n   x]}", "a[1]", "line 3, column 6: " + value + "'x' (text goes in "
                        + "double quotes)"));
    }

    @ParameterizedTest
    @MethodSource("bodies")
    void fromBytesAndFromText(String body, String field, String message) throws IOException {
        JsonError bytes = SyntaxErrors.of(failure(body, true));
        assertEquals(field, bytes.fieldName(), body);
        assertEquals(message, bytes.message(), body);
        JsonError text = SyntaxErrors.of(failure(body, false));
        assertEquals(field, text.fieldName(), "text: " + body);
        assertEquals(message.substring(message.indexOf(": ")), text.message().substring(text.message().indexOf(": ")),
                "the same words from text (the column may differ by one): " + body);
    }

    /** @return the parser's error on reading the body through */
    private static JsonProcessingException failure(String body, boolean bytes) throws IOException {
        try (JsonParser p = bytes ? WireJson.parser(body.getBytes(StandardCharsets.UTF_8))
                : WireJson.factory().createParser(body)) {
            while (p.nextToken() != null) {
                p.currentToken();
            }
        } catch (JsonProcessingException e) {
            return e;
        }
        assertNotNull(null, "no error reading " + body);
        return null;
    }
}
