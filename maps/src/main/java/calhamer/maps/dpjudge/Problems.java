package calhamer.maps.dpjudge;

import calhamer.maps.io.MapProblem;
import java.util.ArrayList;
import java.util.List;

/** The problems found while reading a {@code .map} file, in the order found, each naming file and line. */
final class Problems {
    private final List<MapProblem> list = new ArrayList<>();

    /** Records a problem of one line. */
    void at(SourceLine line, String rule) {
        list.add(new MapProblem(line.file(), line.number(), null, rule));
    }

    /** Records a problem of one line about one province. */
    void at(SourceLine line, String province, String rule) {
        list.add(new MapProblem(line.file(), line.number(), province, rule));
    }

    /** Records a problem of a file as a whole (its name, a power-less map), which no one line causes. */
    void file(String file, String rule) {
        list.add(new MapProblem(file, null, null, rule));
    }

    boolean isEmpty() {
        return list.isEmpty();
    }

    List<MapProblem> list() {
        return List.copyOf(list);
    }
}
