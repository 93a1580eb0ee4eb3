package calhamer.strategy.diplomacy.arena;

import calhamer.strategy.diplomacy.bot.BotBudget;
import calhamer.strategy.diplomacy.bot.BotOptions;
import java.util.Arrays;
import java.util.List;

/** Reads the arena's command line into {@link ArenaOptions}; unknown or malformed arguments are refused. */
final class ArenaCommandLine {

    private ArenaCommandLine() {
    }

    static ArenaOptions parse(String[] args) {
        String map = null;
        int games = 0;
        long seed = 1;
        int years = 0;
        OpponentKind opponents = null;
        List<String> powers = null;
        long cells = 0;
        long time = 0;
        int depth = 0;
        int learning = 0;
        if (args.length % 2 != 0) {
            throw new IllegalArgumentException("arguments come in pairs (--name value): " + Arrays.toString(args));
        }
        for (int i = 0; i < args.length; i += 2) {
            String value = args[i + 1];
            switch (args[i]) {
                case "--map" -> map = value;
                case "--games" -> games = Integer.parseInt(value);
                case "--seed" -> seed = Long.parseLong(value);
                case "--years" -> years = Integer.parseInt(value);
                case "--opponents" -> opponents = OpponentKind.parse(value);
                case "--powers" -> powers = List.of(value.toUpperCase(java.util.Locale.ROOT).split(","));
                case "--cells" -> cells = Long.parseLong(value);
                case "--time" -> time = Long.parseLong(value);
                case "--depth" -> depth = Integer.parseInt(value);
                case "--learn" -> learning = Integer.parseInt(value);
                default -> throw new IllegalArgumentException("unknown argument " + args[i] + " (known: --map, "
                        + "--games, --seed, --years, --opponents, --powers, --cells, --time, --depth, --learn)");
            }
        }
        BotOptions bot = BotOptions.defaults().withBudget(new BotBudget(cells, time)).withDepth(depth == 0 ? 1
                : depth);
        return new ArenaOptions(map, games, seed, years, opponents, powers, bot, learning);
    }
}
