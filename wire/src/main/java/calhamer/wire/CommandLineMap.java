package calhamer.wire;

import calhamer.maps.DiplomacyMap;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;

/**
 * The map a request of the command line is on: the endpoint's body plus an optional {@code "map"} (default
 * {@code standard}; the last one given counts). A streaming reader meets the field where it stands, also after the
 * position that needs the map: {@link #read} reads the request on the default map, and if the request names
 * another, reads it again on that one, so that a request naming no map (a batch's usual line) is read once. A
 * tree has its field taken out ({@link #take}). A map that is not text is a 400, named once the request has been
 * read as JSON.
 */
public final class CommandLineMap {
    /** The field. */
    public static final String FIELD = "map";
    /** The map of a request that names none. */
    public static final String DEFAULT = "standard";

    private String id = DEFAULT;
    private boolean text = true;

    /** A request's {@code "map"} as a streaming reader meets it. */
    public CommandLineMap() {
    }

    /** Reads a request's fields on a map, noting its {@code "map"}; judges nothing that depends on the map. */
    @FunctionalInterface
    public interface Parse<P> {
        /**
         * @param map the map to read the position on, or null when there is no such map
         * @return the fields as read, or null for no request
         */
        P parse(byte[] line, DiplomacyMap map, CommandLineMap named) throws IOException;
    }

    /** Judges the fields as read on the map the request is on, making the request. */
    @FunctionalInterface
    public interface Finish<P, R> {
        R request(P fields, DiplomacyMap map);
    }

    /**
     * Reads a request of the command line on the map it names: on the default map first, then, if the line names
     * another, again on that one (the same line names it again).
     *
     * @param maps map id → the map, or null when there is no such map
     * @return the map id and the request (null for no request)
     * @throws IOException when the line is not JSON or not of its form's shape
     */
    public static <P, R> LineRequest<R> read(byte[] line, Function<String, DiplomacyMap> maps, Parse<P> parse,
                                             Finish<P, R> finish) throws IOException {
        String id = DEFAULT;
        while (true) {
            DiplomacyMap map = maps.apply(id);
            CommandLineMap named = new CommandLineMap();
            P fields = parse.parse(line, map, named);
            if (named.named().equals(id)) {
                return new LineRequest<>(id, fields == null ? null : finish.request(fields, map));
            }
            id = named.named();
        }
    }

    /** Reads the field's value (the parser at its first token, afterwards at its last). */
    void read(JsonParser p) throws IOException {
        text = p.currentToken() == JsonToken.VALUE_STRING;
        id = text ? p.getText() : id;
        p.skipChildren();
    }

    /**
     * @return the map the request names ({@link #DEFAULT} when none)
     * @throws UnreadableRequestException when its {@code "map"} is not text
     */
    public String named() {
        if (!text) {
            throw notAMapId();
        }
        return id;
    }

    /**
     * Takes the {@code "map"} out of a request read as a tree.
     *
     * @return the map it names ({@link #DEFAULT} when none, or when the request is not an object)
     * @throws UnreadableRequestException when its {@code "map"} is not text
     */
    public static String take(JsonNode body) {
        if (!(body instanceof ObjectNode o) || !o.has(FIELD)) {
            return DEFAULT;
        }
        JsonNode map = o.remove(FIELD);
        if (!map.isTextual()) {
            throw notAMapId();
        }
        return map.asText();
    }

    private static UnreadableRequestException notAMapId() {
        return new UnreadableRequestException("'map' must be a map id such as \"standard\"", List.of());
    }
}
