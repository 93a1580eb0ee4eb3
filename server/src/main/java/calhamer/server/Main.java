package calhamer.server;

import calhamer.server.cli.MapCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The runnable jar's entry point. Until the HTTP server exists, running the jar without arguments prints a summary
 * of the standard map and one distance query ({@link MapCommand}).
 */
@Command(name = "calhamer", mixinStandardHelpOptions = true, version = "calhamer 0.1.0",
        description = "Diplomacy-style games on province graphs.",
        subcommands = {MapCommand.class})
public final class Main implements Runnable {

    @Override
    public void run() {
        new CommandLine(new MapCommand()).execute();
    }

    /** Runs the command line and exits with its status. */
    public static void main(String[] args) {
        System.exit(new CommandLine(new Main()).execute(args));
    }
}
