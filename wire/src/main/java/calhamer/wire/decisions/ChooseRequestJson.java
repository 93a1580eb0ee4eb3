package calhamer.wire.decisions;

import calhamer.wire.JsonForms;
import calhamer.wire.UnreadableRequestException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;

/**
 * Reads a {@link ChooseRequest}, bound by Jackson with the one configuration ({@link JsonForms}): from the body's
 * bytes (the HTTP API) or from a line's tree without its {@code "map"} (the command line). A body that is not JSON is
 * the parser's exception; one not of the form's shape is refused naming every field at fault; nothing, or
 * {@code null}, is no request. O(size of the body).
 */
public final class ChooseRequestJson {
    private ChooseRequestJson() {
    }

    /**
     * @return the request in the body, or null for no body
     * @throws IOException                 when the body is not JSON
     * @throws UnreadableRequestException when it is not of the form's shape
     */
    public static ChooseRequest read(byte[] body) throws IOException {
        return JsonForms.read(body, ChooseRequest.class);
    }

    /**
     * @return the request in a tree (a command line's request, its {@code "map"} taken out)
     * @throws UnreadableRequestException when the tree is not of the form's shape
     */
    public static ChooseRequest read(JsonNode body) {
        return JsonForms.bind(body, ChooseRequest.class);
    }
}
