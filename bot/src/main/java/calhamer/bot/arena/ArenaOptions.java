package calhamer.bot.arena;

import calhamer.bot.BotOptions;
import java.util.List;
import java.util.Locale;

/**
 * One arena run: games {@code from .. from + games − 1}, game g played with seed {@code seed + g}. The tested player
 * takes {@code seats} seats: the power of game g (every power of the map in turn, or the g-th of {@code powers})
 * and, for more seats, every second power after it in map order; {@code opponentSeats} of the other seats (the first
 * ones after the tested power, in map order) take {@code opponents}, the rest are DumbBot-class players
 * ({@link #FILL_IN}). Players are agents of the registry for {@code diplomacy}, by name ({@code search},
 * {@code matrix}, {@code calhamer}, {@code dumbbot}, {@code random}, {@code hold}, or any other registered there).
 *
 * @param map           a bundled map (default {@code standard})
 * @param games         how many games (default 50)
 * @param seed          the seed of game 0 (default 1)
 * @param years         game years per game (default 10)
 * @param player        the tested player's agent name, any case (default {@code search})
 * @param opponents     the opponents' agent name, any case (default {@code random}), or a player of games other than
 *                      the arena's own names them, as written ({@code daide:COMMAND}, see {@link ArenaGames})
 * @param powers        the tested powers in turn; empty: every power of the map (default)
 * @param bot           the bot's budget, depth and way of playing for the seats the bot plays (the method is the
 *                      seat's agent; the seed and the previous movement phase are set per decision)
 * @param learning      0: the bot plays with the identity social-range matrix; k &gt; 0: the tested seats learn the
 *                      other powers' rows of the social-range matrix from their last k observed movement phases
 * @param from          the first game's number (default 0): a long run can be split into ranges and resumed
 * @param seats         seats of the tested player (default 1)
 * @param opponentSeats seats of the opponents; -1 (default): every other seat
 * @param threads       games played at once (default: the number of processors)
 * @param memory        whether the bot is told the last movement phase (default true)
 */
public record ArenaOptions(String map, int games, long seed, int years, String player, String opponents,
                           List<String> powers, BotOptions bot, int learning, int from, int seats, int opponentSeats,
                           int threads, boolean memory) {
    /** The agent of the seats neither the tested player nor the opponents take. */
    public static final String FILL_IN = "dumbbot";
    /** The kind of a seat of a power the map declares neutral: no agent, its units hold. */
    public static final String NEUTRAL = "neutral";

    public ArenaOptions {
        map = map == null ? "standard" : map;
        games = games == 0 ? 50 : games;
        years = years == 0 ? 10 : years;
        player = player == null ? "search" : player.strip().toLowerCase(Locale.ROOT);
        opponents = opponents == null ? "random" : opponents.strip();
        opponents = opponents.contains(":") ? opponents : opponents.toLowerCase(Locale.ROOT);
        powers = powers == null ? List.of() : List.copyOf(powers);
        bot = bot == null ? BotOptions.defaults() : bot;
        seats = seats == 0 ? 1 : seats;
        threads = threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
        if (games < 1 || years < 1 || learning < 0 || from < 0 || seats < 1 || threads < 1 || opponentSeats < -1) {
            throw new IllegalArgumentException("games, years, seats and threads must be positive, learning and from"
                    + " not negative");
        }
    }

    /** The defaults: 50 games of 10 years, the search bot in one seat against random bots, seeds 1..50. */
    public static ArenaOptions defaults() {
        return new ArenaOptions(null, 0, 1, 0, null, null, null, null, 0, 0, 0, -1, 0, true);
    }

    public ArenaOptions withMap(String newMap) {
        return new ArenaOptions(newMap, games, seed, years, player, opponents, powers, bot, learning, from, seats,
                opponentSeats, threads, memory);
    }

    public ArenaOptions withGames(int from, int count) {
        return new ArenaOptions(map, count, seed, years, player, opponents, powers, bot, learning, from, seats,
                opponentSeats, threads, memory);
    }

    public ArenaOptions withPlayers(String tested, String others) {
        return new ArenaOptions(map, games, seed, years, tested, others, powers, bot, learning, from, seats,
                opponentSeats, threads, memory);
    }

    public ArenaOptions withSeats(int tested, int opposing) {
        return new ArenaOptions(map, games, seed, years, player, opponents, powers, bot, learning, from, tested,
                opposing, threads, memory);
    }

    public ArenaOptions withYears(int newYears) {
        return new ArenaOptions(map, games, seed, newYears, player, opponents, powers, bot, learning, from, seats,
                opponentSeats, threads, memory);
    }

    public ArenaOptions withSeed(long newSeed) {
        return new ArenaOptions(map, games, newSeed, years, player, opponents, powers, bot, learning, from, seats,
                opponentSeats, threads, memory);
    }

    public ArenaOptions withPowers(List<String> newPowers) {
        return new ArenaOptions(map, games, seed, years, player, opponents, newPowers, bot, learning, from, seats,
                opponentSeats, threads, memory);
    }

    public ArenaOptions withBot(BotOptions newBot) {
        return new ArenaOptions(map, games, seed, years, player, opponents, powers, newBot, learning, from, seats,
                opponentSeats, threads, memory);
    }

    public ArenaOptions withLearning(int k) {
        return new ArenaOptions(map, games, seed, years, player, opponents, powers, bot, k, from, seats,
                opponentSeats, threads, memory);
    }

    public ArenaOptions withThreads(int n) {
        return new ArenaOptions(map, games, seed, years, player, opponents, powers, bot, learning, from, seats,
                opponentSeats, n, memory);
    }

    public ArenaOptions withMemory(boolean on) {
        return new ArenaOptions(map, games, seed, years, player, opponents, powers, bot, learning, from, seats,
                opponentSeats, threads, on);
    }

    /**
     * @return what makes two runs' games comparable (map, players, seats, years, seed, budget, depth, learning,
     *         memory, and the way of playing the equilibrium when it is not the method's own): a results file only
     *         resumes games of the same key
     */
    public String key() {
        return map + "/" + player + "x" + seats + "/" + opponents + "x" + opponentSeats + "/"
                + years + "y/seed" + seed + "/powers" + powers + "/cells" + bot.budget().cells() + "/ms"
                + bot.budget().timeMillis() + "/depth" + bot.depth() + "/learn" + learning
                + (memory ? "" : "/nomemory")
                + (bot.mostProbable() == null ? "" : bot.mostProbable() ? "/most-probable" : "/sampled");
    }
}
