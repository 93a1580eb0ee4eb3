package calhamer.wire.positions;

import calhamer.adjudicator.position.InvalidPositionException;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.PositionProblem;
import calhamer.maps.DiplomacyMap;
import calhamer.wire.WireJson;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The JSON form of a position, the one every API uses:
 * <pre>{"phase": "S1901M", "units": {"FRANCE": ["A PAR", "F BRE", "F STP/NC"]}, "centers": {"FRANCE": ["PAR", "BRE"]},
 *  "dislodged": {"AUSTRIA": [{"unit": "F TRI", "attackerFrom": "TYR"}]}, "contested": ["ALB"]}</pre>
 * Powers are upper case; {@code dislodged} and {@code contested} appear only in retreat phases ({@code attackerFrom}
 * is null when the attacker came by convoy). A position may give {@code "year": 1901} instead of the phase, meaning
 * that year's Spring movement phase: the form of a map's {@code start} ({@code GET /maps/{id}}), which is so a
 * position as it is (with a phase too, the year must be the phase's). Reading ({@link PositionReader}, one reader for every source: a token
 * stream, text, a tree) checks everything and refuses a malformed position as a whole, naming every problem
 * ({@link InvalidPositionException}); writing ({@link PositionWriter}) gives the canonical form (powers in map order,
 * units in board order, centres in province order). Both O(size of the position).
 */
public final class PositionJson {
    private PositionJson() {
    }

    /**
     * Reads the position at the parser (its first token); afterwards the parser is at the value's last token.
     *
     * @throws InvalidPositionException naming every problem
     * @throws IOException              when the tokens are not JSON
     */
    public static Position read(DiplomacyMap map, JsonParser parser) throws IOException {
        return PositionReader.read(map, parser);
    }

    /**
     * Reads a position from text (its first JSON value).
     *
     * @throws InvalidPositionException naming every problem, or that the text is not JSON
     */
    public static Position read(DiplomacyMap map, String json) {
        try (JsonParser p = WireJson.factory().createParser(json)) {
            p.nextToken();
            return read(map, p);
        } catch (JsonProcessingException e) {
            throw new InvalidPositionException(List.of(new PositionProblem("$",
                    "not valid JSON: " + e.getOriginalMessage())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a position from a JSON tree (the game API's states, a request bound to a tree).
     *
     * @throws InvalidPositionException naming every problem
     */
    public static Position read(DiplomacyMap map, JsonNode node) {
        if (node == null) {
            throw new InvalidPositionException(List.of(new PositionProblem("$", "a position is a JSON object")));
        }
        try (JsonParser p = node.traverse()) {
            p.nextToken();
            return read(map, p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);   // a tree is always JSON
        }
    }

    /**
     * Writes the canonical form of a position, the one writer of it: O(units + provinces), streamed.
     *
     * @throws IOException when the generator cannot write
     */
    public static void write(Position position, JsonGenerator gen) throws IOException {
        PositionWriter.write(position, gen);
    }

    /** @return the canonical JSON text of a position */
    public static String write(Position position) {
        StringWriter text = new StringWriter(512);
        try (JsonGenerator gen = WireJson.factory().createGenerator(text)) {
            write(position, gen);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    /** @return the canonical JSON tree of a position (what {@link #write(Position, JsonGenerator)} writes) */
    public static ObjectNode toTree(Position position) {
        try (TokenBuffer buffer = new TokenBuffer(WireJson.mapper(), false)) {
            write(position, buffer);
            return WireJson.mapper().readTree(buffer.asParser());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
