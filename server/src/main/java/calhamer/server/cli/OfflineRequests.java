package calhamer.server.cli;

import calhamer.server.config.ServerConfig;
import calhamer.server.error.ApiException;
import calhamer.server.error.Problem;
import calhamer.server.error.Problems;
import calhamer.server.http.JsonSupport;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BiFunction;
import java.util.function.Function;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Runs endpoint requests offline, for the command line: one JSON request from a file, or with {@code --jsonl} one
 * request per line (the endpoint's body plus an optional {@code "map"}, default {@code standard}) answered one line
 * each, in order. A bad line gets an error line (the same problem body the HTTP API would send) and the rest go
 * on.
 */
final class OfflineRequests {
    private OfflineRequests() {
    }

    /** @return the limits offline commands run with: the server's, but no cap on concurrent heavy work */
    static ServerConfig config() {
        ServerConfig d = ServerConfig.defaults();
        return d.withLimits(d.maxBodyBytes(), d.maxOrderSets(), d.maxMatrixCells(), d.searchTime(), Integer.MAX_VALUE);
    }

    /** The answer line of a request that failed: the problem body the HTTP API would send, under "error". */
    record ErrorAnswer(Problem error) {
    }

    /**
     * Runs an offline request command: reads FILE ({@code -} for standard input), prints the JSON the endpoint would
     * return (one line per request with {@code jsonl}).
     *
     * @return 0 when every request was answered, 1 when some got an error answer, 2 when the input cannot be read
     */
    static int run(CommandSpec spec, String file, boolean jsonl, boolean withMap,
                   BiFunction<String, JsonNode, Object> handler) {
        return run(spec, file, jsonl, withMap, handler, null);
    }

    /**
     * As {@link #run(CommandSpec, String, boolean, boolean, BiFunction)}, lines of {@code --jsonl} first offered to
     * {@code plain}: a line's bytes → its answer's JSON text, or null when the line is not in the plain form it
     * reads (then the line goes to {@code handler} as a tree).
     */
    static int run(CommandSpec spec, String file, boolean jsonl, boolean withMap,
                   BiFunction<String, JsonNode, Object> handler, Function<byte[], byte[]> plain) {
        PrintWriter out = spec.commandLine().getOut();
        if (jsonl) {
            try (InputStream in = file.equals("-") ? System.in : Files.newInputStream(Path.of(file))) {
                OutputStream sink = out instanceof Stdout s ? s.stream() : new WriterSink(out);
                return answerLines(in, sink, withMap, handler, plain) == 0 ? 0 : 1;
            } catch (IOException e) {
                return cannotRead(spec, file, e);
            }
        }
        try (BufferedReader in = open(file)) {
            StringBuilder text = new StringBuilder();
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                text.append(line).append('\n');
            }
            Object answer = answer(text.toString(), withMap, handler);
            out.println(JsonSupport.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(answer));
            out.flush();
            return answer instanceof ErrorAnswer ? 1 : 0;
        } catch (IOException e) {
            return cannotRead(spec, file, e);
        }
    }

    private static int cannotRead(CommandSpec spec, String file, IOException e) {
        spec.commandLine().getErr().println(spec.name() + ": cannot read " + file + ": " + e.getMessage());
        spec.commandLine().getErr().flush();
        return 2;
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
     * @return the handler's answer, or an {@link ErrorAnswer}
     */
    static Object answer(String text, boolean withMap, BiFunction<String, JsonNode, Object> handler) {
        return answer(() -> JsonSupport.mapper().readTree(blank(text.isBlank(), text)), withMap, handler);
    }

    /** @return the request text, refused with 400 when it is blank */
    private static <T> T blank(boolean isBlank, T text) {
        if (isBlank) {
            throw ApiException.badRequest("the request is blank: give one JSON request (with --jsonl, one a line)");
        }
        return text;
    }

    /** Reads a request body. */
    private interface Body {
        JsonNode read() throws JsonProcessingException, IOException;
    }

    private static Object answer(Body text, boolean withMap, BiFunction<String, JsonNode, Object> handler) {
        try {
            JsonNode body = text.read();
            String map = "standard";
            if (withMap && body instanceof ObjectNode && body.has("map")) {
                JsonNode m = ((ObjectNode) body).remove("map");
                if (!m.isTextual()) {
                    throw ApiException.badRequest("'map' must be a map id such as \"standard\"");
                }
                map = m.asText();
            }
            return handler.apply(map, body);
        } catch (RuntimeException | IOException e) {
            return errorAnswer(e);
        }
    }

    /** @return the error answer of a failure (a JSON problem wrapped in an IllegalArgumentException as itself) */
    private static ErrorAnswer errorAnswer(Exception e) {
        Throwable cause = e instanceof IllegalArgumentException && e.getCause() instanceof JsonProcessingException
                ? e.getCause() : e;
        return new ErrorAnswer(Problems.of(cause));
    }

    /** @return the request body converted to a request record, failing like the HTTP API would */
    static <T> T read(JsonNode body, Class<T> type) {
        try {
            return JsonSupport.mapper().treeToValue(body, type);
        } catch (JsonProcessingException e) {
            throw Problems.json(e);
        }
    }

    /**
     * Answers every line of a JSON-lines stream, in order. Every line gets its answer line, so answers line up with
     * requests: a blank line gets an error line. Lines are answered on every core by a {@link LinePipeline}, each
     * answer written as one line of compact JSON.
     *
     * @return the number of error lines
     */
    static int answerLines(InputStream in, OutputStream out, boolean withMap,
                           BiFunction<String, JsonNode, Object> handler) throws IOException {
        return answerLines(in, out, withMap, handler, null);
    }

    /** As {@link #answerLines(InputStream, OutputStream, boolean, BiFunction)}, lines first offered to plain. */
    static int answerLines(InputStream in, OutputStream out, boolean withMap,
                           BiFunction<String, JsonNode, Object> handler, Function<byte[], byte[]> plain)
            throws IOException {
        int workers = Math.max(1, Runtime.getRuntime().availableProcessors());
        return LinePipeline.run(in, out, line -> {
            Object answer = null;
            if (plain != null) {
                try {
                    byte[] written = plain.apply(line);
                    if (written != null) {
                        return new LinePipeline.Answer(written, false);
                    }
                } catch (RuntimeException e) {
                    answer = errorAnswer(e);
                }
            }
            if (answer == null) {
                answer = answer(() -> JsonSupport.mapper().readTree(blank(ByteLines.isBlank(line), line)), withMap,
                        handler);
            }
            try {
                return new LinePipeline.Answer(JsonSupport.mapper().writeValueAsBytes(answer),
                        answer instanceof ErrorAnswer);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write an answer", e);
            }
        }, workers);
    }
}
