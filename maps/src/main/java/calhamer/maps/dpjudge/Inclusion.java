package calhamer.maps.dpjudge;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Cuts a {@code .map} file into the lines that say something and reads, in place of each {@code MAP name} and
 * {@code USE[S] name...} line, the lines of the files it names, recursively: the flat list of lines DPjudge reads,
 * in its order. A name without a dot gets {@code .map} appended. Each file is read once: naming a file that is being
 * read is an inheritance loop, naming one read before is refused too, and a file the {@link MapSource} lacks is a
 * problem of the line naming it. O(total lines of all files).
 */
final class Inclusion {
    /** Deeper chains of {@code MAP} lines than this are refused (each file is read once anyway). */
    static final int MAX_DEPTH = 16;

    private final MapSource source;
    private final Problems problems;
    private final List<SourceLine> lines = new ArrayList<>();
    private final Deque<String> reading = new ArrayDeque<>();
    private final Map<String, SourceLine> read = new HashMap<>();
    private final List<String> files = new ArrayList<>();

    private Inclusion(MapSource source, Problems problems) {
        this.source = source;
        this.problems = problems;
    }

    /**
     * @param name   the file's name (named in problems)
     * @param text   the file's text
     * @param source where the files it names are read from
     * @return the lines of the file and of every file it names, in reading order
     */
    static Inclusion expand(String name, String text, MapSource source, Problems problems) {
        Inclusion inclusion = new Inclusion(source, problems);
        inclusion.read.put(name, null);
        inclusion.file(name, text);
        return inclusion;
    }

    /** @return the lines read, in reading order */
    List<SourceLine> lines() {
        return lines;
    }

    /** @return the files read besides the first, in the order they were named */
    List<String> included() {
        return files;
    }

    private void file(String name, String text) {
        reading.push(name);
        String[] raw = text.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        for (int i = 0; i < raw.length; i++) {
            String t = (i == 0 && raw[i].startsWith("\uFEFF") ? raw[i].substring(1) : raw[i]).strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            SourceLine line = new SourceLine(name, i + 1, t, Arrays.asList(t.split("\\s+")));
            String directive = line.directive();
            if (directive.equals("MAP") || directive.equals("USE") || directive.equals("USES")) {
                include(line);
            } else {
                lines.add(line);
            }
        }
        reading.pop();
    }

    private void include(SourceLine line) {
        List<String> names = line.arguments();
        if (names.isEmpty() || line.directive().equals("MAP") && names.size() != 1) {
            problems.at(line, line.directive() + " names " + (names.isEmpty() ? "no file" : names.size() + " files")
                    + "; write 'MAP name' (one map) or 'USE name...'");
            return;
        }
        for (String given : names) {
            String name = given.contains(".") ? given : given + ".map";
            if (reading.contains(name)) {
                List<String> chain = new ArrayList<>(reading);
                Collections.reverse(chain);
                problems.at(line, line.directive() + " " + given + ": an inheritance loop (" + String.join(" -> ", chain)
                        + " -> " + name + ")");
            } else if (read.containsKey(name)) {
                problems.at(line, line.directive() + " " + given + ": " + name + " was read already (by "
                        + read.get(name).where() + "); each file is read once");
            } else if (reading.size() >= MAX_DEPTH) {
                problems.at(line, line.directive() + " " + given + ": files are nested more than " + MAX_DEPTH
                        + " deep");
            } else {
                Optional<String> text = text(line, given, name);
                if (text.isPresent()) {
                    read.put(name, line);
                    files.add(name);
                    file(name, text.get());
                }
            }
        }
    }

    private Optional<String> text(SourceLine line, String given, String name) {
        try {
            Optional<String> text = source.read(name);
            if (text.isEmpty()) {
                problems.at(line, line.directive() + " " + given + ": cannot read " + name + " (" + source.describe()
                        + ")");
            }
            return text;
        } catch (IOException e) {
            problems.at(line, line.directive() + " " + given + ": cannot read " + name + ": " + e.getMessage());
            return Optional.empty();
        }
    }
}
