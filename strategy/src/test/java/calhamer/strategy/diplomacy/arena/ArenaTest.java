package calhamer.strategy.diplomacy.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.strategy.diplomacy.bot.BotBudget;
import calhamer.strategy.diplomacy.bot.BotOptions;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A small arena: invariants only (the 50-game run is a command, see docs/strategy.md). */
class ArenaTest {
    private final BotOptions quick = BotOptions.defaults().withBudget(new BotBudget(4_000, 60_000));

    private static ArenaReport.Game withoutTimes(ArenaReport.Game g) {
        return new ArenaReport.Game(g.game(), g.seed(), g.power(), g.startCentres(), g.endCentres(), g.winner(),
                g.eliminated(), g.decisions(), 0, 0, g.illegalOrders(), g.finalPhase());
    }

    @Test
    void gamesAgainstRandomBotsAreLegalAndRepeatable() {
        ArenaOptions options = new ArenaOptions("standard", 3, 11, 2, OpponentKind.RANDOM, List.of("ITALY",
                "ENGLAND", "RUSSIA"), quick, 0);
        ArenaReport a = new Arena().run(options);
        assertEquals(3, a.games().size());
        for (ArenaReport.Game g : a.games()) {
            assertEquals(0, g.illegalOrders(), g.toString());
            assertTrue(g.decisions() >= 4, "two Spring and two Fall movement phases at least: " + g);
            assertEquals("S1903M", g.finalPhase());
        }
        assertEquals(List.of("ITALY", "ENGLAND", "RUSSIA"), a.games().stream().map(ArenaReport.Game::power).toList());
        assertEquals(4, a.table().size(), "three powers and ALL");
        assertEquals("ALL", a.table().get(3).power());
        assertEquals(0, a.table().get(3).illegalOrders());
        ArenaReport b = new Arena().run(options);
        assertEquals(a.games().stream().map(ArenaTest::withoutTimes).toList(),
                b.games().stream().map(ArenaTest::withoutTimes).toList(), "same seeds, same games");
        assertTrue(a.format().contains("ALL"));
    }

    @Test
    void holdBotsAndLearningRun() {
        ArenaReport hold = new Arena().run(new ArenaOptions("standard", 1, 5, 1, OpponentKind.HOLD,
                List.of("GERMANY"), quick, 0));
        assertEquals(0, hold.games().get(0).illegalOrders());
        assertTrue(hold.games().get(0).endCentres() >= 3, "hold bots take nothing from Germany");
        ArenaReport learning = new Arena().run(new ArenaOptions("standard", 1, 5, 1, OpponentKind.RANDOM,
                List.of("FRANCE"), quick, 3));
        assertEquals(0, learning.games().get(0).illegalOrders());
    }
}
