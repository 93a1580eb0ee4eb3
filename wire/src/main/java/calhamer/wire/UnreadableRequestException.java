package calhamer.wire;

import java.util.List;

/** A request that cannot be read as its form (a 400): a body of the wrong kind, a field of the wrong kind. */
public final class UnreadableRequestException extends RequestException {
    private static final long serialVersionUID = 1L;

    public UnreadableRequestException(String detail, List<FieldProblem> problems) {
        super(detail, problems);
    }
}
