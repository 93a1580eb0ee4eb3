package calhamer.server.cli;

import calhamer.server.config.ServerConfig;
import calhamer.server.error.ApiException;
import calhamer.server.error.Problems;
import calhamer.server.http.JsonSupport;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Runs endpoint requests offline, for the command line: one JSON request from a file, or with {@code --jsonl} one
 * request per line (the endpoint's body plus an optional {@code "map"}, default {@code standard}) answered one line
 * each, in order. A bad line gets an error line (the same problem body the HTTP API would send) and the rest go
 * on.
 */
final class OfflineRequests {
    private static final ObjectMapper JSON = JsonSupport.mapper();
    private static final int BATCH = 512;

    private OfflineRequests() {
    }

    /** @return the limits offline commands run with: the server's, but no cap on concurrent heavy work */
    static ServerConfig config() {
        ServerConfig d = ServerConfig.defaults();
        return d.withLimits(d.maxBodyBytes(), d.maxOrderSets(), d.maxMatrixCells(), d.searchTime(), Integer.MAX_VALUE);
    }

    /**
     * Runs an offline request command: reads FILE ({@code -} for standard input), prints the JSON the endpoint would
     * return (one line per request with {@code jsonl}).
     *
     * @return 0 when every request was answered, 1 when some got an error answer, 2 when the input cannot be read
     */
    static int run(CommandSpec spec, String file, boolean jsonl, boolean withMap,
                   BiFunction<String, JsonNode, Object> handler) {
        PrintWriter out = spec.commandLine().getOut();
        try (BufferedReader in = open(file)) {
            if (jsonl) {
                return answerLines(in, out, withMap, handler) == 0 ? 0 : 1;
            }
            StringBuilder text = new StringBuilder();
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                text.append(line).append('\n');
            }
            JsonNode answer = answer(text.toString(), withMap, handler);
            out.println(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(answer));
            out.flush();
            return answer.has("error") ? 1 : 0;
        } catch (IOException e) {
            spec.commandLine().getErr().println(spec.name() + ": cannot read " + file + ": " + e.getMessage());
            spec.commandLine().getErr().flush();
            return 2;
        }
    }

    private static BufferedReader open(String file) throws IOException {
        if (file.equals("-")) {
            return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        }
        return Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8);
    }

    /**
     * Answers one request.
     *
     * @param handler  (map id, request body without "map") → the answer object
     * @param withMap  whether requests may name a map
     */
    static JsonNode answer(String text, boolean withMap, BiFunction<String, JsonNode, Object> handler) {
        try {
            if (text.isBlank()) {
                throw ApiException.badRequest("the request is blank: give one JSON request (with --jsonl, one a line)");
            }
            JsonNode body = JSON.readTree(text);
            String map = "standard";
            if (withMap && body instanceof ObjectNode && body.has("map")) {
                JsonNode m = ((ObjectNode) body).remove("map");
                if (!m.isTextual()) {
                    throw ApiException.badRequest("'map' must be a map id such as \"standard\"");
                }
                map = m.asText();
            }
            return JSON.valueToTree(handler.apply(map, body));
        } catch (RuntimeException | JsonProcessingException e) {
            Throwable cause = e instanceof IllegalArgumentException && e.getCause() instanceof JsonProcessingException
                    ? e.getCause() : e;
            ObjectNode error = JSON.createObjectNode();
            error.set("error", JSON.valueToTree(Problems.of(cause)));
            return error;
        }
    }

    /** @return the request body converted to a request record, failing like the HTTP API would */
    static <T> T read(JsonNode body, Class<T> type) {
        try {
            return JSON.treeToValue(body, type);
        } catch (JsonProcessingException e) {
            throw Problems.json(e);
        }
    }

    /**
     * Answers every line of a JSON-lines stream, in order. Lines are read in batches and
     * each batch is answered on every core (requests are independent), then written in input order. Every line
     * gets its answer line, so answers line up with requests: a blank line gets an error line.
     *
     * @return the number of error lines
     */
    static int answerLines(BufferedReader in, PrintWriter out, boolean withMap,
                           BiFunction<String, JsonNode, Object> handler) throws IOException {
        int errors = 0;
        List<String> batch = new ArrayList<>(BATCH);
        for (String line = in.readLine(); ; line = in.readLine()) {
            if (line != null) {
                batch.add(line);
            }
            if (batch.size() == BATCH || (line == null && !batch.isEmpty())) {
                List<JsonNode> answers = batch.parallelStream().map(l -> answer(l, withMap, handler)).toList();
                for (JsonNode answer : answers) {
                    errors += answer.has("error") ? 1 : 0;
                    out.println(JSON.writeValueAsString(answer));
                }
                batch.clear();
            }
            if (line == null) {
                break;
            }
        }
        out.flush();
        return errors;
    }
}
