package calhamer.strategy.diplomacy.arena;

import calhamer.strategy.diplomacy.bot.BotOptions;
import java.util.List;

/**
 * One arena run.
 *
 * @param map       a bundled map (default {@code standard})
 * @param games     how many games (default 50)
 * @param seed      the seed of the first game; game g is played with seed + g (default 1)
 * @param years     game years per game (default 10)
 * @param opponents the other powers' bots (default random)
 * @param powers    the powers the bot plays, game g taking the (g mod size)-th; empty: every power of the map in
 *                  turn (default)
 * @param bot       the bot's options (its seed is replaced per decision by one drawn from the game's seed)
 * @param learning  0: the bot plays with {@code bot.social()} as given; k &gt; 0: the bot learns the other powers'
 *                  rows of its social-range matrix from their last k observed movement phases (its own row stays
 *                  the identity's), as in Socially Oriented Search with learning
 */
public record ArenaOptions(String map, int games, long seed, int years, OpponentKind opponents, List<String> powers,
                           BotOptions bot, int learning) {

    public ArenaOptions {
        map = map == null ? "standard" : map;
        games = games == 0 ? 50 : games;
        years = years == 0 ? 10 : years;
        opponents = opponents == null ? OpponentKind.RANDOM : opponents;
        powers = powers == null ? List.of() : List.copyOf(powers);
        bot = bot == null ? BotOptions.defaults() : bot;
        if (games < 1 || years < 1 || learning < 0) {
            throw new IllegalArgumentException("games and years must be positive, learning not negative");
        }
    }

    /** The defaults: 50 games of 10 years on the standard map against random bots, seeds 1..50. */
    public static ArenaOptions defaults() {
        return new ArenaOptions(null, 0, 1, 0, null, null, null, 0);
    }
}
