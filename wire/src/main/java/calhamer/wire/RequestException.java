package calhamer.wire;

import java.util.List;

/**
 * A request a wire reader refuses for what it says rather than for its JSON: unreadable
 * ({@link UnreadableRequestException}, 400) or unfit ({@link UnfitRequestException}, 422). The message is the
 * problem's detail, in Calhamer's words; {@link #problems()} names every field at fault, not only the first. (A body
 * that is not JSON is refused with Jackson's parser's exception, which {@link calhamer.wire.errors.SyntaxErrors}
 * words the same way for every form.)
 */
public abstract sealed class RequestException extends IllegalArgumentException
        permits UnreadableRequestException, UnfitRequestException {
    private static final long serialVersionUID = 1L;
    private final transient List<FieldProblem> problems;

    RequestException(String detail, List<FieldProblem> problems) {
        super(detail);
        this.problems = List.copyOf(problems);
    }

    /** @return each field at fault, in the order found */
    public List<FieldProblem> problems() {
        return problems;
    }
}
