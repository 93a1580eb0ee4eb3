package calhamer.server.config;

import java.nio.file.Path;
import java.time.Duration;

/**
 * Everything the server is configured with. Every value is a command-line flag with an environment-variable
 * equivalent ({@link ServerOptions}); the defaults suit one machine serving bots and analysts.
 *
 * @param host               interface to listen on
 * @param port               port, 0 for any free port
 * @param dataDir            where uploaded maps are stored
 * @param maxBodyBytes       largest request body accepted (larger: 413)
 * @param maxOrderSets       most candidate order sets one power may enumerate in one request
 * @param maxMatrixCells     most payoff-matrix cells one request may evaluate or solve
 * @param searchTime         the longest a search (order choice, game move) may run
 * @param maxHeavyRequests   heavy requests (search, solve, matrices) served at once; more get 503
 * @param shutdownGrace      how long a stopping server waits for requests in flight
 * @param maxSolveStates     most distinct states one exact solve may remember (bounds its memory)
 */
public record ServerConfig(String host, int port, Path dataDir, long maxBodyBytes, int maxOrderSets,
                           long maxMatrixCells, Duration searchTime, int maxHeavyRequests, Duration shutdownGrace,
                           long maxSolveStates) {

    /**
     * The default {@link #maxSolveStates}: high enough that a solve is stopped by its time ({@link #searchTime})
     * first and by memory (a quarter of the heap) second; a request or the flag may set a lower cap.
     */
    public static final long DEFAULT_SOLVE_STATES = 100_000_000;

    /**
     * The defaults: 127.0.0.1:8080, ./calhamer-data, 1 MiB bodies, 5,000 order sets, 250,000 cells, 10 s,
     * 100,000,000 solve states.
     */
    public static ServerConfig defaults() {
        return new ServerConfig("127.0.0.1", 8080, Path.of("calhamer-data"), 1 << 20, 5_000, 250_000,
                Duration.ofSeconds(10), Math.max(1, Runtime.getRuntime().availableProcessors()), Duration.ofSeconds(20),
                DEFAULT_SOLVE_STATES);
    }

    /** @return a copy listening on another port */
    public ServerConfig withPort(int newPort) {
        return new ServerConfig(host, newPort, dataDir, maxBodyBytes, maxOrderSets, maxMatrixCells, searchTime,
                maxHeavyRequests, shutdownGrace, maxSolveStates);
    }

    /** @return a copy storing data elsewhere */
    public ServerConfig withDataDir(Path dir) {
        return new ServerConfig(host, port, dir, maxBodyBytes, maxOrderSets, maxMatrixCells, searchTime,
                maxHeavyRequests, shutdownGrace, maxSolveStates);
    }

    /** @return a copy with other limits */
    public ServerConfig withLimits(long bodyBytes, int orderSets, long matrixCells, Duration search, int heavy) {
        return new ServerConfig(host, port, dataDir, bodyBytes, orderSets, matrixCells, search, heavy, shutdownGrace,
                maxSolveStates);
    }

    /** @return a copy with another limit on the states of one exact solve */
    public ServerConfig withSolveStates(long states) {
        return new ServerConfig(host, port, dataDir, maxBodyBytes, maxOrderSets, maxMatrixCells, searchTime,
                maxHeavyRequests, shutdownGrace, states);
    }
}
