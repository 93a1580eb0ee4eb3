package calhamer.server.cli;

import calhamer.adjudicator.rules.Edition;
import calhamer.daide.board.MapTokens;
import calhamer.daide.host.DaideHost;
import calhamer.daide.host.Deadlines;
import calhamer.daide.host.Ending;
import calhamer.daide.host.HostOptions;
import calhamer.maps.DiplomacyMap;
import calhamer.server.mapstore.MapRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code calhamer daide serve}: hosts one DAIDE game on a bundled or uploaded map until it ends (a win, a draw
 * every player asks for, or the last game year), writing the game record as it goes; {@code --resume} takes a
 * record back after a crash. Exit status 0 when the game ended, 2 for bad options, 1 when the server failed.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Host a DAIDE game on Calhamer's rules engine; prints the port, then how the game ended.")
public final class DaideServeCommand implements Callable<Integer> {
    /** The port DAIDE servers traditionally listen on. */
    static final int DAIDE_PORT = 16713;

    @Spec
    private CommandSpec spec;

    @Option(names = "--map", defaultValue = "standard", description = "A bundled or uploaded map. Default: standard.")
    String map;

    @Option(names = "--host", defaultValue = "127.0.0.1", description = "Interface to listen on. Default: 127.0.0.1.")
    String host;

    @Option(names = "--port", defaultValue = "" + DAIDE_PORT, description = "TCP port (0: any free one, printed)."
            + " Default: ${DEFAULT-VALUE}.")
    int port;

    @Option(names = "--deadlines", description = "Seconds per phase, MTL[,RTL[,BTL]] (e.g. 60,30,30; one number for"
            + " all three). Default: none.")
    String deadlines;

    @Option(names = "--years", defaultValue = "0", description = "Game years before a draw is declared (0: until a"
            + " power wins). Default: 0.")
    int years;

    @Option(names = "--edition", defaultValue = "2000", description = "Rulebook: 2000 or 2023. Default: 2000.")
    String edition;

    @Option(names = "--seed", defaultValue = "1", description = "Seeds the power assignment and passcodes.")
    long seed;

    @Option(names = "--record", description = "The game record to write (JSON Lines, one adjudicated phase a line,"
            + " replayable with 'calhamer adjudicate --jsonl'; seats in FILE.seats).")
    Path record;

    @Option(names = "--resume", description = "Resume the game of this record (its settings and seats; the players"
            + " come back with IAM).")
    Path resume;

    @Option(names = "--grace", defaultValue = "30", description = "Seconds a disconnected player is waited for before"
            + " the game goes on without it. Default: 30.")
    long grace;

    @Option(names = "--stall", defaultValue = "10", description = "Seconds a message may take to arrive once begun."
            + " Default: 10.")
    long stall;

    @Option(names = "--seat", description = "Seat the client of this NME name at this power, e.g. --seat"
            + " albert=FRANCE (repeatable); the others take the other powers, drawn by --seed.")
    java.util.Map<String, String> seating;

    @Option(names = "--data-dir", defaultValue = "${env:CALHAMER_DATA_DIR:-calhamer-data}",
            description = "Where uploaded maps are kept. Default: ${DEFAULT-VALUE}.")
    Path dataDir;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        MapRegistry maps = new MapRegistry(dataDir);
        DaideHost server;
        try {
            if (resume != null) {
                HostOptions base = HostOptions.defaults(maps.get("standard")).withHost(host).withPort(port)
                        .withGraceMillis(grace * 1000).withStallMillis(stall * 1000);
                server = DaideHost.resume(resume, base, id -> maps.find(id).orElse(null));
            } else {
                Optional<DiplomacyMap> m = maps.find(map);
                if (m.isEmpty()) {
                    return refuse("unknown map '" + map + "'");
                }
                MapTokens.of(m.get());
                HostOptions options = HostOptions.defaults(m.get()).withHost(host).withPort(port)
                        .withDeadlines(deadlines == null ? Deadlines.NONE : Deadlines.parse(deadlines))
                        .withYears(years).withEdition(Edition.parse(edition)).withSeed(seed).withRecord(record)
                        .withSeating(seating == null ? java.util.Map.of() : seating)
                        .withGraceMillis(grace * 1000).withStallMillis(stall * 1000);
                server = DaideHost.start(options);
            }
        } catch (IllegalArgumentException | IllegalStateException e) {
            return refuse(e.getMessage());
        } catch (IOException | UncheckedIOException e) {
            spec.commandLine().getErr().println("calhamer daide serve: " + e.getMessage());
            spec.commandLine().getErr().flush();
            return 1;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "daide-shutdown"));
        out.println("DAIDE server for " + server.options().map().id() + " on " + server.options().host() + ":"
                + server.port());
        out.flush();
        Ending end = null;
        while (end == null) {
            end = server.awaitEnd(60_000);
        }
        Thread.sleep(500); // the last messages reach the clients before the connections close
        server.close();
        out.println("game over at " + end.phase() + ": " + (end.winner() == null ? "a draw" : end.winner()
                + " wins"));
        out.flush();
        return 0;
    }

    private int refuse(String message) {
        spec.commandLine().getErr().println("calhamer daide serve: " + message);
        spec.commandLine().getErr().flush();
        return 2;
    }
}
