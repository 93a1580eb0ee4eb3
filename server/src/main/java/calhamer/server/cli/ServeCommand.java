package calhamer.server.cli;

import calhamer.server.config.ServerConfig;
import calhamer.server.config.ServerOptions;
import calhamer.server.http.CalhamerServer;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code calhamer serve}: runs the HTTP server until SIGTERM or Ctrl-C, then finishes requests in flight. */
@Command(name = "serve", mixinStandardHelpOptions = true, description = "Serve the HTTP API (the default).")
public final class ServeCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private ServerOptions options = new ServerOptions();

    @Override
    public Integer call() throws InterruptedException {
        ServerConfig config;
        try {
            config = options.toConfig();
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("calhamer serve: " + e.getMessage());
            return 2;
        }
        CalhamerServer server = CalhamerServer.start(config);
        spec.commandLine().getOut().println("Calhamer listening on " + server.baseUri());
        spec.commandLine().getOut().flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "calhamer-shutdown"));
        stopped.await();
        return 0;
    }
}
