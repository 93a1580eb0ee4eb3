package calhamer.strategy.game;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class BudgetAndFactsTest {

    @Test
    void budgetLimitsArePositive() {
        assertThrows(IllegalArgumentException.class, () -> Budget.ofTime(Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> Budget.ofIterations(0));
        assertThrows(IllegalArgumentException.class, () -> Budget.ofDepth(-1));
        Budget budget = Budget.ofIterations(100).withDepth(3);
        assertEquals(100, budget.iterations());
        assertEquals(3, budget.depth());
        assertFalse(budget.isTimeLimited());
    }

    @Test
    void anUnlimitedBudgetNeverExpires() {
        Budget unlimited = Budget.unlimited();
        assertEquals(Long.MAX_VALUE, unlimited.timeNanos());
        assertFalse(unlimited.expired(0, Long.MAX_VALUE - 1));
        assertFalse(unlimited.expired(Long.MAX_VALUE - 10, Long.MIN_VALUE + 10)); // nanoTime wraps around
    }

    @Test
    void aTimedBudgetExpiresAfterItsTime() {
        Budget budget = Budget.ofTime(Duration.ofMillis(2));
        assertTrue(budget.isTimeLimited());
        assertFalse(budget.expired(1_000, 1_000 + 1_999_999));
        assertTrue(budget.expired(1_000, 1_000 + 2_000_000));
    }

    @Test
    void factsRefuseUnsupportedGamesWithTheReason() {
        GameFacts diplomacyLike = new GameFacts("diplomacy", List.of("A", "E", "F", "G", "I", "R", "T"),
                MoveOrder.SIMULTANEOUS, false, false);
        String message = assertThrows(UnsupportedGameException.class,
                () -> diplomacyLike.requirePlayers("alpha-beta", 2)).getMessage();
        assertEquals("alpha-beta needs a 2-player game; 'diplomacy' has 7 players", message);
        assertThrows(UnsupportedGameException.class, () -> diplomacyLike.requireSequential("alpha-beta"));
        assertThrows(UnsupportedGameException.class, () -> diplomacyLike.requireZeroSum("LP"));
        assertThrows(UnsupportedGameException.class, () -> diplomacyLike.requireExactSolvable("retrograde"));
        GameFacts nim = new Nim(List.of(1)).facts();
        assertDoesNotThrow(() -> {
            nim.requirePlayers("alpha-beta", 2);
            nim.requireSequential("alpha-beta");
            nim.requireZeroSum("alpha-beta");
            nim.requireExactSolvable("retrograde");
        });
        assertEquals(1, nim.playerIndex("second"));
    }

    @Test
    void factsNeedDistinctPlayers() {
        assertThrows(IllegalArgumentException.class,
                () -> new GameFacts("x", List.of(), MoveOrder.SEQUENTIAL, true, true));
        assertThrows(IllegalArgumentException.class,
                () -> new GameFacts("x", List.of("a", "a"), MoveOrder.SEQUENTIAL, true, true));
    }
}
