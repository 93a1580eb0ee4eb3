package calhamer.strategy.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GameRegistryTest {

    @Test
    void findsTheGamesRegisteredThroughServiceLoader() {
        GameRegistry registry = GameRegistry.load();
        assertTrue(registry.names().containsAll(List.of("test-nim", "pennies")), registry.names()::toString);
        assertEquals("test-nim", registry.get("test-nim").create().name());
        assertEquals(MoveOrder.SIMULTANEOUS, registry.get("pennies").create().facts().moveOrder());
    }

    @Test
    void anUnknownNameListsTheRegisteredGames() {
        String message = assertThrows(IllegalArgumentException.class, () -> GameRegistry.load().get("chess"))
                .getMessage();
        assertTrue(message.contains("chess") && message.contains("nim"), message);
        assertTrue(GameRegistry.load().find("chess").isEmpty());
    }

    @Test
    void refusesTwoProvidersWithOneName() {
        String message = assertThrows(IllegalStateException.class,
                () -> GameRegistry.of(List.of(new NimProvider(), new NimProvider()))).getMessage();
        assertTrue(message.contains("'test-nim'"), message);
    }

    @Test
    void optionsOverrideDefaultsAndUnknownOptionsAreRefused() {
        GameProvider provider = new NimProvider();
        @SuppressWarnings("unchecked")
        Game<Nim.State, Nim.Take> game = (Game<Nim.State, Nim.Take>) provider.create(Map.of("heaps", "1, 2"));
        assertEquals(List.of(1, 2), game.initialState().heaps());
        String message = assertThrows(IllegalArgumentException.class,
                () -> provider.create(Map.of("piles", "1"))).getMessage();
        assertTrue(message.contains("piles") && message.contains("heaps"), message);
        assertThrows(IllegalArgumentException.class, () -> provider.create(Map.of("heaps", "one")));
    }
}
