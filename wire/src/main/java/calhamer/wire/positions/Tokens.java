package calhamer.wire.positions;

import calhamer.wire.WireJson;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.util.HashSet;
import java.util.Set;

/** What the position reader asks of a value in a token stream beyond reading it: its size, its text for people. */
final class Tokens {
    private Tokens() {
    }

    /** Reads a value as a tree, made only when a problem names a value that is not text. */
    private static final class Trees {
        static final ObjectReader READER = WireJson.mapper().readerFor(JsonNode.class)
                .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    /**
     * @return the number of elements of the array at the parser ({@code START_ARRAY}), which is afterwards at its
     *         {@code END_ARRAY}
     */
    static int elements(JsonParser p) throws IOException {
        int n = 0;
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            p.skipChildren();
            n++;
        }
        return n;
    }

    /**
     * @return the size a JSON tree gives the value at the parser: its distinct keys (an object), its elements (an
     *         array), or 0; the parser afterwards at the value's last token
     */
    static int size(JsonParser p) throws IOException {
        if (p.currentToken() == JsonToken.START_ARRAY) {
            return elements(p);
        }
        if (p.currentToken() != JsonToken.START_OBJECT) {
            return 0;
        }
        Set<String> keys = new HashSet<>();
        for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
            keys.add(p.currentName());
            p.nextToken();
            p.skipChildren();
        }
        return keys.size();
    }

    /**
     * @return the value at the parser as a JSON tree prints it ({@code "XYZ"} with its quotes, {@code 7},
     *         {@code {"a":1}}), for a problem that names it; the parser afterwards at the value's last token
     */
    static String text(JsonParser p) throws IOException {
        if (p.currentToken() == JsonToken.VALUE_STRING) {
            return TextNode.valueOf(p.getText()).toString();
        }
        return Trees.READER.readValue(p).toString();
    }
}
