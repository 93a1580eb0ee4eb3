package calhamer.server.cli;

import calhamer.server.http.JsonSupport;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The shape of every offline request command ({@code adjudicate}, {@code influence}, {@code solve},
 * {@code orders}): read FILE ({@code -} for standard input), print the JSON the endpoint would return. Exit status
 * 0 when every request was answered, 1 when some got an error answer, 2 when the input cannot be read.
 */
abstract class RequestCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The request (JSON), or - for standard input.")
    String file;

    @Option(names = "--jsonl", description = "Read one request per line and write one answer per line.")
    boolean jsonl;

    /** @return whether requests may carry a "map" field */
    abstract boolean takesMap();

    /** @return (map id, body) → answer */
    abstract BiFunction<String, JsonNode, Object> handler();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (jsonl) {
            try (InputStream in = file.equals("-") ? System.in : Files.newInputStream(Path.of(file))) {
                OutputStream sink = out instanceof Stdout s ? s.stream() : new WriterSink(out);
                return OfflineRequests.answerLines(in, sink, takesMap(), handler()) == 0 ? 0 : 1;
            } catch (IOException e) {
                return cannotRead(e);
            }
        }
        try (BufferedReader in = open()) {
            StringBuilder text = new StringBuilder();
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                text.append(line).append('\n');
            }
            Object answer = OfflineRequests.answer(text.toString(), takesMap(), handler());
            out.println(JsonSupport.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(answer));
            out.flush();
            return answer instanceof OfflineRequests.ErrorAnswer ? 1 : 0;
        } catch (IOException e) {
            return cannotRead(e);
        }
    }

    private int cannotRead(IOException e) {
        spec.commandLine().getErr().println(spec.name() + ": cannot read " + file + ": " + e.getMessage());
        spec.commandLine().getErr().flush();
        return 2;
    }

    private BufferedReader open() throws IOException {
        if (file.equals("-")) {
            return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        }
        return Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8);
    }
}
