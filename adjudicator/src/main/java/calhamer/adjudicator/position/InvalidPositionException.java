package calhamer.adjudicator.position;

import java.util.List;

/** A position refused as a whole; {@link #problems()} names every problem found. */
public final class InvalidPositionException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final transient List<PositionProblem> problems;

    public InvalidPositionException(List<PositionProblem> problems) {
        super("invalid position: " + String.join("; ", problems.stream().map(PositionProblem::toString).toList()));
        this.problems = List.copyOf(problems);
    }

    /** @return every problem, in the order found */
    public List<PositionProblem> problems() {
        return problems;
    }
}
