package calhamer.wire.positions;

import calhamer.adjudicator.position.InvalidPositionException;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.PositionProblem;
import calhamer.maps.DiplomacyMap;
import calhamer.wire.FieldProblem;
import calhamer.wire.UnfitRequestException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A position given as a field of a request ({@code position}, {@code options.previous.position}): missing (or
 * {@code null}) it is a 422 saying the request needs it; a position that does not fit the map is a 422 with one
 * field problem per problem of the position, placed under the field ({@code position.units.FRANCE[2]}).
 */
public final class PositionField {
    private PositionField() {
    }

    /**
     * @param field the request's name of the position, e.g. {@code options.previous.position}
     * @return the position of a request bound to a tree
     * @throws UnfitRequestException when it is missing or does not fit the map
     */
    public static Position read(DiplomacyMap map, JsonNode node, String field) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            throw UnfitRequestException.missing(field);
        }
        try {
            return PositionJson.read(map, node);
        } catch (InvalidPositionException e) {
            throw unfit(map, e, field);
        }
    }

    /** @return the refusal of a position that does not fit the map, each problem placed under {@code field} */
    public static UnfitRequestException unfit(DiplomacyMap map, InvalidPositionException e, String field) {
        List<FieldProblem> problems = new ArrayList<>();
        for (PositionProblem p : e.problems()) {
            String where = p.field() == null || p.field().isEmpty() || p.field().equals("$") ? field
                    : field + "." + p.field();
            problems.add(new FieldProblem(where, p.message()));
        }
        return new UnfitRequestException("the position does not fit map " + map.id() + ": " + problems.size()
                + " problem(s)", problems);
    }
}
