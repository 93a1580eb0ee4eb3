package calhamer.server.cli;

import calhamer.strategy.diplomacy.arena.Arena;
import calhamer.strategy.diplomacy.arena.ArenaOptions;
import calhamer.strategy.diplomacy.arena.ArenaReport;
import calhamer.strategy.diplomacy.arena.OpponentKind;
import calhamer.strategy.diplomacy.bot.BotBudget;
import calhamer.strategy.diplomacy.bot.BotOptions;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code calhamer arena}: the self-play arena. The bot plays one power (each in turn) against random-order or
 * hold-only bots for a number of game years per game; each game is printed as it ends, then the table per power
 * (centres at the start and the end, gains, wins, eliminations, decision times, illegal orders).
 */
@Command(name = "arena", mixinStandardHelpOptions = true,
        description = "Self-play: the bot against random or hold-only bots; prints every game and a table per power.")
public final class ArenaCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--games", defaultValue = "50", description = "Games to play. Default: ${DEFAULT-VALUE}.")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the first game (game g: seed + g).")
    long seed;

    @Option(names = "--years", defaultValue = "10", description = "Game years per game. Default: ${DEFAULT-VALUE}.")
    int years;

    @Option(names = "--opponents", defaultValue = "random", description = "random or hold. Default: ${DEFAULT-VALUE}.")
    String opponents;

    @Option(names = "--map", defaultValue = "standard", description = "A bundled map. Default: ${DEFAULT-VALUE}.")
    String map;

    @Option(names = "--powers", split = ",", description = "Powers the bot plays, in turn (default: every power).")
    List<String> powers;

    @Option(names = "--cells", defaultValue = "0", description = "The bot's cell budget per decision (0: default).")
    long cells;

    @Option(names = "--time", defaultValue = "0", description = "The bot's time guard per decision, ms (0: default).")
    long time;

    @Option(names = "--depth", defaultValue = "1", description = "1, or 2 for the ply-two expansion.")
    int depth;

    @Option(names = "--learn", defaultValue = "0",
            description = "Learn the others' social rows from their last K movement phases (0: no learning).")
    int learn;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        ArenaOptions options;
        try {
            BotOptions bot = BotOptions.defaults().withBudget(new BotBudget(cells, time)).withDepth(depth);
            List<String> upper = powers == null ? null
                    : powers.stream().map(p -> p.trim().toUpperCase(Locale.ROOT)).toList();
            options = new ArenaOptions(map, games, seed, years, OpponentKind.parse(opponents), upper, bot, learn);
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("calhamer arena: " + e.getMessage());
            spec.commandLine().getErr().flush();
            return 2;
        }
        ArenaReport report = new Arena().run(options, game -> {
            out.printf("game %3d seed %d %-8s centres %2d -> %2d%s%s, %d decisions, mean %.0f ms, max %d ms,"
                            + " illegal %d%n", game.game(), game.seed(), game.power(), game.startCentres(),
                    game.endCentres(), game.winner() == null ? "" : ", winner " + game.winner(),
                    game.eliminated() ? ", eliminated" : "", game.decisions(), game.meanDecisionMillis(),
                    game.maxDecisionMillis(), game.illegalOrders());
            out.flush();
        });
        out.println();
        out.print(report.format());
        out.flush();
        return 0;
    }
}
