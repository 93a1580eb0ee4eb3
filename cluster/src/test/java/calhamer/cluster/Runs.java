package calhamer.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import picocli.CommandLine;

/**
 * What the cluster's tests share: a command run with its output captured, and a results file's rows as they compare
 * between runs: sorted, and without the fields that measure time (an arena game's decision times, a tournament
 * game's CPU milliseconds per move), which differ between any two runs on any machine.
 */
public final class Runs {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Runs() {
    }

    /** A finished command: its exit status and what it printed. */
    public record Run(int status, String out, String err) {
    }

    /** Runs {@code calhamer-cluster ARGS} in this JVM. */
    public static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = new CommandLine(new Main()).setOut(new PrintWriter(out)).setErr(new PrintWriter(err))
                .execute(args);
        return new Run(status, out.toString(), err.toString());
    }

    /** The file's rows, sorted, each without its measured times, as compact JSON text. */
    public static List<String> rows(Path jsonl) {
        List<String> rows = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(jsonl)) {
                if (line.isBlank()) {
                    continue;
                }
                ObjectNode row = (ObjectNode) JSON.readTree(line);
                if (row.get("tested") instanceof ObjectNode tested) {
                    tested.remove(List.of("movementMillis", "otherMillis"));
                }
                for (Iterator<String> names = row.fieldNames(); names.hasNext(); ) {
                    if (names.next().endsWith("CpuMillisPerMove")) {
                        names.remove();
                    }
                }
                rows.add(JSON.writeValueAsString(row));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        rows.sort(null);
        return rows;
    }

    /** The JSON of one line. */
    public static JsonNode json(String line) {
        try {
            return JSON.readTree(line);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
