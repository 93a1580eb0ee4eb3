package calhamer.server.cli;

import calhamer.server.config.ServerConfig;
import calhamer.server.error.ApiException;
import calhamer.server.error.Problem;
import calhamer.server.error.Problems;
import calhamer.wire.CommandLineMap;
import calhamer.wire.LineRequest;
import calhamer.wire.WireAnswer;
import calhamer.wire.WireJson;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Runs endpoint requests offline, for the command line: one JSON request from a file, or with {@code --jsonl} one
 * request per line (the endpoint's body plus an optional {@code "map"}, default {@code standard}) answered one line
 * each, in order. A request's bytes go to the command's handler, which reads them with the endpoint's wire reader
 * (so a request is read, and refused, as the HTTP API reads it; the map it names is found by that reader,
 * {@link CommandLineMap}). A bad line gets an error line (the same problem body the HTTP API would send) and the rest
 * go on.
 */
final class OfflineRequests {
    private OfflineRequests() {
    }

    /** Answers one request. */
    @FunctionalInterface
    interface Handler {
        /**
         * @param request the request's UTF-8 bytes (with its {@code "map"}, for a command on a map)
         * @return the answer
         * @throws IOException when the request is not JSON, or not of its form's shape (Jackson's exceptions)
         */
        Object answer(byte[] request) throws IOException;
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
    static int run(CommandSpec spec, String file, boolean jsonl, Handler handler) {
        PrintWriter out = spec.commandLine().getOut();
        try (InputStream in = file.equals("-") ? System.in : Files.newInputStream(Path.of(file))) {
            if (jsonl) {
                OutputStream sink = out instanceof Stdout s ? s.stream() : new WriterSink(out);
                return answerLines(in, sink, handler) == 0 ? 0 : 1;
            }
            Object answer = answer(in.readAllBytes(), handler);
            out.println(WireJson.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(answer));
            out.flush();
            return answer instanceof ErrorAnswer ? 1 : 0;
        } catch (IOException e) {
            spec.commandLine().getErr().println(spec.name() + ": cannot read " + file + ": " + e.getMessage());
            spec.commandLine().getErr().flush();
            return 2;
        }
    }

    /**
     * Answers one request.
     *
     * @return the handler's answer, or an {@link ErrorAnswer}
     */
    static Object answer(byte[] request, Handler handler) {
        try {
            if (ByteLines.isBlank(request)) {
                throw ApiException.badRequest("the request is blank: give one JSON request (with --jsonl, one a "
                        + "line)");
            }
            return handler.answer(request);
        } catch (RuntimeException | IOException e) {
            Throwable cause = e instanceof IllegalArgumentException && e.getCause() instanceof JsonProcessingException
                    ? e.getCause() : e;
            return new ErrorAnswer(Problems.of(cause));
        }
    }

    /**
     * @return the request as a tree, for a command whose endpoint binds its body with the mapper
     * @throws IOException when it is not JSON
     */
    static JsonNode tree(byte[] request) throws IOException {
        return WireJson.mapper().readTree(request);
    }

    /**
     * @return the request as a tree without its {@code "map"}, and the map it names
     * @throws IOException when it is not JSON
     */
    static LineRequest<JsonNode> treeOnMap(byte[] request) throws IOException {
        JsonNode body = tree(request);
        return new LineRequest<>(CommandLineMap.take(body), body);
    }

    /**
     * Answers every line of a JSON-lines stream, in order. Every line gets its answer line, so answers line up with
     * requests: a blank line gets an error line. Lines are answered on every core by a {@link LinePipeline}, each
     * answer written as one line of compact JSON: a wire answer by its writer straight to bytes, with no mapper.
     *
     * @return the number of error lines
     */
    static int answerLines(InputStream in, OutputStream out, Handler handler) throws IOException {
        int workers = Math.max(1, Runtime.getRuntime().availableProcessors());
        return LinePipeline.run(in, out, line -> {
            Object answer = answer(line, handler);
            try {
                byte[] text = answer instanceof WireAnswer wire ? WireJson.bytes(wire)
                        : WireJson.mapper().writeValueAsBytes(answer);
                return new LinePipeline.Answer(text, answer instanceof ErrorAnswer);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write an answer", e);
            }
        }, workers);
    }
}
