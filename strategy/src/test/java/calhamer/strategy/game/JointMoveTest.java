package calhamer.strategy.game;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class JointMoveTest {

    @Test
    void holdsOneMovePerPlayerInPlayerOrder() {
        JointMove<String> move = JointMove.of(Map.of(2, "c", 0, "a"));
        assertEquals(List.of(0, 2), List.copyOf(move.players()));
        assertEquals("a", move.move(0));
        assertTrue(move.hasMove(2));
        assertFalse(move.hasMove(1));
        assertThrows(NoSuchElementException.class, () -> move.move(1));
        assertEquals(JointMove.of(Map.of(0, "a", 2, "c")), move);
    }

    @Test
    void isImmutable() {
        TreeMap<Integer, String> moves = new TreeMap<>(Map.of(0, "a"));
        JointMove<String> move = new JointMove<>(moves);
        moves.put(1, "b");
        assertFalse(move.hasMove(1));
        assertThrows(UnsupportedOperationException.class, () -> move.moves().put(1, "b"));
    }

    @Test
    void refusesNegativePlayers() {
        assertThrows(IllegalArgumentException.class, () -> JointMove.of(-1, "a"));
    }

    @Test
    void namesMissingAndExtraPlayers() {
        JointMove<String> move = JointMove.of(Map.of(0, "a", 3, "d"));
        assertDoesNotThrow(() -> move.requirePlayers(List.of(0, 3)));
        String message = assertThrows(IllegalArgumentException.class, () -> move.requirePlayers(List.of(0, 1)))
                .getMessage();
        assertTrue(message.contains("missing players [1]") && message.contains("players not acting [3]"), message);
    }
}
