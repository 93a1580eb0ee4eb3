package calhamer.maps.io;

import calhamer.maps.io.MapFile.LayoutEntry;
import calhamer.maps.io.MapFile.PointEntry;
import calhamer.maps.io.MapFile.ProvinceEntry;
import calhamer.maps.io.MapFile.StartEntry;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the JSON of a map file into a {@link MapFile} with Jackson's streaming parser, field by field. Strict: an
 * unknown field, a field given twice, a value of the wrong kind or text after the file's object is refused with a
 * {@link MapShapeException} naming the field's path ({@code provinces[3].coasts}), its line and its column. A field
 * that is missing or null reads as null (the {@link MapValidator} names what a map lacks). Keys of the adjacency,
 * start and layout objects keep the file's order.
 *
 * <p>Read by hand rather than by data binding because a map is read first thing by every command line and server:
 * binding introspects the file's five record types by reflection and needs an {@code ObjectMapper}, whose start loads
 * the locale data, together about 120 ms of a command line's start-up; this reads the standard map in a few
 * milliseconds. O(size of the file).
 */
final class MapFileReader {
    private static final JsonFactory JSON = new JsonFactory();

    /** Reads one value, the parser on its first token (never null: null values do not reach a reader). */
    @FunctionalInterface
    private interface ValueReader<T> {
        T read(JsonParser p, String path) throws IOException;
    }

    /** The value of a named field, the parser on its first token; the field names its position in the record. */
    @FunctionalInterface
    private interface FieldReader {
        Object read(JsonParser p, String field, String path) throws IOException;
    }

    private MapFileReader() {
    }

    /** @return a parser of UTF-8 (or UTF-16/32, detected) JSON bytes */
    static JsonParser parser(InputStream in) throws IOException {
        return JSON.createParser(in);
    }

    /** @return a parser of JSON text */
    static JsonParser parser(Reader in) throws IOException {
        return JSON.createParser(in);
    }

    /**
     * @return the map file the parser's document holds, or null when the document is JSON's {@code null}
     * @throws MapShapeException naming the field, line and column of the first problem of shape
     * @throws JsonParseException when the text is not JSON
     */
    static MapFile read(JsonParser p) throws IOException {
        JsonToken first = p.nextToken();
        if (first == null) {
            throw problem(p, "", "is empty: a map file is a JSON object");
        }
        MapFile file = first == JsonToken.VALUE_NULL ? null : mapFile(p);
        if (p.nextToken() != null) {
            throw problem(p, "", "has text after the end of its object");
        }
        return file;
    }

    private static MapFile mapFile(JsonParser p) throws IOException {
        Object[] v = fields(p, "", List.of("id", "name", "description", "powers", "provinces",
                "armyAdjacency", "fleetAdjacency", "start", "layout", "victory", "rules", "neutral"),
                (q, field, path) -> switch (field) {
                    case "id", "name", "description" -> text(q, path);
                    case "victory" -> whole(q, path);
                    case "powers", "rules", "neutral" -> list(q, path, MapFileReader::text);
                    case "provinces" -> list(q, path, MapFileReader::province);
                    case "armyAdjacency", "fleetAdjacency" -> texts(q, path);
                    case "start" -> start(q, path);
                    default -> layout(q, path);
                });
        return new MapFile((String) v[0], (String) v[1], (String) v[2], cast(v[3]), cast(v[4]), cast(v[5]),
                cast(v[6]), (StartEntry) v[7], (LayoutEntry) v[8], (Integer) v[9], cast(v[10]), cast(v[11]));
    }

    private static ProvinceEntry province(JsonParser p, String path) throws IOException {
        Object[] v = fields(p, path, List.of("id", "name", "terrain", "supplyCenter", "home", "coasts", "aliases"),
                (q, field, at) -> switch (field) {
                    case "supplyCenter" -> truth(q, at);
                    case "coasts", "aliases" -> list(q, at, MapFileReader::text);
                    default -> text(q, at);
                });
        return new ProvinceEntry((String) v[0], (String) v[1], (String) v[2], (Boolean) v[3], (String) v[4],
                cast(v[5]), cast(v[6]));
    }

    private static StartEntry start(JsonParser p, String path) throws IOException {
        Object[] v = fields(p, path, List.of("year", "units", "centers"),
                (q, field, at) -> field.equals("year") ? whole(q, at) : texts(q, at));
        return new StartEntry((Integer) v[0], cast(v[1]), cast(v[2]));
    }

    private static LayoutEntry layout(JsonParser p, String path) throws IOException {
        Object[] v = fields(p, path, List.of("width", "height", "positions", "computed"),
                (q, field, at) -> switch (field) {
                    case "positions" -> map(q, at, MapFileReader::point);
                    case "computed" -> truth(q, at);
                    default -> number(q, at);
                });
        return new LayoutEntry((Double) v[0], (Double) v[1], cast(v[2]), (Boolean) v[3]);
    }

    private static PointEntry point(JsonParser p, String path) throws IOException {
        Object[] v = fields(p, path, List.of("x", "y"), (q, field, at) -> number(q, at));
        return new PointEntry((Double) v[0], (Double) v[1]);
    }

    /** An object of key → list of text (adjacency, starting units and centres). */
    private static Map<String, List<String>> texts(JsonParser p, String path) throws IOException {
        return map(p, path, (q, at) -> list(q, at, MapFileReader::text));
    }

    /**
     * Reads an object with the given fields (each at most once, any order, none required).
     *
     * @return the values by the fields' positions, null where absent or null
     */
    private static Object[] fields(JsonParser p, String path, List<String> names, FieldReader reader)
            throws IOException {
        expect(p, JsonToken.START_OBJECT, path, "an object");
        Object[] values = new Object[names.size()];
        boolean[] seen = new boolean[names.size()];
        String prefix = path.isEmpty() ? "" : path + ".";
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            int i = names.indexOf(name);
            if (i < 0) {
                throw problem(p, prefix + name, "is unknown (the fields of " + name(path) + ": "
                        + String.join(", ", names) + ")");
            }
            if (seen[i]) {
                throw problem(p, prefix + name, "is given twice");
            }
            seen[i] = true;
            values[i] = p.nextToken() == JsonToken.VALUE_NULL ? null : reader.read(p, name, prefix + name);
        }
        return values;
    }

    /** An object of key → value, in the file's order. */
    private static <T> Map<String, T> map(JsonParser p, String path, ValueReader<T> reader) throws IOException {
        expect(p, JsonToken.START_OBJECT, path, "an object");
        Map<String, T> map = new LinkedHashMap<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            if (map.containsKey(key)) {
                throw problem(p, path + "." + key, "is given twice");
            }
            map.put(key, p.nextToken() == JsonToken.VALUE_NULL ? null : reader.read(p, path + "." + key));
        }
        return map;
    }

    private static <T> List<T> list(JsonParser p, String path, ValueReader<T> reader) throws IOException {
        expect(p, JsonToken.START_ARRAY, path, "an array");
        List<T> list = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) {
            list.add(p.currentToken() == JsonToken.VALUE_NULL ? null
                    : reader.read(p, path + "[" + list.size() + "]"));
        }
        return list;
    }

    private static String text(JsonParser p, String path) throws IOException {
        expect(p, JsonToken.VALUE_STRING, path, "text");
        return p.getText();
    }

    private static Boolean truth(JsonParser p, String path) throws IOException {
        if (!p.currentToken().isBoolean()) {
            throw wrongKind(p, path, "true or false");
        }
        return p.getBooleanValue();
    }

    private static Integer whole(JsonParser p, String path) throws IOException {
        if (p.currentToken() != JsonToken.VALUE_NUMBER_INT || p.getNumberType() != JsonParser.NumberType.INT) {
            throw wrongKind(p, path, "a whole number");
        }
        return p.getIntValue();
    }

    private static Double number(JsonParser p, String path) throws IOException {
        if (!p.currentToken().isNumeric()) {
            throw wrongKind(p, path, "a number");
        }
        return p.getDoubleValue();
    }

    private static void expect(JsonParser p, JsonToken token, String path, String kind) throws IOException {
        if (p.currentToken() != token) {
            throw wrongKind(p, path, kind);
        }
    }

    private static MapShapeException wrongKind(JsonParser p, String path, String kind) {
        return problem(p, path, "must be " + kind + ", not " + describe(p.currentToken()));
    }

    /** @return how a problem names a place: the field's path quoted, or the whole file for the empty path */
    private static String name(String path) {
        return path.isEmpty() ? "the map file" : "'" + path + "'";
    }

    private static String describe(JsonToken token) {
        return switch (token) {
            case START_OBJECT -> "an object";
            case START_ARRAY -> "an array";
            case VALUE_STRING -> "text";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
            case VALUE_TRUE, VALUE_FALSE -> "true or false";
            default -> token.asString() == null ? token.name() : token.asString();
        };
    }

    /**
     * A problem of the field at {@code path} (empty: the whole file), at the current token's start, so that the line
     * and column point at the value or field at fault.
     */
    private static MapShapeException problem(JsonParser p, String path, String why) {
        return new MapShapeException(p, path, why, p.currentTokenLocation());
    }

    @SuppressWarnings("unchecked")
    private static <T> T cast(Object value) {
        return (T) value;
    }
}
