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
        assertEquals(List.of(), p.errors());
    }
}
