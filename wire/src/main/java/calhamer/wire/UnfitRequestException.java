package calhamer.wire;

import java.util.List;

/**
 * A request read as its form that does not fit (a 422): a position that does not fit the map, orders not in the
 * form of orders, a missing part.
 */
public final class UnfitRequestException extends RequestException {
    private static final long serialVersionUID = 1L;

    public UnfitRequestException(String detail, List<FieldProblem> problems) {
        super(detail, problems);
    }

    /** @return the refusal of a request without the part it needs, e.g. its {@code position} */
    public static UnfitRequestException missing(String field) {
        return new UnfitRequestException("the request needs a '" + field + "'", List.of(new FieldProblem(field,
                "missing")));
    }
}
