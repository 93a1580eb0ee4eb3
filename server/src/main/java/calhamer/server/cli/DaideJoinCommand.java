package calhamer.server.cli;

import calhamer.adjudicator.rules.Edition;
import calhamer.daide.client.ClientOptions;
import calhamer.daide.client.DaideClient;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code calhamer daide join}: plays Calhamer's bot in a DAIDE server's game until it ends, then prints the power
 * played, how the game ended and the slowest decision against its deadline. Exit status 0 when the game ended, 1
 * when the server could not be reached or refused the client, 2 for bad options.
 */
@Command(name = "join", mixinStandardHelpOptions = true,
        description = "Play Calhamer's bot in a DAIDE game; prints the power played and how the game ended.")
public final class DaideJoinCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--host", defaultValue = "${env:DAIDE_HOST:-127.0.0.1}", description = "The server."
            + " Default: $DAIDE_HOST, else 127.0.0.1.")
    String host;

    @Option(names = "--port", defaultValue = "${env:DAIDE_PORT:-" + DaideServeCommand.DAIDE_PORT + "}",
            description = "The server's port. Default: $DAIDE_PORT, else " + DaideServeCommand.DAIDE_PORT + ".")
    int port;

    @Option(names = "--name", defaultValue = "calhamer", description = "The name sent to the server (letters,"
            + " digits, underscores). Default: calhamer.")
    String name;

    @Option(names = "--budget", defaultValue = "1500", description = "The bot's time per decision in ms, at most"
            + " (less when the deadline is nearer). Default: 1500.")
    long budget;

    @Option(names = "--seed", defaultValue = "0", description = "The bot's seed. Default: 0.")
    long seed;

    @Option(names = "--edition", defaultValue = "2000", description = "The rules the bot's search plays by: 2000 or"
            + " 2023. Default: 2000.")
    String edition;

    @Option(names = "--log", description = "Log the game as JSON Lines, one adjudicated phase a line (replay with"
            + " 'calhamer adjudicate --jsonl').")
    Path log;

    @Option(names = "--reconnect", defaultValue = "60", description = "Seconds to keep trying to reach the server"
            + " (at the start, and with IAM after losing it). Default: 60.")
    int reconnect;

    @Option(names = "--power", description = "Rejoin a game in progress as this power (its token, e.g. FRA) with"
            + " --passcode, instead of joining with NME.")
    String power;

    @Option(names = "--passcode", defaultValue = "0", description = "The passcode of --power (from the HLO).")
    int passcode;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        ClientOptions options;
        try {
            options = new ClientOptions(host, port, name, ClientOptions.VERSION, budget, seed, Edition.parse(edition),
                    log, reconnect, power, passcode);
        } catch (IllegalArgumentException e) {
            return fail(e.getMessage(), 2);
        }
        DaideClient.Result r;
        try {
            r = new DaideClient(options).run();
        } catch (IOException | UncheckedIOException | IllegalStateException e) {
            return fail(e.getMessage(), 1);
        }
        out.println("played " + (r.power() == null ? "no power" : r.power()) + ": "
                + (r.ending() == null ? "the server closed the game" : r.ending()));
        if (r.summary() != null) {
            out.println(r.summary());
        }
        r.decisions().stream().filter(d -> d.limit() > 0)
                .max((a, b) -> Double.compare(a.millis() / (double) a.limit(), b.millis() / (double) b.limit()))
                .ifPresent(d -> out.printf("%d decisions; slowest against its deadline: %s, %d ms of %d s%n",
                        r.decisions().size(), d.phase(), d.millis(), d.limit()));
        out.flush();
        return 0;
    }

    private int fail(String message, int status) {
        spec.commandLine().getErr().println("calhamer daide join: " + message);
        spec.commandLine().getErr().flush();
        return status;
    }
}
