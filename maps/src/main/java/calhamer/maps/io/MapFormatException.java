package calhamer.maps.io;

import java.util.List;
import java.util.stream.Collectors;

/** A map file was refused; it lists every problem found, and nothing of the map was loaded. */
public final class MapFormatException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<MapProblem> problems;

    public MapFormatException(List<MapProblem> problems) {
        super(problems.stream().map(MapProblem::toString).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    /** @return every problem found, in file order */
    public List<MapProblem> problems() {
        return problems;
    }
}
