package calhamer.server.cli;

import java.util.concurrent.Callable;
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

    /** @return request bytes → answer */
    abstract OfflineRequests.Handler handler();

    @Override
    public Integer call() {
        return OfflineRequests.run(spec, file, jsonl, handler());
    }
}
