package calhamer.wire.errors;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A body that is not JSON (RFC 8259), as Jackson's parser reports it, in Calhamer's words: the line, column and field
 * where the parser stopped, what JSON allows there and what the body has instead, never the parser's own phrases or
 * advice (its features to enable, its class names). Jackson's messages are told apart by their fixed openings
 * (jackson-core 2.18's, one rule each, {@code SyntaxErrorsTest} holding one body per rule); a message no rule knows
 * still gets the place and "expected JSON here". O(length of the message).
 */
public final class SyntaxErrors {
    /** A character as Jackson describes it: {@code 'a' (code 97)}, {@code (CTRL-CHAR, code 10)}. */
    private static final String CHAR = "(?<c>'.+?' \\(code \\d+[^)]*\\)|\\(CTRL-CHAR, code \\d+\\))";
    /** Jackson's opening of an unexpected character, the character in group {@code c}. */
    private static final String UNEXPECTED = "^Unexpected character \\(" + CHAR + "\\)";
    private static final String VALUE = "a value (a string in double quotes, a number, an object, an array, true, "
            + "false or null)";
    private static final String STRING = "the closing '\"' of the string";
    private static final List<Rule> RULES = List.of(
            rule(UNEXPECTED + ": was expecting double-quote to start field name",
                    m -> words("a field name in double quotes", m, hint(m, "JSON has no trailing commas",
                            "JSON strings take double quotes")), false),
            rule(UNEXPECTED + ": was expecting a colon to separate field name and value",
                    m -> words("':' after the field's name", m, null), true),
            rule(UNEXPECTED + ": was expecting comma to separate Object entries",
                    m -> words("',' or '}' after the field's value", m, null), false),
            rule(UNEXPECTED + ": was expecting comma to separate Array entries",
                    m -> words("',' or ']' after the item", m, null), false),
            rule(UNEXPECTED + ": maybe a \\(non-standard\\) comment",
                    m -> words(VALUE, m, "JSON has no comments"), true),
            rule(UNEXPECTED + ": [Ee]xpected space separating root-level values",
                    m -> words("the end of the body after its value", m, null), true),
            rule(UNEXPECTED + " in numeric value: JSON spec does not allow numbers to have plus",
                    m -> words("a number without a '+' sign", m, null), true),
            rule(UNEXPECTED + " in numeric value: expected digit \\(0-9\\) to follow minus",
                    m -> words("a digit after '-'", m, null), true),
            rule(UNEXPECTED + " in numeric value: Decimal point not followed by a digit",
                    m -> words("a digit after the decimal point", m, null), true),
            rule(UNEXPECTED + " in numeric value: Exponent indicator not followed by a digit",
                    m -> words("a digit in the exponent (after 'e')", m, null), true),
            rule(UNEXPECTED + " in numeric value", m -> words("a number", m, null), true),
            rule(UNEXPECTED + ": expected a hex-digit for character escape sequence",
                    m -> words("four hexadecimal digits after \\u", m, null), true),
            rule(UNEXPECTED + ": expected a (valid )?value",
                    m -> words(VALUE, m, hint(m, "JSON has no trailing commas", "JSON strings take double quotes")),
                    true),
            rule(UNEXPECTED, m -> words("JSON (RFC 8259) here", m, null), true),
            rule("^Unexpected close marker '(?<c>.)': expected '(?<e>.)' \\(for (?<k>Object|Array) starting at "
                    + ".*?line: (?<l>\\d+), column: (?<n>\\d+)", m -> "expected '" + m.group("e") + "' to close the "
                    + kind(m) + " that starts at line " + m.group("l") + ", column " + m.group("n") + ", found '"
                    + m.group("c") + "'", false),
            rule("^Unexpected end-of-input: expected close marker for (?<k>Object|Array) \\(start marker at "
                    + ".*?line: (?<l>\\d+), column: (?<n>\\d+)", m -> "expected '" + (kind(m).equals("object") ? "}"
                    : "]") + "' to close the " + kind(m) + " that starts at line " + m.group("l") + ", column "
                    + m.group("n") + ", found the end of the body", false),
            rule("^Unexpected end-of-input within/between Object entries",
                    m -> ended("a field (\"name\": value) or '}'"), false),
            rule("^Unexpected end-of-input within/between Array entries", m -> ended("an item or ']'"), false),
            rule("^Unexpected end-of-input in field name", m -> ended("the rest of the field's name and its "
                    + "closing '\"'"), false),
            rule("^Unexpected end-of-input(: was expecting closing| in a String value| in VALUE_STRING)", m -> ended(STRING), true),
            rule("^Unexpected end-of-input in character escape sequence", m -> ended("the rest of the escape"),
                    true),
            rule("^Unexpected end-of-input", m -> ended("the rest of the JSON"), true),
            rule("^Unrecognized token '(?<t>.*?)': was expecting", m -> "expected " + VALUE + ", found '"
                    + m.group("t") + "'" + literal(m.group("t")), true),
            rule("^Non-standard token '(?<t>.*?)'", m -> "expected a number, found " + m.group("t")
                    + " (JSON has no NaN or infinities)", true),
            rule("^Illegal unquoted character \\(\\(CTRL-CHAR, code (?<n>\\d+)\\)\\): has to be escaped",
                    m -> "expected the string's characters, a control character written as an escape (\\n, \\t, "
                            + "\\u0000, ...), found " + control(m.group("n")), true),
            rule("^Unrecognized character escape '(?<c>.+?)' \\(code", m -> "expected one of the escapes \\\" \\\\ "
                    + "\\/ \\b \\f \\n \\r \\t \\uXXXX, found \\" + m.group("c"), true),
            rule("^Illegal character \\(\\(CTRL-CHAR, code (?<n>\\d+)\\)\\): only regular white space",
                    m -> "expected a value, or white space (spaces, tabs, line breaks) between values, found "
                            + control(m.group("n")), true),
            rule("^Invalid UTF-8 (start|middle) byte 0x(?<b>[0-9a-fA-F]+)", m -> "expected text in UTF-8, found "
                    + "the byte 0x" + m.group("b").toLowerCase(Locale.ROOT), true),
            rule("^Invalid numeric value: Leading zeroes not allowed",
                    m -> "expected a number without leading zeros (7, not 07)", true),
            rule("^Invalid numeric value", m -> "expected a number", true),
            rule("^Numeric value \\((?<v>.*?)\\) out of range of (?<t>int|long)", m -> "expected a whole number from "
                    + (m.group("t").equals("int") ? Integer.MIN_VALUE + " to " + Integer.MAX_VALUE
                    : Long.MIN_VALUE + " to " + Long.MAX_VALUE) + ", found " + m.group("v"), true));
    private static final List<Rule> LIMITS = List.of(
            rule("^Document nesting depth \\((?<v>\\d+)\\) exceeds the maximum allowed \\((?<m>\\d+)",
                    m -> "expected objects and arrays nested at most " + m.group("m") + " levels deep, found "
                            + m.group("v") + " levels", false),
            rule("^Number value length \\((?<v>\\d+)\\) exceeds the maximum allowed \\((?<m>\\d+)",
                    m -> "expected a number of at most " + m.group("m") + " characters, found " + m.group("v"), true),
            rule("^String value length \\((?<v>\\d+)\\) exceeds the maximum allowed \\((?<m>\\d+)",
                    m -> "expected a string of at most " + m.group("m") + " characters, found " + m.group("v"), true),
            rule("^Name length \\((?<v>\\d+)\\) exceeds the maximum allowed \\((?<m>\\d+)",
                    m -> "expected a field name of at most " + m.group("m") + " characters, found " + m.group("v"),
                    false),
            rule("^Document length \\((?<v>\\d+)\\) exceeds the maximum allowed \\((?<m>\\d+)",
                    m -> "expected a body of at most " + m.group("m") + " bytes", false),
            rule("^Token count \\((?<v>\\d+)\\) exceeds the maximum allowed \\((?<m>\\d+)",
                    m -> "expected a body of at most " + m.group("m") + " tokens", false));

    private SyntaxErrors() {
    }

    /** One of Jackson's messages: its opening, its words, and whether it is about a value (else its container). */
    private record Rule(Pattern pattern, Function<Matcher, String> words, boolean atValue) {
    }

    private static Rule rule(String regex, Function<Matcher, String> words, boolean atValue) {
        return new Rule(Pattern.compile(regex, Pattern.DOTALL), words, atValue);
    }

    /**
     * @param e a parser's error: the body is not JSON, or over a limit of the parser (too deep, too long)
     * @return where and what, in words
     */
    public static JsonError of(JsonProcessingException e) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        for (Rule rule : e instanceof StreamConstraintsException ? LIMITS : RULES) {
            Matcher m = rule.pattern().matcher(message);
            if (m.find()) {
                return at(e, rule.atValue(), rule.words().apply(m));
            }
        }
        return at(e, false, e instanceof StreamConstraintsException ? "the body is over a limit of the JSON reader"
                : "expected JSON (RFC 8259) here");
    }

    /** @return whether an error of the parser is over one of its limits (depth, length), not a fault of syntax */
    public static boolean overLimit(JsonProcessingException e) {
        return e instanceof StreamConstraintsException;
    }

    private static JsonError at(JsonProcessingException e, boolean atValue, String what) {
        JsonLocation where = e.getLocation();
        int line = where == null || where.getLineNr() < 1 ? 0 : where.getLineNr();
        int column = line == 0 ? 0 : Math.max(1, where.getColumnNr());
        String field = e.getProcessor() instanceof JsonParser p ? JsonPaths.of(p.getParsingContext(), atValue) : "";
        return new JsonError(field, line, column, what);
    }

    /** @return "expected EXPECTED, found CHAR" with a hint in brackets */
    private static String words(String expected, Matcher m, String hint) {
        return "expected " + expected + ", found " + character(m.group("c")) + (hint == null ? "" : " (" + hint
                + ")");
    }

    /** @return the hint for a closing bracket (a trailing comma) or a single quote, or null */
    private static String hint(Matcher m, String closing, String quote) {
        String c = character(m.group("c"));
        return c.equals("'}'") || c.equals("']'") ? closing : c.equals("'''") ? quote : null;
    }

    private static String ended(String expected) {
        return "expected " + expected + ", found the end of the body";
    }

    private static String kind(Matcher m) {
        return m.group("k").toLowerCase(Locale.ROOT);
    }

    /** @return a character as Jackson describes it, in words: {@code 'a'}, {@code the control character U+0001} */
    private static String character(String described) {
        if (described.startsWith("(CTRL-CHAR")) {
            return control(described.replaceAll("\\D", ""));
        }
        return described.substring(0, described.lastIndexOf(" (code"));
    }

    /** @return a control character, in words: {@code the control character U+000A (a line break)} */
    private static String control(String code) {
        String name = switch (code) {
            case "9" -> " (a tab)";
            case "10" -> " (a line break)";
            case "13" -> " (a carriage return)";
            default -> "";
        };
        return String.format("the control character U+%04X%s", Integer.parseInt(code), name);
    }

    /** @return a hint for a token that looks like one of JSON's words in another case, or nothing */
    private static String literal(String token) {
        String lower = token.toLowerCase(Locale.ROOT);
        for (String word : List.of("true", "false", "null")) {
            if (!lower.isEmpty() && (word.startsWith(lower) || lower.startsWith(word))) {
                return " (JSON's words are true, false and null, in lower case; text goes in double quotes)";
            }
        }
        return " (text goes in double quotes)";
    }
}
