package calhamer.server;

import calhamer.maps.io.BundledMaps;
import calhamer.server.cli.AdjudicateCommand;
import calhamer.server.cli.ArenaCommand;
import calhamer.server.cli.DaideCommand;
import calhamer.server.cli.GameCommand;
import calhamer.server.cli.InfluenceCommand;
import calhamer.server.cli.LearnValueCommand;
import calhamer.server.cli.MapCommand;
import calhamer.server.cli.OrdersCommand;
import calhamer.server.cli.ServeCommand;
import calhamer.server.cli.SolveCommand;
import calhamer.server.cli.Stdout;
import calhamer.server.cli.TournamentCommand;
import calhamer.wire.WireJson;
import java.io.PrintWriter;
import java.util.List;
import java.util.Set;
import org.slf4j.LoggerFactory;
import org.slf4j.bridge.SLF4JBridgeHandler;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The runnable jar's entry point: without a subcommand it serves the HTTP API ({@link ServeCommand}, same flags);
 * the subcommands are offline tools for scripts.
 */
@Command(name = "calhamer", mixinStandardHelpOptions = true, version = "calhamer 0.1.0",
        description = "Diplomacy-style games on province graphs: HTTP server and offline tools.")
public final class Main {

    /** The subcommands, in the order the help lists them. */
    static final List<Class<?>> SUBCOMMANDS = List.of(ServeCommand.class, MapCommand.class,
            AdjudicateCommand.class, InfluenceCommand.class, OrdersCommand.class, ArenaCommand.class,
            SolveCommand.class, GameCommand.class, TournamentCommand.class, DaideCommand.class,
            LearnValueCommand.class);

    /**
     * The subcommands that use the standard map, by name (read before picocli's classes are touched, which costs
     * 20 ms; {@code MainTest} checks the names against the commands').
     */
    static final Set<String> STANDARD_MAP_COMMANDS = Set.of("serve", "map", "adjudicate", "influence", "orders",
            "arena", "daide", "learn-value");

    private Main() {
    }

    /**
     * Whether the command line runs the server (no subcommand, or only its flags) or a standard-map command
     * ({@code map import}, which reads a DPjudge file, does not need the standard map).
     */
    static boolean startsAhead(String[] args) {
        return serves(args) || args.length > 0 && STANDARD_MAP_COMMANDS.contains(args[0])
                && !(args.length > 1 && args[0].equals("map") && args[1].equals("import"));
    }

    /**
     * Whether the command line runs the server: no subcommand (nor help), only the server's flags, or {@code serve}.
     * Only the server bridges java.util.logging to SLF4J, for its HTTP libraries (Jersey, Grizzly) that log there;
     * the offline commands leave it unstarted, which saves a one-line batch 20 ms (medians of 15 alternating runs,
     * 0.25 s against 0.23).
     */
    static boolean serves(String[] args) {
        if (args.length == 0) {
            return true;
        }
        return args[0].startsWith("-") ? !asksForHelp(args) : args[0].equals("serve");
    }

    /** Whether the command line asks for the help or the version. */
    private static boolean asksForHelp(String[] args) {
        return args.length > 0 && (args[0].equals("--help") || args[0].equals("-h") || args[0].equals("--version")
                || args[0].equals("-V"));
    }

    /**
     * Begins what the map commands need first on one more thread, first thing, while this one builds the command
     * line (picocli's reflection) and, for the server, starts the logging bridge (java.util.logging's start, 30-40
     * ms): for the server, the logging backend and the API's JSON mapper (their date formats load the locale data;
     * offline commands start the backend only if they log, and a batch of plain lines never needs the mapper), then
     * the standard map (its file read by a streaming parser, then its tables), all on one thread, as a second one
     * would take time from this one on two cores. A one-line batch ends in 0.22 s instead of 0.26 with the map
     * loaded ahead, and 20,000 lines in 0.93 s instead of 1.01 (medians of 15 and 8 alternating runs). A failure to
     * load the map is kept for the command, which meets it where it first needs the map and reports it there. The
     * {@code orders} command reads its request and writes its answer with the mapper: it is made ahead too, before
     * the map, as the request is read first.
     *
     * @param server whether the command line runs the server
     * @param orders whether it runs the {@code orders} command
     */
    private static void startAhead(boolean server, boolean orders) {
        Runnable map = () -> BundledMaps.preload("standard");
        Runnable work = server ? () -> {
            LoggerFactory.getILoggerFactory();
            WireJson.mapper();
            map.run();
        } : orders ? () -> {
            WireJson.mapper();
            map.run();
        } : map;
        Thread ahead = new Thread(work, "start-ahead");
        ahead.setDaemon(true);
        ahead.start();
    }

    /** Runs the command line and exits with its status; no arguments (or only server flags) means serve. */
    public static void main(String[] args) {
        System.setProperty("shut.up.ojAlgo", "true"); // ojAlgo otherwise prints a hardware profile on first use
        boolean help = asksForHelp(args);
        boolean server = serves(args);
        if (startsAhead(args)) {
            startAhead(server, args.length > 0 && args[0].equals("orders"));
        }
        if (server) {
            SLF4JBridgeHandler.removeHandlersForRootLogger();
            SLF4JBridgeHandler.install();
        }
        Class<?> named = args.length > 0 ? subcommandNamed(args[0]) : null;
        boolean subcommand = named != null;
        if (!subcommand && args.length > 0 && !args[0].startsWith("-")) {
            System.exit(unknownCommand(args[0], new PrintWriter(System.err, true)));
        }
        CommandLine cl = commandLine(subcommand ? List.of(named) : SUBCOMMANDS);
        cl.setOut(Stdout.create());
        if (!subcommand && !help) {
            String[] serve = new String[args.length + 1];
            serve[0] = "serve";
            System.arraycopy(args, 0, serve, 1, args.length);
            args = serve;
        }
        int status = cl.execute(args);
        cl.getOut().flush();
        if (status != 0 || !args[0].equals("serve")) {
            System.exit(status);
        }
    }

    /** @return the command line of {@code calhamer} with these subcommands */
    private static CommandLine commandLine(List<Class<?>> subcommands) {
        CommandLine cl = new CommandLine(new Main());
        for (Class<?> command : subcommands) {
            cl.addSubcommand(command);
        }
        return cl;
    }

    /**
     * Refuses a first word that names no command ({@code calhamer frobnicate --help}), which would otherwise reach the
     * server's command line as an argument (and its help, exit status 0, with {@code --help}): says so on the error
     * writer with the usage, which lists every command.
     *
     * @return 2, picocli's exit status for a command line it cannot run
     */
    static int unknownCommand(String name, PrintWriter err) {
        err.println("calhamer: unknown command '" + name + "'. The first word is one of the commands below, or a "
                + "flag of the server (serve, the default).");
        commandLine(SUBCOMMANDS).usage(err);
        err.flush();
        return CommandLine.ExitCode.USAGE;
    }

    /**
     * The subcommand class whose {@link Command#name()} is {@code name}, or null. Only that one is given to picocli,
     * which builds every registered command's model by reflection (its classes, compiled for Java 5, cannot be in
     * the class archive): a one-line batch run spends about 30 ms less CPU so (12 alternating runs).
     */
    private static Class<?> subcommandNamed(String name) {
        for (Class<?> command : SUBCOMMANDS) {
            if (command.getAnnotation(Command.class).name().equals(name)) {
                return command;
            }
        }
        return null;
    }
}
