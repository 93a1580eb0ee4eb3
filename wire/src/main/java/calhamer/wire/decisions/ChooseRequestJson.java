package calhamer.wire.decisions;

import calhamer.wire.WireJson;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.IOException;

/**
 * Reads a {@link ChooseRequest}, bound by Jackson with the one configuration ({@link WireJson}): from the body's
 * bytes (the HTTP API) or from a line's tree without its {@code "map"} (the command line). A body that is not JSON
 * or not of the form's shape is Jackson's exception; nothing, or {@code null}, is no request. O(size of the body).
 */
public final class ChooseRequestJson {
    private ChooseRequestJson() {
    }

    /** The reader, made when first used. */
    private static final class Reader {
        static final ObjectReader READER = WireJson.mapper().readerFor(ChooseRequest.class);
    }

    /**
     * @return the request in the body, or null for no body
     * @throws IOException when the body is not JSON or not of the form's shape
     */
    public static ChooseRequest read(byte[] body) throws IOException {
        try (JsonParser p = WireJson.parser(body)) {
            if (p.nextToken() == null) {
                return null;
            }
        }
        return Reader.READER.readValue(body);
    }

    /**
     * @return the request in a tree (a command line's request, its {@code "map"} taken out)
     * @throws JsonProcessingException when the tree is not of the form's shape
     */
    public static ChooseRequest read(JsonNode body) throws JsonProcessingException {
        return Reader.READER.treeToValue(body, ChooseRequest.class);
    }
}
