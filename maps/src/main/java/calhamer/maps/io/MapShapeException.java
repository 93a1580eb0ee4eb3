package calhamer.maps.io;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;

/**
 * A map file's JSON that is not of the file's shape (an unknown field, a field given twice, a value of the wrong
 * kind): the field's path ({@code provinces[3].coasts}, empty for the file as a whole), what is wrong with it, and
 * where, so that a loader and an API can each say it in their own form.
 */
public final class MapShapeException extends JsonParseException {
    private final String field;
    private final String why;

    MapShapeException(JsonParser parser, String field, String why, JsonLocation location) {
        super(parser, (field.isEmpty() ? "the map file" : "'" + field + "'") + " " + why, location);
        this.field = field;
        this.why = why;
    }

    /** @return the path of the field at fault ({@code provinces[3].coasts}), empty for the file as a whole */
    public String field() {
        return field;
    }

    /** @return what is wrong with it ({@code must be an array, not text}) */
    public String why() {
        return why;
    }
}
