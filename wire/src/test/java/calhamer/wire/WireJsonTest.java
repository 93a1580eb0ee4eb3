package calhamer.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The one JSON configuration: numbers as Jackson's fast writer writes them, the whole-number shortcut, no NaN. */
class WireJsonTest {
    private static final ObjectMapper API = WireJson.mapper();
    private static final JsonFactory PLAIN = JsonFactory.builder().enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
            .build();

    /** Doubles near the edges of the whole-number shortcut, then random ones, whole and not (seeded). */
    private static double[] numbers() {
        List<Double> list = new ArrayList<>(List.of(0.0, -0.0, 1.0, -1.0, 9.0, 10.0, 290.0, -290.0, 9_999_999.0,
                -9_999_999.0, 10_000_000.0, -10_000_000.0, 2147483647.0, -2147483648.0, 1e15, 0.5, -0.5, 1e-3,
                9_999_999.5, Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE));
        Random random = new Random(7);
        for (int i = 0; i < 20_000; i++) {
            list.add((double) (random.nextInt(30_000_000) - 15_000_000));
            list.add(random.nextInt(2000) - 1000 + random.nextInt(8) / 8.0);
            list.add(random.nextGaussian() * Math.pow(10, random.nextInt(20) - 5));
            list.add(Double.longBitsToDouble(random.nextLong()));
        }
        return list.stream().mapToDouble(Double::doubleValue).filter(Double::isFinite).toArray();
    }

    /** Writes {"v": [values]} and closes the generator. */
    private static void write(JsonGenerator g, double[] values) throws IOException {
        try (g) {
            g.writeStartObject();
            g.writeArrayFieldStart("v");
            for (double v : values) {
                g.writeNumber(v);
            }
            g.writeEndArray();
            g.writeEndObject();
        }
    }

    @Test
    void numbersAreWrittenAsJacksonWritesThemWithAndWithoutTheWholeNumberShortcut() throws IOException {
        double[] values = numbers();
        StringWriter plain = new StringWriter();
        write(PLAIN.createGenerator(plain), values);
        String expected = plain.toString();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        write(API.getFactory().createGenerator(bytes), values);
        assertEquals(expected, bytes.toString(StandardCharsets.UTF_8), "UTF-8 generator");
        assertEquals(expected, new String(WireJson.bytes(g -> write(g, values)), StandardCharsets.UTF_8),
                "the answers' bytes");
        assertEquals(expected, API.writeValueAsString(Map.of("v", values)), "writer generator");
        assertEquals(API.readTree(expected), API.valueToTree(Map.of("v", values)), "token buffer");
        String pretty = API.writerWithDefaultPrettyPrinter().writeValueAsString(Map.of("v",
                new double[] {1.0, 2.5, -3.0}));
        assertEquals("{\n  \"v\" : [ 1.0, 2.5, -3.0 ]\n}", pretty.replace("\r", ""));
    }

    @Test
    void aNumberThatIsNotFiniteIsABug() {
        IOException e = assertThrows(IOException.class, () -> API.writeValueAsString(Map.of("v", Double.NaN)));
        assertTrue(e.getMessage().contains("non-number NaN"), e.getMessage());
    }
}
