package calhamer.strategy.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class PlayoutTest {
    private final Pennies pennies = new Pennies(20);
    private final RandomAgent<Pennies.State, Pennies.Side> random = new RandomAgent<>();

    @Test
    void aSeedDeterminesThePlay() {
        Trajectory<Pennies.State, Pennies.Side> first = Playout.run(pennies, List.of(random, random),
                Budget.unlimited(), 7, 100);
        Trajectory<Pennies.State, Pennies.Side> again = Playout.run(pennies, List.of(random, random),
                Budget.unlimited(), 7, 100);
        Trajectory<Pennies.State, Pennies.Side> other = Playout.run(pennies, List.of(random, random),
                Budget.unlimited(), 8, 100);
        assertEquals(first, again);
        assertNotEquals(first.moves(), other.moves()); // 20 rounds of two coins: a collision is 2^-40
        assertTrue(first.finished());
        assertEquals(20, first.plies());
        assertEquals(first.states().get(20), first.last());
    }

    /** Each player draws from its own stream: one agent drawing more does not change another's choices. */
    @Test
    void playersDrawFromSeparateStreams() {
        Agent<Pennies.State, Pennies.Side> greedyDrawer = new Agent<>() {
            @Override
            public Pennies.Side chooseMove(Game<Pennies.State, Pennies.Side> game, Pennies.State state, int player,
                                           Budget budget, RandomGenerator rng) {
                rng.nextLong();
                rng.nextLong();
                return Pennies.Side.HEADS;
            }
        };
        Trajectory<Pennies.State, Pennies.Side> plain = Playout.run(pennies, List.of(random, random),
                Budget.unlimited(), 3, 100);
        Trajectory<Pennies.State, Pennies.Side> mixed = Playout.run(pennies, List.of(greedyDrawer, random),
                Budget.unlimited(), 3, 100);
        for (int ply = 0; ply < plain.plies(); ply++) {
            assertEquals(plain.moves().get(ply).move(1), mixed.moves().get(ply).move(1));
        }
    }

    @Test
    void stopsAtThePlyLimit() {
        Trajectory<Pennies.State, Pennies.Side> play = Playout.run(pennies, List.of(random, random),
                Budget.unlimited(), 1, 4);
        assertFalse(play.finished());
        assertEquals(4, play.plies());
        assertEquals(5, play.states().size());
    }

    @Test
    void refusesIllegalMovesAndWrongAgentCounts() {
        Nim nim = new Nim(List.of(2));
        Agent<Nim.State, Nim.Take> cheat = (game, state, player, budget, rng) -> new Nim.Take(0, 5);
        String message = assertThrows(IllegalStateException.class,
                () -> Playout.run(nim, List.of(cheat, cheat), Budget.unlimited(), 1, 10)).getMessage();
        assertTrue(message.contains("illegal move"), message);
        assertThrows(IllegalArgumentException.class,
                () -> Playout.run(nim, List.of(cheat), Budget.unlimited(), 1, 10));
    }

    @Test
    void theRandomAgentRefusesAPlayerWithoutMoves() {
        Nim nim = new Nim(List.of(2));
        assertThrows(IllegalArgumentException.class, () -> new RandomAgent<Nim.State, Nim.Take>()
                .chooseMove(nim, nim.initialState(), 1, Budget.unlimited(), new java.util.SplittableRandom(1)));
    }
}
