package calhamer.server.service;

import calhamer.adjudicator.position.InvalidPositionException;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.PositionJson;
import calhamer.adjudicator.position.PositionProblem;
import calhamer.maps.DiplomacyMap;
import calhamer.server.error.ApiException;
import calhamer.server.error.FieldError;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Reads the {@code position} of a request: a position that does not fit the map is a 422 naming every problem. */
public final class PositionInput {
    private PositionInput() {
    }

    /**
     * @return the body (UTF-8 JSON) as a plain position read straight from its bytes ({@link PositionJson#readPlain}:
     *         a movement or adjustment position with nothing wrong, nothing after it), or null for any other body,
     *         which the caller then reads as a tree, so that every problem is named as before
     */
    public static Position readPlain(JsonFactory json, byte[] body, DiplomacyMap map) {
        try (JsonParser p = json.createParser(body)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return null;
            }
            Position position = PositionJson.readPlain(map, p);
            return position == null || p.nextToken() != null ? null : position;
        } catch (IOException e) {
            return null;
        }
    }

    /** @return the position, or 422 with one field error per problem (fields under {@code position.}) */
    public static Position read(DiplomacyMap map, JsonNode node) {
        return read(map, node, "position");
    }

    /**
     * @param field the request's name of the position, e.g. {@code options.previous.position}
     * @return the position, or 422 with one field error per problem (fields under {@code field.})
     */
    public static Position read(DiplomacyMap map, JsonNode node, String field) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            throw ApiException.unprocessable("the request needs a '" + field + "'",
                    List.of(new FieldError(field, "missing")));
        }
        try {
            return PositionJson.read(map, node);
        } catch (InvalidPositionException e) {
            List<FieldError> errors = new ArrayList<>();
            for (PositionProblem p : e.problems()) {
                String where = p.field() == null || p.field().isEmpty() || p.field().equals("$") ? field
                        : field + "." + p.field();
                errors.add(new FieldError(where, p.message()));
            }
            throw ApiException.unprocessable("the position does not fit map " + map.id() + ": "
                    + errors.size() + " problem(s)", errors);
        }
    }
}
