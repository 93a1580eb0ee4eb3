package calhamer.server.config;

import java.nio.file.Path;
import java.time.Duration;
import picocli.CommandLine.Option;

/** The server's flags; each falls back to an environment variable, then to the default. */
public final class ServerOptions {
    @Option(names = "--host", defaultValue = "${env:CALHAMER_HOST:-127.0.0.1}",
            description = "Interface to listen on (env CALHAMER_HOST). Default: ${DEFAULT-VALUE}.")
    String host;

    @Option(names = "--port", defaultValue = "${env:CALHAMER_PORT:-8080}",
            description = "Port, 0 for any free port (env CALHAMER_PORT). Default: ${DEFAULT-VALUE}.")
    int port;

    @Option(names = "--data-dir", defaultValue = "${env:CALHAMER_DATA_DIR:-calhamer-data}",
            description = "Where uploaded maps are kept (env CALHAMER_DATA_DIR). Default: ${DEFAULT-VALUE}.")
    Path dataDir;

    @Option(names = "--max-body-bytes", defaultValue = "${env:CALHAMER_MAX_BODY_BYTES:-1048576}",
            description = "Largest request body (env CALHAMER_MAX_BODY_BYTES). Default: ${DEFAULT-VALUE}.")
    long maxBodyBytes;

    @Option(names = "--max-order-sets", defaultValue = "${env:CALHAMER_MAX_ORDER_SETS:-5000}",
            description = "Most order sets per power per request (env CALHAMER_MAX_ORDER_SETS). Default: ${DEFAULT-VALUE}.")
    int maxOrderSets;

    @Option(names = "--max-matrix-cells", defaultValue = "${env:CALHAMER_MAX_MATRIX_CELLS:-250000}",
            description = "Most payoff-matrix cells per request (env CALHAMER_MAX_MATRIX_CELLS). Default: ${DEFAULT-VALUE}.")
    long maxMatrixCells;

    @Option(names = "--search-millis", defaultValue = "${env:CALHAMER_SEARCH_MILLIS:-10000}",
            description = "Longest search per request, ms (env CALHAMER_SEARCH_MILLIS). Default: ${DEFAULT-VALUE}.")
    long searchMillis;

    @Option(names = "--max-heavy-requests", defaultValue = "${env:CALHAMER_MAX_HEAVY_REQUESTS:-2}",
            description = "Heavy requests served at once, more get 503 (env CALHAMER_MAX_HEAVY_REQUESTS). "
                    + "Default: ${DEFAULT-VALUE}.")
    int maxHeavyRequests;

    @Option(names = "--max-solve-states", defaultValue = "${env:CALHAMER_MAX_SOLVE_STATES:-100000000}",
            description = "Most distinct states one exact solve may remember (env CALHAMER_MAX_SOLVE_STATES). "
                    + "Default: ${DEFAULT-VALUE}.")
    long maxSolveStates;

    /**
     * @return the configuration these options describe
     * @throws IllegalArgumentException naming every flag out of range, with its range
     */
    public ServerConfig toConfig() {
        new FlagChecks().whole("--port", port, 0, 65535, "0: any free port")
                .whole("--max-body-bytes", maxBodyBytes, 1, Long.MAX_VALUE, "bytes")
                .whole("--max-order-sets", maxOrderSets, 1, Long.MAX_VALUE, null)
                .whole("--max-matrix-cells", maxMatrixCells, 1, Long.MAX_VALUE, null)
                .whole("--search-millis", searchMillis, 1, Long.MAX_VALUE, "milliseconds")
                .whole("--max-heavy-requests", maxHeavyRequests, 1, Long.MAX_VALUE, null)
                .whole("--max-solve-states", maxSolveStates, 1, Long.MAX_VALUE, null)
                .require();
        return new ServerConfig(host, port, dataDir, maxBodyBytes, maxOrderSets, maxMatrixCells,
                Duration.ofMillis(searchMillis), maxHeavyRequests, ServerConfig.defaults().shutdownGrace(),
                maxSolveStates);
    }

}
