package calhamer.server.error;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.wire.WireJson;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What exceptions mean for the client: reading errors are 400, writing errors and anything unexpected are 500. */
class ProblemsTest {

    @Test
    void aNonNumberInAnAnswerIsTheServersFaultNotTheClients() {
        JsonProcessingException writing = null;
        try {
            WireJson.mapper().writeValueAsString(Map.of("value", Double.NaN));
        } catch (JsonProcessingException e) {
            writing = e;
        }
        assertTrue(writing != null, "NaN is never written");
        Problem p = Problems.of(writing);
        assertEquals(500, p.status());
        assertTrue(p.instance().startsWith("urn:calhamer:error:"), p.toString());
    }

    @Test
    void readingErrorsAre400InWords() throws Exception {
        JsonProcessingException reading = null;
        try {
            WireJson.mapper().readValue("{\"a\": NaN}", Map.class);
        } catch (JsonProcessingException e) {
            reading = e;
        }
        Problem p = Problems.of(reading);
        assertEquals(400, p.status());
        assertFalse(p.detail().contains("JsonReadFeature") || p.detail().contains("`"), p.detail());
        assertEquals("malformed JSON at line 1, column 10, at a: expected a number, found NaN (JSON has no NaN or "
                + "infinities)", p.detail());
        assertEquals(List.of(new FieldError("a", "line 1, column 10: expected a number, found NaN (JSON has no NaN "
                + "or infinities)")), p.errors());
    }

    @Test
    void aWholeNumberOutOfRangeOrNotWholeSaysWhatIsExpected() {
        record Budget(Long cells, Integer depth) {
        }
        for (String body : List.of("{\"cells\": 1e20}", "{\"depth\": 1.5}", "{\"depth\": \"2\"}")) {
            Problem p = problem(body, Budget.class);
            assertEquals(400, p.status(), body);
            assertTrue(p.errors().get(0).message().startsWith("expected a whole number from "), p.toString());
        }
        assertEquals(new FieldError("cells", "expected a whole number from -9223372036854775808 to "
                + "9223372036854775807, found 1e20"), problem("{\"cells\": 1e20}", Budget.class).errors().get(0));
    }

    private static Problem problem(String body, Class<?> type) {
        try {
            WireJson.mapper().readValue(body, type);
        } catch (JsonProcessingException e) {
            return Problems.of(e);
        }
        throw new AssertionError("read: " + body);
    }
}
