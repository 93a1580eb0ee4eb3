package calhamer.bot.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.bot.BotBudget;
import calhamer.bot.BotOptions;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The search bot plays a year of every bundled map in the arena against DumbBot-class players, with the map's rules
 * (start year, powers, neutral powers, where they build): no order refused, a neutral power never seated.
 */
class EveryMapArenaTest {
    static Stream<String> maps() {
        return BundledMaps.NAMES.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("maps")
    void theBotPlaysAYearOfEveryMapLegally(String name) {
        DiplomacyMap map = BundledMaps.load(name);
        ArenaOptions options = ArenaOptions.defaults().withMap(name).withGames(0, 1).withSeed(3).withYears(1)
                .withPlayers("search", ArenaOptions.FILL_IN)
                .withBot(BotOptions.defaults().withBudget(new BotBudget(2_000, 250))).withThreads(1);
        ArenaReport report = new Arena().run(options);
        GameRecord game = report.games().get(0);
        assertEquals(0, game.tested().illegalOrders(), game.toString());
        assertTrue(game.winner() != null || game.finalPhase().equals("S" + (map.start().year() + 1) + "M"),
                game.finalPhase());
        for (GameRecord.Seat seat : game.seats()) {
            if (map.isNeutral(map.power(seat.power()))) {
                assertFalse(seat.tested(), "a neutral power is not seated");
                assertEquals(ArenaOptions.NEUTRAL, seat.player());
            }
        }
    }
}
