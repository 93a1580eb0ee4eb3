package calhamer.strategy.tournament;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A tournament's results on disk: {@code <prefix>.jsonl}, one JSON object per game ({@code id} first, then the
 * fields), appended and flushed as each game ends, and {@code <prefix>.csv}, the same rows as a table. The JSON
 * Lines file is the record: opening a store reads it back (a last line cut off by an interruption is dropped and
 * the file trimmed to the last whole line), so a rerun skips the games already played, and the CSV is rewritten from
 * it. Appends are synchronized: games finishing on several threads write whole lines. A number that is not finite
 * (NaN, an infinity) is written as {@code null} in JSON and as an empty cell in CSV, never as text JSON has no
 * number for.
 */
public final class ResultsStore implements MatchStore, AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path jsonl;
    private final Path csv;
    private final List<MatchRecord> records = new ArrayList<>();
    private final Map<String, MatchRecord> byId = new HashMap<>();
    private final List<String> columns = new ArrayList<>();
    private BufferedWriter jsonOut;
    private BufferedWriter csvOut;

    private ResultsStore(Path prefix) {
        String name = prefix.getFileName().toString();
        this.jsonl = prefix.resolveSibling(name + ".jsonl");
        this.csv = prefix.resolveSibling(name + ".csv");
    }

    /**
     * Opens (or creates) the store at {@code <prefix>.jsonl} and {@code <prefix>.csv}, reading what was played.
     *
     * @throws UncheckedIOException when the files cannot be read or written
     * @throws IllegalArgumentException when a whole line of the JSON Lines file is not a result
     */
    public static ResultsStore open(Path prefix) {
        ResultsStore store = new ResultsStore(prefix.toAbsolutePath());
        try {
            store.load();
            store.rewriteCsv();
            store.jsonOut = Files.newBufferedWriter(store.jsonl, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            store.csvOut = Files.newBufferedWriter(store.csv, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the results " + store.jsonl + ": " + e.getMessage(), e);
        }
        return store;
    }

    private void load() throws IOException {
        if (Files.notExists(jsonl)) {
            return;
        }
        String text = Files.readString(jsonl, StandardCharsets.UTF_8);
        int end = text.lastIndexOf('\n') + 1;
        if (end < text.length()) {
            Files.writeString(jsonl, text.substring(0, end), StandardCharsets.UTF_8);
        }
        String[] lines = text.substring(0, end).split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            JsonNode node;
            try {
                node = JSON.readTree(lines[i]);
            } catch (IOException e) {
                throw new IllegalArgumentException(jsonl + " line " + (i + 1) + " is not JSON: " + e.getMessage(), e);
            }
            if (!node.isObject() || !node.path("id").isTextual()) {
                throw new IllegalArgumentException(jsonl + " line " + (i + 1) + " is not a result (no \"id\")");
            }
            Map<String, Object> fields = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                if (!f.getKey().equals("id")) {
                    JsonNode v = f.getValue();
                    fields.put(f.getKey(), v.isNull() ? null : v.isNumber() ? v.numberValue()
                            : v.isBoolean() ? v.booleanValue()
                            : v.isContainerNode() ? JSON.convertValue(v, Object.class) : v.asText());
                }
            }
            remember(new MatchRecord(node.get("id").asText(), fields));
        }
    }

    private void remember(MatchRecord record) {
        if (byId.putIfAbsent(record.id(), record) == null) {
            records.add(record);
            for (String column : record.fields().keySet()) {
                if (!columns.contains(column)) {
                    columns.add(column);
                }
            }
        }
    }

    private void rewriteCsv() throws IOException {
        StringBuilder b = new StringBuilder();
        if (!records.isEmpty()) {
            b.append(csvHeader());
            for (MatchRecord r : records) {
                b.append(csvRow(r));
            }
        }
        Files.writeString(csv, b.toString(), StandardCharsets.UTF_8);
    }

    private String csvHeader() {
        StringBuilder b = new StringBuilder("id");
        for (String c : columns) {
            b.append(',').append(csvCell(c));
        }
        return b.append('\n').toString();
    }

    private String csvRow(MatchRecord r) {
        StringBuilder b = new StringBuilder(csvCell(r.id()));
        for (String c : columns) {
            b.append(',').append(csvValue(r, c));
        }
        return b.append('\n').toString();
    }

    /** @return the value with every number that is not finite (NaN, ±Infinity) replaced by null */
    private static JsonNode finite(JsonNode value) {
        if (value.isNumber() && !Double.isFinite(value.doubleValue())) {
            return NullNode.getInstance();
        }
        if (value.isContainerNode()) {
            if (value.isObject()) {
                ((ObjectNode) value).fields().forEachRemaining(f -> f.setValue(finite(f.getValue())));
            } else {
                ArrayNode array = (ArrayNode) value;
                for (int i = 0; i < array.size(); i++) {
                    array.set(i, finite(array.get(i)));
                }
            }
        }
        return value;
    }

    /** @return the field's CSV text: empty for a missing value or a number that is not finite */
    private static String csvValue(MatchRecord r, String column) {
        Object v = r.fields().get(column);
        if (v instanceof Number n && !Double.isFinite(n.doubleValue())) {
            return "";
        }
        return csvCell(r.text(column));
    }

    private static String csvCell(String value) {
        return value.contains(",") || value.contains("\"") || value.contains("\n")
                ? '"' + value.replace("\"", "\"\"") + '"' : value;
    }

    @Override
    public synchronized boolean has(String id) {
        return byId.containsKey(id);
    }

    @Override
    public synchronized MatchRecord record(String id) {
        return byId.get(id);
    }

    @Override
    public synchronized List<MatchRecord> records() {
        return List.copyOf(records);
    }

    /** Records a game: one line to each file, flushed. */
    @Override
    public synchronized void append(MatchRecord record) {
        if (byId.containsKey(record.id())) {
            return;
        }
        boolean header = records.isEmpty();
        boolean newColumns = !columns.containsAll(record.fields().keySet());
        remember(record);
        ObjectNode line = JSON.createObjectNode();
        line.put("id", record.id());
        record.fields().forEach((k, v) -> line.set(k, finite(JSON.valueToTree(v))));
        try {
            jsonOut.write(JSON.writeValueAsString(line));
            jsonOut.write('\n');
            jsonOut.flush();
            if (newColumns && !header) {
                csvOut.close();
                rewriteCsv();
                csvOut = Files.newBufferedWriter(csv, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
            } else {
                if (header) {
                    csvOut.write(csvHeader());
                }
                csvOut.write(csvRow(record));
                csvOut.flush();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the results " + jsonl + ": " + e.getMessage(), e);
        }
    }

    /** The JSON Lines file's path. */
    @Override
    public String where() {
        return jsonl.toString();
    }

    /** The JSON Lines file. */
    public Path jsonl() {
        return jsonl;
    }

    /** The CSV file. */
    public Path csv() {
        return csv;
    }

    @Override
    public synchronized void close() {
        try {
            jsonOut.close();
            csvOut.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
