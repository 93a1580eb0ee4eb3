package calhamer.server.cli;

import calhamer.bot.BotBudget;
import calhamer.bot.BotOptions;
import calhamer.bot.arena.Arena;
import calhamer.bot.arena.ArenaOptions;
import calhamer.bot.arena.ArenaReport;
import calhamer.daide.arena.DaideArenaGames;
import calhamer.daide.host.Deadlines;
import calhamer.server.config.FlagChecks;
import calhamer.strategy.agents.AgentRegistry;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code calhamer arena}: seeded games with a tested player in one or more seats against other players, the agents of
 * the registry for {@code diplomacy} by name, played by the one tournament runner; prints each game as it ends (with
 * the time left to run), the runner's progress line on standard error every 10 seconds, then the table per power and
 * the summary with 95% intervals. With {@code --out} every game is appended to a results file and a run started
 * again with the same settings skips the games already there. An unknown player names the agents there are
 * (exit status 2). With {@code --opponents daide:COMMAND} the games are played on DAIDE servers, the opponents DAIDE
 * bots started from the command ({@link DaideArenaGames}).
 */
@Command(name = "arena", mixinStandardHelpOptions = true,
        description = "Seeded games: a tested player against others; prints every game, a table per power and a"
                + " summary with 95%% intervals.")
public final class ArenaCommand implements Callable<Integer> {
    /** The least time between two progress lines on standard error. */
    private static final long PROGRESS_NANOS = 10_000_000_000L;

    @Spec
    private CommandSpec spec;

    @Option(names = "--games", defaultValue = "50", description = "Games to play. Default: ${DEFAULT-VALUE}.")
    int games;

    @Option(names = "--from", defaultValue = "0", description = "Number of the first game (game g: seed + g).")
    int from;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of game 0. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--years", defaultValue = "10", description = "Game years per game. Default: ${DEFAULT-VALUE}.")
    int years;

    @Option(names = "--player", defaultValue = "search",
            description = "The tested player, an agent of diplomacy: search, matrix, calhamer, dumbbot, random or hold"
                    + " (or any other registered). Default: ${DEFAULT-VALUE}.")
    String player;

    @Option(names = "--opponents", defaultValue = "random",
            description = "The opponents, an agent of diplomacy: random, hold, dumbbot, matrix, search, calhamer (or any"
                    + " other registered), or daide:COMMAND, a DAIDE bot started once per seat against a DAIDE"
                    + " server per game ({host} and {port} in COMMAND replaced; DAIDE_HOST and DAIDE_PORT set)."
                    + " Default: ${DEFAULT-VALUE}.")
    String opponents;

    @Option(names = "--seats", defaultValue = "1", description = "Seats of the tested player. Default: 1.")
    int seats;

    @Option(names = "--opponent-seats", defaultValue = "-1",
            description = "Seats of the opponents (the rest: dumbbot). Default: all other seats.")
    int opponentSeats;

    @Option(names = "--map", defaultValue = "standard", description = "A bundled map. Default: ${DEFAULT-VALUE}.")
    String map;

    @Option(names = "--powers", split = ",", description = "Powers the tested player plays, in turn (default: all).")
    List<String> powers;

    @Option(names = "--cells", defaultValue = "0",
            description = "The bot's cell budget per decision (0: 20,000 per 1,500 ms of --time).")
    long cells;

    @Option(names = "--time", defaultValue = "0", description = "The bot's time guard per decision, ms (0: default).")
    long time;

    @Option(names = "--depth", defaultValue = "1", description = "Matrix method: 1, or 2 for the ply-two expansion.")
    int depth;

    @Option(names = "--play", description = "most-probable or sampled: how the bot plays its equilibrium"
            + " (default: the method's own, most-probable for search, sampled for matrix).")
    String play;

    @Option(names = "--learn", defaultValue = "0",
            description = "Learn the others' social rows from their last K movement phases (0: no learning).")
    int learn;

    @Option(names = "--threads", defaultValue = "0", description = "Games at once (0: one per processor).")
    int threads;

    @Option(names = "--out", description = "Results file (JSON lines): appended per game; resumes the games of a run"
            + " with the same settings.")
    Path out;

    @Option(names = "--no-memory", description = "Do not tell the bot the last movement phase.")
    boolean noMemory;

    @Option(names = "--daide-deadlines", defaultValue = "30,10,10", description = "With --opponents daide:COMMAND:"
            + " the seconds per phase, MTL[,RTL[,BTL]]. Default: ${DEFAULT-VALUE}.")
    String daideDeadlines;

    @Option(names = "--daide-logs", description = "With --opponents daide:COMMAND: keep each game's record and each"
            + " bot's output in this directory.")
    Path daideLogs;

    private static boolean parsePlay(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "most-probable" -> true;
            case "sampled" -> false;
            default -> throw new IllegalArgumentException("--play is most-probable or sampled, not '" + text + "'");
        };
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ArenaOptions options;
        try {
            new FlagChecks().wholeOrZero("--games", games, 1, Long.MAX_VALUE, "0: 50")
                    .whole("--from", from, 0, Long.MAX_VALUE, null)
                    .wholeOrZero("--years", years, 1, Long.MAX_VALUE, "0: 10")
                    .wholeOrZero("--seats", seats, 1, Long.MAX_VALUE, "0: 1")
                    .whole("--opponent-seats", opponentSeats, -1, Long.MAX_VALUE, "-1: all other seats")
                    .wholeOrZero("--cells", cells, BotBudget.MIN_CELLS, Long.MAX_VALUE, "0: "
                            + BotBudget.DEFAULT_CELLS + " per " + BotBudget.DEFAULT_TIME_MILLIS + " ms of --time")
                    .whole("--time", time, 0, Long.MAX_VALUE, "milliseconds; 0: " + BotBudget.DEFAULT_TIME_MILLIS)
                    .wholeOrZero("--depth", depth, 1, BotOptions.MAX_DEPTH, "0: 1")
                    .whole("--learn", learn, 0, Long.MAX_VALUE, "0: no learning")
                    .whole("--threads", threads, 0, Long.MAX_VALUE, "0: one per processor")
                    .require();
            BotOptions bot = BotOptions.defaults().withBudget(new BotBudget(cells, time)).withDepth(depth)
                    .withMostProbable(play == null ? null : parsePlay(play));
            List<String> upper = powers == null ? null
                    : powers.stream().map(p -> p.trim().toUpperCase(Locale.ROOT)).toList();
            options = new ArenaOptions(map, games, seed, years, player, opponents, upper, bot, learn, from, seats,
                    opponentSeats, threads, !noMemory);
        } catch (IllegalArgumentException e) {
            return refuse(e.getMessage());
        }
        long[] lastLine = {System.nanoTime()};
        ArenaReport report;
        try {
            Consumer<Arena.Progress> listener = progress -> {
                out.println(progress.gameLine());
                out.flush();
                long now = System.nanoTime();
                if (!progress.resumed() && (now - lastLine[0] >= PROGRESS_NANOS
                        || progress.played() == progress.toPlay())) {
                    err.println("calhamer arena: " + progress.line());
                    err.flush();
                    lastLine[0] = now;
                }
            };
            if (DaideArenaGames.isDaide(opponents)) {
                Deadlines deadlines = Deadlines.parse(daideDeadlines);
                long gameMillis = deadlines.longest() == 0 ? 3_600_000L
                        : (years * 5L + 5) * deadlines.longest() * 1000L + 120_000L;
                report = new Arena().run(options, this.out, listener, new DaideArenaGames(AgentRegistry.load(),
                        deadlines, daideLogs, gameMillis));
            } else {
                report = new Arena().run(options, this.out, listener);
            }
        } catch (IllegalArgumentException e) {
            return refuse(e.getMessage());
        } catch (IllegalStateException | UncheckedIOException e) {
            err.println("calhamer arena: " + e.getMessage());
            err.flush();
            return 1;
        }
        out.println();
        out.print(report.format());
        out.flush();
        return 0;
    }

    private int refuse(String message) {
        spec.commandLine().getErr().println("calhamer arena: " + message);
        spec.commandLine().getErr().flush();
        return 2;
    }
}
