package calhamer.server;

import calhamer.server.cli.AdjudicateCommand;
import calhamer.server.cli.ArenaCommand;
import calhamer.server.cli.GameCommand;
import calhamer.server.cli.InfluenceCommand;
import calhamer.server.cli.MapCommand;
import calhamer.server.cli.OrdersCommand;
import calhamer.server.cli.ServeCommand;
import calhamer.server.cli.SolveCommand;
import calhamer.server.cli.TournamentCommand;
import org.slf4j.bridge.SLF4JBridgeHandler;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The runnable jar's entry point: without a subcommand it serves the HTTP API ({@link ServeCommand}, same flags);
 * the subcommands are offline tools for scripts.
 */
@Command(name = "calhamer", mixinStandardHelpOptions = true, version = "calhamer 0.1.0",
        description = "Diplomacy-style games on province graphs: HTTP server and offline tools.",
        subcommands = {ServeCommand.class, MapCommand.class, AdjudicateCommand.class, InfluenceCommand.class,
            OrdersCommand.class, ArenaCommand.class,
            SolveCommand.class, GameCommand.class, TournamentCommand.class})
public final class Main {

    private Main() {
    }

    /** Runs the command line and exits with its status; no arguments (or only server flags) means serve. */
    public static void main(String[] args) {
        System.setProperty("shut.up.ojAlgo", "true"); // ojAlgo otherwise prints a hardware profile on first use
        SLF4JBridgeHandler.removeHandlersForRootLogger();
        SLF4JBridgeHandler.install();
        CommandLine cl = new CommandLine(new Main());
        boolean subcommand = args.length > 0 && cl.getSubcommands().containsKey(args[0]);
        boolean help = args.length > 0 && (args[0].equals("--help") || args[0].equals("-h")
                || args[0].equals("--version") || args[0].equals("-V"));
        if (!subcommand && !help) {
            String[] serve = new String[args.length + 1];
            serve[0] = "serve";
            System.arraycopy(args, 0, serve, 1, args.length);
            args = serve;
        }
        int status = cl.execute(args);
        if (status != 0 || !args[0].equals("serve")) {
            System.exit(status);
        }
    }
}
