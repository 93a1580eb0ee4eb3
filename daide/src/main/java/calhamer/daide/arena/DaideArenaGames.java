package calhamer.daide.arena;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.bot.arena.ArenaGames;
import calhamer.bot.arena.ArenaOptions;
import calhamer.bot.arena.CentreCurve;
import calhamer.bot.arena.Diagnostics;
import calhamer.bot.arena.GameRecord;
import calhamer.bot.arena.Seats;
import calhamer.daide.board.PhaseRecord;
import calhamer.daide.client.ClientOptions;
import calhamer.daide.client.DaideClient;
import calhamer.daide.host.DaideHost;
import calhamer.daide.host.Deadlines;
import calhamer.daide.host.Ending;
import calhamer.daide.host.HostOptions;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.io.BundledMaps;
import calhamer.strategy.agents.AgentRegistry;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Arena games with DAIDE bots as the opponents ({@code arena --opponents daide:COMMAND}): each game is hosted by a
 * DAIDE server of its own on Calhamer's rules engine (127.0.0.1, any free port, the run's game years, deadlines),
 * {@code COMMAND} is started once per opponent seat ({@code sh -c}, with {@code {host}} and {@code {port}} in it
 * replaced and {@code DAIDE_HOST}, {@code DAIDE_PORT} in its environment), and the tested player and the DumbBot-class
 * fill-ins are DAIDE clients in this process playing their agents of the registry. The server seats each in-process
 * client at the power the arena's seating gives it ({@link Seats}) and the DAIDE bots at the others. The game's
 * record is replayed afterwards for the tested seats' diagnostics, so a DAIDE game's record is the arena's as for
 * any other opponent. A game whose bots do not all join, or that does not end, within the time limit fails the run.
 */
public final class DaideArenaGames implements ArenaGames {
    private static final Logger LOG = LoggerFactory.getLogger(DaideArenaGames.class);
    /** The prefix of an opponent that is a DAIDE bot's command. */
    public static final String PREFIX = "daide:";

    private final AgentRegistry registry;
    private final Deadlines deadlines;
    private final Path logs;
    private final long gameMillis;

    /**
     * @param registry   the agents of the tested player and the fill-ins
     * @param deadlines  the phases' time limits the DAIDE bots play under
     * @param logs       a directory for each game's record and each bot's output, or null for none (records go to a
     *                   temporary file, output is dropped)
     * @param gameMillis the longest a game may take, joining included
     */
    public DaideArenaGames(AgentRegistry registry, Deadlines deadlines, Path logs, long gameMillis) {
        this.registry = registry;
        this.deadlines = deadlines;
        this.logs = logs;
        this.gameMillis = gameMillis;
    }

    /** @return whether an opponent names a DAIDE bot's command */
    public static boolean isDaide(String opponents) {
        return opponents != null && opponents.startsWith(PREFIX) && opponents.length() > PREFIX.length();
    }

    @Override
    public GameRecord play(ArenaOptions options, int game) {
        if (!isDaide(options.opponents())) {
            throw new IllegalArgumentException("the DAIDE arena's opponents are daide:COMMAND, not "
                    + options.opponents());
        }
        String command = options.opponents().substring(PREFIX.length());
        DiplomacyMap map = BundledMaps.load(options.map());
        List<String> neutral = map.powers().stream().filter(map::isNeutral).map(Power::name).toList();
        Seats seats = Seats.of(options, map.powerNames(), java.util.Set.copyOf(neutral), game);
        long seed = options.seed() + game;
        Map<String, String> seating = new LinkedHashMap<>();
        List<Integer> own = new ArrayList<>();
        int external = 0;
        for (int p = 0; p < seats.kinds().length; p++) {
            String kind = seats.kinds()[p];
            if (kind.equals(ArenaOptions.NEUTRAL)) {
                continue;
            }
            if (kind.equals(options.opponents())) {
                external++;
            } else {
                own.add(p);
                seating.put(clientName(map.power(p)), map.power(p).name());
            }
        }
        Path record = recordFile(options, game);
        List<Process> bots = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, own.size()));
        try (DaideHost host = DaideHost.start(HostOptions.defaults(map).withYears(options.years())
                .withDeadlines(deadlines).withSeed(seed).withSeating(seating).withRecord(record))) {
            Map<Integer, Future<DaideClient.Result>> clients = new LinkedHashMap<>();
            ObjectNode run = AgentChooser.runOptions(options.bot().depth(), options.bot().mostProbable(),
                    options.memory());
            for (int p : own) {
                Power power = map.power(p);
                String kind = seats.kinds()[p];
                ClientOptions o = ClientOptions.defaults("127.0.0.1", host.port()).withName(clientName(power))
                        .withBudget(options.bot().budget().timeMillis()).withSeed(seed * 31 + p).withReconnect(10);
                long agentSeed = seed * 131 + p;
                clients.put(p, pool.submit(() -> new DaideClient(o, (m, a) -> new AgentChooser(registry, kind, m, a,
                        options.years(), run, options.bot().budget().cells(), agentSeed)).run()));
            }
            for (int k = 0; k < external; k++) {
                bots.add(launch(command, host.port(), game, k));
            }
            Ending end = host.awaitEnd(gameMillis);
            if (end == null) {
                throw new IllegalStateException("arena game " + game + " did not end in " + gameMillis / 1000
                        + " s: did every '" + command + "' join the DAIDE server?");
            }
            Diagnostics diagnostics = new Diagnostics();
            for (Map.Entry<Integer, Future<DaideClient.Result>> e : clients.entrySet()) {
                DaideClient.Result r = e.getValue().get(60, TimeUnit.SECONDS);
                if (seats.tested()[e.getKey()]) {
                    for (DaideClient.Decision d : r.decisions()) {
                        diagnostics.decision(d.phase().endsWith("M") ? PhaseType.MOVEMENT : PhaseType.RETREAT,
                                d.millis(), !d.bot());
                    }
                }
            }
            return record(options, game, seed, map, seats, record, end, diagnostics);
        } catch (IOException e) {
            throw new UncheckedIOException("arena game " + game + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("arena game " + game + " interrupted", e);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("arena game " + game + ": a seat's client failed: " + e.getMessage(), e);
        } finally {
            pool.shutdownNow();
            stop(bots);
            if (logs == null) {
                deleteQuietly(record);
            }
        }
    }

    private static String clientName(Power power) {
        return "arena_" + power.name().replaceAll("[^A-Za-z0-9_]", "_");
    }

    private Path recordFile(ArenaOptions options, int game) {
        try {
            if (logs == null) {
                Path dir = Files.createTempDirectory("calhamer-daide-arena");
                return dir.resolve("game.jsonl");
            }
            Files.createDirectories(logs);
            Path file = logs.resolve("game-" + game + ".jsonl");
            Files.deleteIfExists(file);
            Files.deleteIfExists(file.resolveSibling(file.getFileName() + ".seats"));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the game's record: " + e.getMessage(), e);
        }
    }

    private Process launch(String command, int port, int game, int seat) throws IOException {
        String line = command.replace("{host}", "127.0.0.1").replace("{port}", Integer.toString(port));
        ProcessBuilder pb = new ProcessBuilder("sh", "-c", line);
        pb.environment().put("DAIDE_HOST", "127.0.0.1");
        pb.environment().put("DAIDE_PORT", Integer.toString(port));
        pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        if (logs == null) {
            pb.redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
        } else {
            java.io.File out = logs.resolve("game-" + game + "-bot-" + seat + ".log").toFile();
            pb.redirectErrorStream(true).redirectOutput(out);
        }
        LOG.info("game {}: starting DAIDE bot {}: {}", game, seat, line);
        return pb.start();
    }

    /**
     * Lets the launched bots leave on their own (the server's {@code OFF} ends a client) for a few seconds, then
     * stops those still running, forcibly if they do not stop either.
     */
    private static void stop(List<Process> bots) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        for (Process p : bots) {
            try {
                p.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        for (Process p : bots) {
            if (p.isAlive()) {
                p.descendants().forEach(ProcessHandle::destroy);
                p.destroy();
            }
        }
        for (Process p : bots) {
            try {
                if (!p.waitFor(2, TimeUnit.SECONDS)) {
                    p.descendants().forEach(ProcessHandle::destroyForcibly);
                    p.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** The arena's record of the game: every seat's centres, the winner, the tested seats' play. */
    private static GameRecord record(ArenaOptions options, int game, long seed, DiplomacyMap map, Seats seats,
                                     Path record, Ending end, Diagnostics diagnostics) throws IOException {
        Adjudicator adjudicator = new Adjudicator(map);
        Position start = Position.start(map);
        Position position = start;
        CentreCurve curve = new CentreCurve(map);
        for (String text : Files.readAllLines(record)) {
            PhaseRecord.Line line = PhaseRecord.read(text, id -> map);
            PhaseResult r = adjudicator.adjudicate(line.position(), line.orders(),
                    AdjudicationOptions.DEFAULT.withEdition(line.edition()));
            Map<String, List<Order>> tested = new LinkedHashMap<>();
            for (Power p : map.powers()) {
                if (seats.tested()[p.index()]) {
                    List<Order> orders = new ArrayList<>();
                    line.orders().getOrDefault(p.name(), List.of())
                            .forEach(o -> orders.add(adjudicator.parser().parse(o)));
                    tested.put(p.name(), orders);
                }
            }
            diagnostics.phase(line.position(), tested, r);
            curve.phase(line.position(), r.next());
            position = r.next();
        }
        curve.stopped(position);
        List<GameRecord.Seat> list = new ArrayList<>();
        for (Power p : map.powers()) {
            list.add(GameRecord.Seat.at(p, seats.kinds()[p.index()], seats.tested()[p.index()],
                    start.centerCount(p), position, curve.of(p)));
        }
        return new GameRecord(options.key(), game, seed, list, end.winner(), position.phase().toString(),
                diagnostics.play());
    }

    private static void deleteQuietly(Path record) {
        try {
            Files.deleteIfExists(record.resolveSibling(record.getFileName() + ".seats"));
            Files.deleteIfExists(record);
            Files.deleteIfExists(record.getParent());
        } catch (IOException e) {
            LOG.debug("cannot delete {}: {}", record, e.toString());
        }
    }
}
