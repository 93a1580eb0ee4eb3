package calhamer.server.http;

import calhamer.server.config.ServerConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.glassfish.grizzly.http.server.HttpHandler;
import org.glassfish.grizzly.http.server.HttpHandlerRegistration;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.grizzly.http.server.NetworkListener;
import org.glassfish.grizzly.http.server.ServerConfiguration;
import org.glassfish.grizzly.nio.transport.TCPNIOTransport;
import org.glassfish.grizzly.strategies.SameThreadIOStrategy;
import org.glassfish.grizzly.threadpool.ThreadPoolConfig;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The running HTTP server: Jersey on Grizzly, started from a {@link ServerConfig}, stopped gracefully. */
public final class CalhamerServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(CalhamerServer.class);
    private final HttpServer http;
    private final ServerConfig config;
    private final HttpParseErrors parseErrors;

    private CalhamerServer(HttpServer http, ServerConfig config, HttpParseErrors parseErrors) {
        this.http = http;
        this.config = config;
        this.parseErrors = parseErrors;
    }

    /** Starts serving; with port 0 the system picks a free port ({@link #port()} tells which). */
    public static CalhamerServer start(ServerConfig config) {
        return start(config, true);
    }

    /**
     * Starts serving, with the hot POST endpoints on Grizzly directly ({@link FastEndpoints}) or, for comparison in
     * tests, everything through Jersey.
     */
    static CalhamerServer start(ServerConfig config, boolean fastEndpoints) {
        URI uri = URI.create("http://" + config.host() + ":" + config.port() + "/");
        CalhamerApplication app = new CalhamerApplication(config);
        HttpServer http = GrizzlyHttpServerFactory.createHttpServer(uri, app, false);
        HttpParseErrors parseErrors = new HttpParseErrors();
        http.getListeners().forEach(l -> l.registerAddOn(parseErrors));
        if (fastEndpoints) {
            ServerConfiguration server = http.getServerConfiguration();
            HttpHandler jersey = server.getHttpHandlersWithMapping().keySet().iterator().next();
            server.removeHttpHandler(jersey);
            server.addHttpHandler(new FastEndpoints(jersey, app, config.maxBodyBytes()), HttpHandlerRegistration.ROOT);
            http.getListeners().forEach(CalhamerServer::answerOnSelectorThreads);
        }
        try {
            http.start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot listen on " + config.host() + ":" + config.port(), e);
        }
        CalhamerServer server = new CalhamerServer(http, config, parseErrors);
        LOG.info("Calhamer listening on http://{}:{}/ (data directory {})", config.host(), server.port(),
                config.dataDir().toAbsolutePath());
        return server;
    }

    /**
     * Lets the selector threads that read a request also answer it when {@link FastEndpoints} says so (a light
     * request whose body has arrived), instead of handing every request to a worker thread: under load the hand-off
     * (queue, wake-up, context switch) cost about as much CPU as the adjudication it carried. Every other request
     * still goes to the listener's worker pool, which is kept as configured (the same-thread strategy alone would
     * drop it).
     */
    private static void answerOnSelectorThreads(NetworkListener listener) {
        TCPNIOTransport transport = listener.getTransport();
        ThreadPoolConfig workers = transport.getWorkerThreadPoolConfig();
        transport.setIOStrategy(SameThreadIOStrategy.getInstance());
        transport.setWorkerThreadPoolConfig(workers);
    }

    /** @return the port actually listened on */
    public int port() {
        NetworkListener listener = http.getListeners().iterator().next();
        return listener.getPort();
    }

    /** @return the base URI, e.g. {@code http://127.0.0.1:8080/} */
    public URI baseUri() {
        return URI.create("http://" + config.host() + ":" + port() + "/");
    }

    /** Stops accepting connections and waits up to the configured grace period for requests in flight. */
    @Override
    public void close() {
        long grace = config.shutdownGrace().toMillis();
        try {
            http.shutdown(grace, TimeUnit.MILLISECONDS).get(grace + 1000, TimeUnit.MILLISECONDS);
            LOG.info("Calhamer stopped");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            http.shutdownNow();
        } catch (ExecutionException | TimeoutException e) {
            LOG.warn("requests still in flight after {} ms; stopping now", grace);
            http.shutdownNow();
        } finally {
            parseErrors.close();
        }
    }
}
