package calhamer.server.cli;

import calhamer.bot.BotBudget;
import calhamer.bot.BotOptions;
import calhamer.bot.arena.ArenaOptions;
import calhamer.bot.learning.ValueLearning;
import calhamer.bot.rollout.LearnedValue;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.server.config.FlagChecks;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code calhamer learn-value}: learns the search bot's roll-out end value for a bundled map from the blueprint's
 * self-play, or with {@code --players} from the arena's games with a player in every seat ({@link ValueLearning}),
 * and writes it as JSON ({@link LearnedValue}), with the seed and the command line that make the same file again.
 * The bot reads the file of a map from its resource
 * {@code bot/src/main/resources/calhamer/bot/rollout/value-<map>.json}; {@code --out} there replaces it. A summary
 * line (rows, fit, time) goes to standard error. Bad flags exit with status 2, naming the flag.
 */
@Command(name = "learn-value", mixinStandardHelpOptions = true,
        description = "Learn the search bot's value of a position from self-play games of its blueprint (or, with"
                + " --players, of an arena player); prints the weights as JSON, with the seed and the command that"
                + " make them again.")
public final class LearnValueCommand implements Callable<Integer> {
    /** The time guard of the arena games' decisions: ten minutes, which no decision reaches. */
    private static final long UNREACHED_GUARD_MILLIS = 600_000;

    @Spec
    private CommandSpec spec;

    @Option(names = "--map", defaultValue = "standard", description = "A bundled map. Default: ${DEFAULT-VALUE}.")
    String map;

    @Option(names = "--games", defaultValue = "2000", description = "Self-play games. Default: ${DEFAULT-VALUE}.")
    int games;

    @Option(names = "--years", defaultValue = "2",
            description = "How many years on the centres are predicted. Default: ${DEFAULT-VALUE}.")
    int years;

    @Option(names = "--last-year", defaultValue = "1920",
            description = "The last year of every game. Default: ${DEFAULT-VALUE}.")
    int lastYear;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the games. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--players", description = "Learn from arena games with this player in every seat (an agent of"
            + " the arena: search, calhamer-v1, ...) instead of the blueprint's self-play.")
    String players;

    @Option(names = "--cells", defaultValue = "2666", description = "With --players: each bot decision's roll-outs,"
            + " under a time guard no decision reaches (so every game is the same on any machine)."
            + " Default: ${DEFAULT-VALUE}.")
    long cells;

    @Option(names = "--out", description = "Write the JSON to this file (replaced whole) instead of standard output.")
    Path out;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        DiplomacyMap diplomacyMap;
        try {
            new FlagChecks().whole("--games", games, 1, 1_000_000, null)
                    .whole("--years", years, 1, 100, null)
                    .whole("--last-year", lastYear, 1, 999_999, null)
                    .whole("--cells", cells, BotBudget.MIN_CELLS, 100_000_000, null)
                    .require();
            if (players == null && spec.commandLine().getParseResult().hasMatchedOption("--cells")) {
                return refuse("--cells is the arena bots' budget: it needs --players");
            }
            diplomacyMap = BundledMaps.load(map);
        } catch (IllegalArgumentException e) {
            return refuse(e.getMessage());
        }
        long start = System.nanoTime();
        LearnedValue value;
        try {
            value = players == null
                    ? ValueLearning.learn(diplomacyMap, games, years, lastYear, seed, commandLine())
                    : ValueLearning.learnFromArena(arenaRun(diplomacyMap), years, commandLine());
        } catch (IllegalArgumentException e) {
            return refuse(e.getMessage());
        }
        try {
            write(value);
        } catch (IOException e) {
            err.println("calhamer learn-value: cannot write " + out + ": " + e.getMessage());
            err.flush();
            return 1;
        }
        err.printf(Locale.ROOT, "calhamer learn-value: %d games, %d rows, r2 %.4f, rmse %.3f centres, %.1f s%n",
                games, value.rows(), value.r2(), value.rmse(), (System.nanoTime() - start) / 1e9);
        err.flush();
        return 0;
    }

    /** @return the command line that makes the same value, every setting spelled out */
    private String commandLine() {
        return "calhamer learn-value --map " + map + " --games " + games + " --years " + years + " --last-year "
                + lastYear + " --seed " + seed + (players == null ? "" : " --players " + players + " --cells " + cells);
    }

    /**
     * The arena's games to learn from: {@code --players} in every seat, games 0 .. games − 1 with seeds from
     * {@code --seed}, from the map's start to the end of {@code --last-year}, each decision {@code --cells} roll-outs
     * under a time guard of ten minutes.
     */
    private ArenaOptions arenaRun(DiplomacyMap diplomacyMap) {
        int gameYears = lastYear - diplomacyMap.start().year() + 1;
        if (gameYears < 1) {
            throw new IllegalArgumentException("--last-year " + lastYear + " is before the map's first year, "
                    + diplomacyMap.start().year());
        }
        return ArenaOptions.defaults().withMap(diplomacyMap.id()).withGames(0, games).withSeed(seed)
                .withYears(gameYears).withPlayers(players, players)
                .withBot(BotOptions.defaults().withBudget(new BotBudget(cells, UNREACHED_GUARD_MILLIS)));
    }

    /** Writes the value to standard output, or to a file beside {@code --out} moved over it when whole. */
    private void write(LearnedValue value) throws IOException {
        String json = value.toJson() + "\n";
        if (out == null) {
            PrintWriter stdout = spec.commandLine().getOut();
            stdout.print(json);
            stdout.flush();
            return;
        }
        Path dir = out.toAbsolutePath().getParent();
        Path temp = Files.createTempFile(dir, ".learn-value", ".json");
        try {
            Files.writeString(temp, json);
            Files.move(temp, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private int refuse(String message) {
        spec.commandLine().getErr().println("calhamer learn-value: " + message);
        spec.commandLine().getErr().flush();
        return 2;
    }
}
