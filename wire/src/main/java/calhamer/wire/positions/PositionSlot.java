package calhamer.wire.positions;

import calhamer.adjudicator.position.InvalidPositionException;
import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.wire.UnfitRequestException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * The position field of a request read from a token stream ({@code position}): read where it stands in the body,
 * without a tree, but judged only once the whole request has been read, so that a request that is not JSON or not of
 * its form's shape is refused as such (400) before its position is (422). The last position given counts. On a map
 * that is not known the position is only checked to be JSON (the caller answers 404).
 */
public final class PositionSlot {
    private final DiplomacyMap map;
    private boolean given;
    private Position position;
    private InvalidPositionException problems;

    /** @param map the map the request is on, or null when no such map is known */
    public PositionSlot(DiplomacyMap map) {
        this.map = map;
    }

    /** Reads the field's value, the parser at its first token and afterwards at its last. */
    public void read(JsonParser p) throws IOException {
        given = p.currentToken() != JsonToken.VALUE_NULL;
        position = null;
        problems = null;
        if (map == null || !given) {
            p.skipChildren();
            return;
        }
        try {
            position = PositionJson.read(map, p);
        } catch (InvalidPositionException e) {
            problems = e;
        }
    }

    /**
     * @param field the field's name in the request
     * @return the position
     * @throws UnfitRequestException when it was not given, or does not fit the map
     */
    public Position position(String field) {
        if (!given) {
            throw UnfitRequestException.missing(field);
        }
        if (problems != null) {
            throw PositionField.unfit(map, problems, field);
        }
        return position;
    }
}
