package calhamer.wire;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A request read as its form that does not fit (a 422): a position that does not fit the map, orders not in the
 * form of orders, a missing part.
 */
public final class UnfitRequestException extends RequestException {
    private static final long serialVersionUID = 1L;

    public UnfitRequestException(String detail, List<FieldProblem> problems) {
        super(detail, problems);
    }

    /**
     * @param parts the refusals of the parts of one request, each naming its own fields
     * @return one refusal naming every field of them: the one part's refusal itself, or of several their details
     *         joined and their fields in order
     */
    public static UnfitRequestException of(List<UnfitRequestException> parts) {
        if (parts.size() == 1) {
            return parts.get(0);
        }
        List<FieldProblem> problems = new ArrayList<>();
        parts.forEach(p -> problems.addAll(p.problems()));
        return new UnfitRequestException("the request does not fit: " + parts.stream()
                .map(Throwable::getMessage).collect(Collectors.joining("; ")), problems);
    }

    /** @return the refusal of a request without the part it needs, e.g. its {@code position} */
    public static UnfitRequestException missing(String field) {
        return new UnfitRequestException("the request needs a '" + field + "'", List.of(new FieldProblem(field,
                "missing")));
    }
}
