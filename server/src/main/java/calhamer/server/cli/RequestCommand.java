package calhamer.server.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import java.util.function.Function;
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

    /**
     * @return a line's bytes → its answer's JSON text (UTF-8), or null when the line is not in the plain form this
     *         command reads without a tree (then the line goes to {@link #handler()}); null when the command has no
     *         plain form
     */
    Function<byte[], byte[]> plainHandler() {
        return null;
    }

    @Override
    public Integer call() {
        return OfflineRequests.run(spec, file, jsonl, takesMap(), handler(), plainHandler());
    }
}
